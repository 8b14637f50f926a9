import { describe, expect, it } from "vitest";
import { type AnyActorLogic, type AnyStateMachine, createActor, toPromise } from "xstate";
import { changeOwnPasswordMachine } from "../../machines/change-own-password/machine";
import { dataDeletionMachine } from "../../machines/data-deletion/machine";
import { ekycMachine } from "../../machines/ekyc/machine";
import { inactivityMachine } from "../../machines/inactivity/machine";
import { leadFunnelMachine } from "../../machines/lead-funnel/machine";
import { loanTicketMachine } from "../../machines/loan-ticket/machine";
import { myDataMachine } from "../../machines/my-data/machine";
import { otpMachine } from "../../machines/otp/machine";
import { passwordResetMachine } from "../../machines/password-reset/machine";

/**
 * Every effect a machine declares (an actor it invokes, an action that is not a context update) is a
 * placeholder that throws `not provided: <name>` until the app, a story or a test supplies it with
 * `.provide()`, so a forgotten effect fails loudly instead of silently doing nothing.
 * The lists below are the effects each machine is known to need (written down, not read from the code);
 * a new effect must be added here, and a silent placeholder fails.
 */
const effects: Array<{ machine: AnyStateMachine; actors: string[]; actions: string[] }> = [
  { machine: otpMachine, actors: ["verifyOtp", "resendOtp"], actions: [] },
  { machine: dataDeletionMachine, actors: ["sendCode"], actions: [] },
  // Issue 33: "Đổi mật khẩu" of a signed-in customer.
  { machine: changeOwnPasswordMachine, actors: ["changeOwnPassword"], actions: [] },
  // Decision 015: "Dữ liệu của tôi" loads, withdraws a consent and files a deletion request.
  { machine: myDataMachine, actors: ["loadData", "withdrawConsent", "requestDeletion"], actions: [] },
  {
    machine: ekycMachine,
    // Issue 17: checkFrontRule and checkBackRule, the partner's document rules on each side of the ID.
    actors: [
      "readFront",
      "readBack",
      "checkFrontRule",
      "checkBackRule",
      "checkIdentity",
      "uploadFace",
      "recordBiometricConsent",
    ],
    // Issue 33: the face detector loads while the visitor reads the biometric consent.
    actions: ["preloadFaceDetector"],
  },
  { machine: inactivityMachine, actors: [], actions: ["saveLog", "removeClickCookie", "goHome"] },
  {
    machine: leadFunnelMachine,
    actors: [
      "checkPhone",
      "requestOtp",
      "checkIdentity",
      "scoreLead",
      "saveLead",
      "loadPartners",
      "loadCards",
      "setPassword",
      "findApplyProduct",
    ],
    actions: ["track", "goHome", "goToLogin"],
  },
  {
    machine: loanTicketMachine,
    // Issue 17: the partner's service check, MobiFone's step 2, the approval status, the SmartCA signature.
    actors: [
      "loadTicket",
      "deleteDraft",
      "saveDraft",
      "requestOtp",
      "prepareContract",
      "confirmTicket",
      "checkService",
      "mobifoneStep2",
      "approvalStatus",
      "signRemote",
    ],
    actions: ["rememberTicket", "leave"],
  },
  {
    machine: passwordResetMachine,
    actors: ["requestOtp", "changePassword"],
    actions: [
      "saveRequest",
      "clearRequest",
      "rememberUsername",
      "showRequest",
      "showConfirm",
      "showChange",
      "showLogin",
      "showLoginSuccess",
    ],
  },
];

type ActionFn = ((args: unknown, params: unknown) => unknown) & { type?: string };
const isChildMachine = (logic: AnyActorLogic) => "root" in logic && "config" in logic;
const isBuiltIn = (action: unknown) =>
  typeof action !== "function" || (typeof (action as ActionFn).type === "string" && (action as ActionFn).type !== "");

describe("machine placeholders", () => {
  for (const { machine, actors, actions } of effects) {
    describe(machine.id, () => {
      it.each(actors)("the %s actor rejects with 'not provided'", async (name) => {
        const logic = machine.implementations.actors[name] as AnyActorLogic | undefined;
        expect(logic).toBeDefined();
        const actor = createActor(logic as AnyActorLogic, { input: {} });
        actor.subscribe({ error: () => {} });
        actor.start();
        await expect(toPromise(actor)).rejects.toThrow(`not provided: ${name}`);
      });

      it.each(actions)("the %s action throws 'not provided'", (name) => {
        const action = machine.implementations.actions[name] as ActionFn | undefined;
        expect(typeof action).toBe("function");
        expect(() => (action as ActionFn)({}, {})).toThrow(`not provided: ${name}`);
      });

      it("declares no other effect", () => {
        const declaredActors = Object.entries(machine.implementations.actors)
          .filter(([, logic]) => !isChildMachine(logic as AnyActorLogic))
          .map(([name]) => name);
        const declaredActions = Object.entries(machine.implementations.actions)
          .filter(([, action]) => !isBuiltIn(action))
          .map(([name]) => name);
        expect(declaredActors.sort()).toEqual([...actors].sort());
        expect(declaredActions.sort()).toEqual([...actions].sort());
      });
    });
  }
});
