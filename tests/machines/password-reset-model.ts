import type { AnyMachineSnapshot } from "xstate";
import type { OtpOutput } from "../../machines/otp/types";
import type { PasswordResetInput, RequestOtpResult } from "../../machines/password-reset/types";
import { ownEvents, startTransitions } from "../support/machine-paths";

/**
 * The model of passwordReset shared by its machine test and the test driving its views: the inputs
 * each route starts it with, the event payloads tried in each state, and the start transitions.
 */

export const PHONE = "0987654321";
export const OTHER_PHONE = "0912345678";
// No resend left, so the view test can abandon the code screen with one 203 (the reset machine only passes it on).
export const sent: RequestOtpResult = { kind: "sent", transactionId: "tx-1", resendsLeft: 0 };
export const refused: RequestOtpResult = { kind: "refused", message: "Số điện thoại chưa được đăng ký tài khoản." };
export const verified: OtpOutput = { status: "verified", data: { validateToken: "vt-1" } };
export const abandoned: OtpOutput = { status: "abandoned", destination: "request" };

export const payloads = {
  "request.change": [
    { type: "request.change", value: PHONE },
    { type: "request.change", value: OTHER_PHONE },
    { type: "request.change", value: "09" },
  ],
  "password.change": [
    { type: "password.change", value: "matkhau-moi" },
    { type: "password.change", value: "123" },
  ],
  "confirmation.change": [
    { type: "confirmation.change", value: "matkhau-moi" },
    { type: "confirmation.change", value: "khac-nhau" },
  ],
  "xstate.done.actor.requestOtp": [sent, refused].map((output) => ({ type: "xstate.done.actor.requestOtp", output })),
  "xstate.error.actor.requestOtp": [{ type: "xstate.error.actor.requestOtp", error: new Error("Mất kết nối") }],
  "xstate.done.actor.otp": [verified, abandoned, { status: "verified", data: null }].map((output) => ({
    type: "xstate.done.actor.otp",
    output,
  })),
  "xstate.done.actor.changePassword": [
    { kind: "changed" },
    { kind: "expired", message: "Phiên đổi mật khẩu đã hết hiệu lực. Vui lòng thực hiện lại." },
    { kind: "failed", message: "" },
  ].map((output) => ({ type: "xstate.done.actor.changePassword", output })),
  "xstate.error.actor.changePassword": [{ type: "xstate.error.actor.changePassword", error: new Error("Mất kết nối") }],
};

/** Fields are typed only while nothing is in flight; in-flight states only take the answer. */
export function resetEvents(snapshot: AnyMachineSnapshot) {
  const events = ownEvents(snapshot, payloads);
  if (snapshot.hasTag("busy")) return events.filter((event) => event.type.startsWith("xstate."));
  return events;
}

export const inputs: PasswordResetInput[] = [
  { stage: "request" },
  { stage: "confirm", phone: PHONE, transactionId: "tx-1", resendsLeft: 0 },
  { stage: "change", phone: PHONE, validateToken: "vt-1" },
];

/** The transitions starting the machine takes before any event (shared: tests/support/machine-paths.ts). */
export { startTransitions };
