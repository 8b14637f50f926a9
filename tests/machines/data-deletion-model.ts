import type { AnyEventObject, AnyMachineSnapshot } from "xstate";
import { dataDeletionMachine } from "../../machines/data-deletion/machine";
import type { DataDeletionContext, SendCodeInput, SendCodeResult } from "../../machines/data-deletion/types";
import type { otpMachine } from "../../machines/otp/machine";
import type { OtpInput, OtpOutput } from "../../machines/otp/types";
import { createDeferredActors, ownEvents } from "../support/machine-paths";

/**
 * The data-deletion machine's model: its calls are deferred fakes (the `otp` child too: the otp machine
 * has its own model), and the events a visitor or the server can cause, kept small.
 */
export const PHONE = "0912345678";
export const REFERENCE = "XD-2026-000123";

export function createDeletionFakes() {
  const fakes = createDeferredActors();
  const machine = dataDeletionMachine.provide({
    actors: {
      sendCode: fakes.actor<SendCodeResult, SendCodeInput>(),
      // A stand-in with the otp machine's input and output; the types want a state machine there.
      otp: fakes.actor<OtpOutput, OtpInput>() as unknown as typeof otpMachine,
    },
  });
  return { fakes, machine };
}

export const SEND_ANSWERS: SendCodeResult[] = [
  { kind: "sent", transactionId: "tx-1", resendsLeft: 2 },
  { kind: "refused", message: "Số điện thoại không có dữ liệu." },
];
export const OTP_ANSWERS: OtpOutput[] = [
  { status: "verified", data: { reference: REFERENCE } },
  { status: "verified", data: {} },
  { status: "abandoned", destination: "request" },
];

/**
 * One phone (typed again from anywhere), the consent box toggled, every answer of both calls. While the
 * code is being sent the form is frozen: those two events are taken and do nothing, which `can()` does
 * not report, so they are added by hand there.
 */
export function deletionEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = snapshot.context as DataDeletionContext;
  const typing = [
    { type: "deletion.phone.change", value: "0987654321" },
    { type: "deletion.agree.change", value: !context.agreed },
  ];
  const frozen = snapshot.hasTag("busy") ? typing : [];
  return [
    ...frozen,
    ...ownEvents(snapshot, {
      "deletion.phone.change": [{ type: "deletion.phone.change", value: PHONE }],
      "deletion.agree.change": [{ type: "deletion.agree.change", value: !context.agreed }],
      "xstate.done.actor.sendCode": SEND_ANSWERS.map((output) => ({ type: "xstate.done.actor.sendCode", output })),
      "xstate.error.actor.sendCode": [{ type: "xstate.error.actor.sendCode", error: new Error("Mất kết nối") }],
      "xstate.done.actor.otp": OTP_ANSWERS.map((output) => ({ type: "xstate.done.actor.otp", output })),
    }),
  ];
}
