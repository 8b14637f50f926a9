import type { AnyEventObject, AnyMachineSnapshot } from "xstate";
import { staffSignInMachine } from "../../machines/staff-sign-in/machine";
import type { SignInResult } from "../../machines/staff-sign-in/types";
import { createDeferredActors, ownEvents } from "../support/machine-paths";

/** The back-office sign-in's model: deferred fakes for both checks, a recording enterBackOffice. */
export const EMAIL = "admin@vay.test";
export const CODE = "123456";

export function createSignInFakes() {
  const fakes = createDeferredActors();
  const entered: string[] = [];
  const machine = staffSignInMachine.provide({
    actors: {
      passkeySignIn: fakes.actor<SignInResult, void>(),
      totpSignIn: fakes.actor<SignInResult, { email: string; code: string }>(),
    },
    actions: { enterBackOffice: () => void entered.push("back-office") },
  });
  return { fakes, machine, entered };
}

const ANSWERS: SignInResult[] = [{ kind: "signed-in" }, { kind: "refused", message: "Mã xác thực không đúng" }];

export function signInEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const answers = (id: string) => ANSWERS.map((output) => ({ type: `xstate.done.actor.${id}`, output }));
  const failure = (id: string) => [{ type: `xstate.error.actor.${id}`, error: new Error("Mất kết nối") }];
  // While the code is checked the form is frozen: typing is taken and does nothing, which can() does not report.
  const frozen =
    snapshot.hasTag("busy") && snapshot.hasTag("totp")
      ? [
          { type: "totp.email.change", value: EMAIL },
          { type: "totp.code.change", value: CODE },
        ]
      : [];
  return [
    ...frozen,
    ...ownEvents(snapshot, {
      "totp.email.change": [{ type: "totp.email.change", value: EMAIL }],
      "totp.code.change": [{ type: "totp.code.change", value: CODE }],
      "xstate.done.actor.passkeySignIn": answers("passkeySignIn"),
      "xstate.error.actor.passkeySignIn": failure("passkeySignIn"),
      "xstate.done.actor.totpSignIn": answers("totpSignIn"),
      "xstate.error.actor.totpSignIn": failure("totpSignIn"),
    }),
  ];
}
