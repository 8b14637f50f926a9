import type { AnyMachineSnapshot } from "xstate";
import type { OtpInput, VerifyOtpResult } from "../../machines/otp/types";
import { OTP } from "../../src/domain/constants";
import { createDeferredActors, ownEvents } from "../support/machine-paths";
import { otpWithFakes } from "../support/otp-fakes";

/** The otp machine's model, shared by its machine test, its path tests and the QA catalogue. */
export function createOtpFakes() {
  const fakes = createDeferredActors();
  const machine = otpWithFakes(fakes);
  return { fakes, machine };
}

export const CODE = "123456";
export const answers: VerifyOtpResult[] = [
  { kind: "ok", data: { validateToken: "token-1" } },
  { kind: "wrong" },
  { kind: "limit", message: "Bạn đã vượt quá số lần xác thực OTP." },
  { kind: "expired", message: "" },
];
const payloads = {
  "otp.change": [{ type: "otp.change", value: CODE }],
  "xstate.done.actor.verifyOtp": answers.map((output) => ({ type: "xstate.done.actor.verifyOtp", output })),
  "xstate.error.actor.verifyOtp": [{ type: "xstate.error.actor.verifyOtp", error: new Error("Mất kết nối") }],
  "xstate.done.actor.resendOtp": [{ type: "xstate.done.actor.resendOtp", output: { transactionId: "tx-2" } }],
  "xstate.error.actor.resendOtp": [{ type: "xstate.error.actor.resendOtp", error: new Error("Mất kết nối") }],
};

const isTick = (type: string) => type.startsWith("xstate.after.");
const isAnswer = (type: string) => type.startsWith("xstate.done.") || type.startsWith("xstate.error.");
const checkpoints: ReadonlySet<number> = new Set([OTP.ttlSeconds, OTP.resendVisibleAtOrBelow]);

/**
 * The test strategy: a call's answer arrives before the next second; the clock is walked only while the
 * boxes are empty (so 295 s and 0 s are reached); people act only at 300 s, at 295 s, or when the clock
 * is not running. Every transition is still taken (the coverage test checks it) with a small graph.
 */
export function otpEvents(snapshot: AnyMachineSnapshot) {
  const events = ownEvents(snapshot, payloads);
  if (snapshot.hasTag("busy") || snapshot.hasTag("resending")) return events.filter((e) => isAnswer(e.type));
  const ticking = events.some((e) => isTick(e.type));
  const peopleAct = !ticking || checkpoints.has(snapshot.context.remaining);
  return events.filter((e) => (isTick(e.type) ? snapshot.context.value === "" : peopleAct));
}

// One resend and two attempts reach both sides of every limit (resend left or not, attempt left or not).
export const input: OtpInput = {
  purpose: "reset",
  phone: "0912345678",
  transactionId: "tx-1",
  resendsLeft: 1,
  attemptsLeft: 2,
};
// The lead funnel and password reset part ways at the timeout popup, so both are explored.
export const inputs: OtpInput[] = [input, { ...input, purpose: "lead" }];
