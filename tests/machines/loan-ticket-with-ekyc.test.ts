import { describe, expect, it } from "vitest";
import { type AnyActorRef, type AnyMachineSnapshot, createActor } from "xstate";
import { loanTicketMachine } from "../../machines/loan-ticket/machine";
import type { LoadTicketInput, LoadTicketResult } from "../../machines/loan-ticket/types";
import type { otpMachine } from "../../machines/otp/machine";
import type { OtpInput, OtpOutput } from "../../machines/otp/types";
import { ekycWithFakes } from "../support/ekyc-fakes";
import { submitImage } from "../support/ekyc-harness";
import { createDeferredActors, fakeTimersInEachTest, flush } from "../support/machine-coverage";
import { CARD_FIELDS, capture, cardImage } from "./ekyc-model";
import { input, loadAnswers } from "./loan-ticket-model";

/**
 * The loan ticket composed with the real eKYC child (the loan-ticket tests fake the child): the paths
 * through the biometric consent, from the wizard's identity step to its details step. A face is taken
 * only after the consent is recorded, and the ticket moves on only once eKYC is done (DESIGN.md, issue 18).
 */
function composed() {
  const fakes = createDeferredActors();
  const machine = loanTicketMachine.provide({
    actors: {
      loadTicket: fakes.actor<LoadTicketResult, LoadTicketInput>(),
      checkService: fakes.actor(),
      saveDraft: fakes.actor(),
      ekyc: ekycWithFakes(fakes),
      otp: fakes.actor<OtpOutput, OtpInput>() as unknown as typeof otpMachine,
      requestOtp: fakes.actor(),
    },
    actions: { rememberTicket: () => {}, leave: () => {} },
  });
  const actor = createActor(machine, { input });
  actor.start();
  const answer = async (id: string, output: unknown) => {
    fakes.resolve(id, output);
    await flush();
  };
  const child = (): AnyActorRef => {
    const ekyc = (actor.getSnapshot() as AnyMachineSnapshot).children.ekyc as AnyActorRef | undefined;
    if (!ekyc) throw new Error("The eKYC child is not running");
    return ekyc;
  };
  const childHas = (tag: string) => (child().getSnapshot() as AnyMachineSnapshot).hasTag(tag);
  const calls = () => fakes.started.map(({ id }) => id);
  return { actor, fakes, answer, child, childHas, calls };
}
type Composed = ReturnType<typeof composed>;

/** A new ticket (face required) up to the consent: document, front, back, review, identity check. */
async function toConsent(run: Composed) {
  const { actor, answer, child } = run;
  await answer("loadTicket", loadAnswers[0]);
  await answer("checkService", { kind: "available" });
  expect(actor.getSnapshot().hasTag("identity")).toBe(true);
  child().send({ type: "document.next" });
  submitImage(child(), cardImage);
  await answer("readFront", { kind: "read", fields: CARD_FIELDS, imageId: "0123456789abcdef0123456789abcdef" });
  await answer("checkFrontRule", { kind: "accepted" });
  submitImage(child(), cardImage);
  await answer("readBack", { kind: "read", fields: { issueDate: CARD_FIELDS.issueDate } });
  await answer("checkBackRule", { kind: "accepted" });
  child().send({ type: "review.submit" });
  await answer("checkIdentity", { kind: "ok" });
}

fakeTimersInEachTest();

describe("loan ticket with the real eKYC child, through the biometric consent", () => {
  it("asks the consent after the review, records it, then takes the face, then saves and opens the details", async () => {
    const run = composed();
    await toConsent(run);
    expect(run.childHas("consent"), "the consent screen follows the review").toBe(true);
    expect(run.child().getSnapshot().can({ type: "face.captured", capture })).toBe(false);
    expect(run.calls()).not.toContain("saveDraft");

    run.child().send({ type: "consent.agree" });
    expect(run.fakes.started.at(-1)).toMatchObject({ id: "recordBiometricConsent", input: { ticketCode: "LT000001" } });
    await run.answer("recordBiometricConsent", { kind: "recorded" });
    expect(run.childHas("face")).toBe(true);

    run.child().send({ type: "face.captured", capture });
    await run.answer("uploadFace", { kind: "accepted", review: false });
    expect(run.actor.getSnapshot().hasTag("busy"), "the identity is being saved").toBe(true);
    const order = run.calls().filter((id) => ["recordBiometricConsent", "uploadFace", "saveDraft"].includes(id));
    expect(order).toEqual(["recordBiometricConsent", "uploadFace", "saveDraft"]);

    await run.answer("saveDraft", undefined);
    expect(run.actor.getSnapshot().hasTag("details")).toBe(true);
    run.actor.stop();
  });

  it("stays at the identity step when the consent is declined: no face, no save", async () => {
    const run = composed();
    await toConsent(run);
    run.child().send({ type: "consent.decline" });
    expect(run.childHas("declined")).toBe(true);
    expect(run.child().getSnapshot().can({ type: "face.captured", capture })).toBe(false);
    expect(run.actor.getSnapshot().hasTag("identity")).toBe(true);
    expect(run.calls()).not.toContain("uploadFace");
    expect(run.calls()).not.toContain("saveDraft");
    run.actor.stop();
  });

  it("asks again when the recorded consent is outdated, and only then takes the face", async () => {
    const run = composed();
    await toConsent(run);
    run.child().send({ type: "consent.agree" });
    await run.answer("recordBiometricConsent", { kind: "outdated" });
    expect(run.childHas("face")).toBe(false);
    expect(run.calls()).not.toContain("saveDraft");
    run.actor.stop();
  });
});
