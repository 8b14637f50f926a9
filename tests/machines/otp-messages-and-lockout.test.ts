import { describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import {
  selectBusy,
  selectCanResend,
  selectCanRestart,
  selectCanSubmit,
  selectContext,
  selectError,
  selectInputsDisabled,
  selectLockedOut,
  selectPopup,
  selectResending,
} from "../../machines/otp/selectors";
import type { OtpContext, OtpInput, VerifyOtpResult } from "../../machines/otp/types";
import { DELAY } from "../../src/domain/constants";
import { t } from "../../src/i18n/t";
import { fakeTimersInEachTest, flush } from "../support/machine-coverage";
import { createOtpFakes, input } from "./otp-model";

/**
 * Behaviour the path catalogue does not reach (its shortest paths take each transition once, with one
 * answer each), written from SPEC.md section 4 "OTP (lead form)" / "Password reset", section 7 answer
 * handling and section 8 messages; added for the mutants that survived (docs/paths/mutants.md).
 */

fakeTimersInEachTest();

function start(overrides: Partial<OtpInput> = {}) {
  const { fakes, machine } = createOtpFakes();
  const actor = createActor(machine, { input: { ...input, ...overrides } });
  actor.start();
  const submit = async (result: VerifyOtpResult, value = "123456") => {
    actor.send({ type: "otp.change", value });
    actor.send({ type: "otp.submitted" });
    fakes.resolve("verifyOtp", result);
    await flush();
  };
  return { actor, fakes, submit };
}

/** The text the panel shows for the current message: the server's, else the catalogue's. */
const shownText = ({ message, errorKey }: OtpContext) => message ?? (errorKey ? t(errorKey) : "");
const seconds = (n: number) => vi.advanceTimersByTimeAsync(n * DELAY.OTP_TICK);

describe("otp messages (SPEC 4, 7, 8)", () => {
  it("shows a 203's server message without surrounding spaces", async () => {
    const { actor, submit } = start();
    await submit({ kind: "limit", message: "  Bạn đã vượt quá số lần xác thực OTP.  " });
    expect(selectPopup(actor.getSnapshot())).toBe(true);
    expect(shownText(actor.getSnapshot().context)).toBe("Bạn đã vượt quá số lần xác thực OTP.");
  });

  it("shows the general error for a 203 without a message, and the expired text for an expired code", async () => {
    const blank = start();
    await blank.submit({ kind: "limit", message: "   " });
    expect(shownText(blank.actor.getSnapshot().context)).toBe(t("normal_error"));
    const expired = start();
    await expired.submit({ kind: "expired", message: "" });
    expect(shownText(expired.actor.getSnapshot().context)).toBe("Mã xác thực OTP đã hết hiệu lực.");
  });

  it("after a failed resend's popup, a wrong code shows the wrong-code message, not the old failure", async () => {
    const { actor, fakes, submit } = start({ attemptsLeft: 3 });
    await seconds(5);
    actor.send({ type: "otp.resend" });
    fakes.reject("resendOtp", new Error("Mất kết nối"));
    await flush();
    expect(shownText(actor.getSnapshot().context)).toBe("Mất kết nối");
    actor.send({ type: "otp.popup.close" });
    await submit({ kind: "wrong" });
    expect(selectError(actor.getSnapshot())).toBe(true);
    expect(shownText(actor.getSnapshot().context)).toBe(t("otp_invalid"));
  });

  it("after a 203's popup (resend left), a failed resend returns to the blocked boxes, not to typing", async () => {
    const { actor, fakes, submit } = start();
    await submit({ kind: "limit", message: "Bạn đã vượt quá số lần xác thực OTP." });
    actor.send({ type: "otp.popup.close" });
    expect(selectInputsDisabled(actor.getSnapshot())).toBe(true);
    await seconds(5);
    actor.send({ type: "otp.resend" });
    fakes.reject("resendOtp", new Error("Mất kết nối"));
    await flush();
    actor.send({ type: "otp.popup.close" });
    // SPEC 4: after a 203 with resends left the inputs stay disabled; only a resend is possible.
    expect(selectInputsDisabled(actor.getSnapshot())).toBe(true);
    actor.send({ type: "otp.change", value: "123456" });
    expect(selectCanSubmit(actor.getSnapshot())).toBe(false);
    expect(selectCanResend(actor.getSnapshot())).toBe(true);
  });

  it("typing a new code after a wrong one replaces the digits and clears the error", async () => {
    const { actor, submit } = start({ attemptsLeft: 3 });
    await submit({ kind: "wrong" });
    actor.send({ type: "otp.change", value: "6543" });
    expect(selectContext(actor.getSnapshot()).value).toBe("6543");
    expect(selectError(actor.getSnapshot())).toBe(false);
  });
});

describe("otp lockout (SPEC 4, 8)", () => {
  it("the lead form's lockout offers to start the loan again, which leaves for home", async () => {
    const { actor, submit } = start({ purpose: "lead", attemptsLeft: 2 });
    await submit({ kind: "wrong" });
    await submit({ kind: "wrong" });
    expect(selectLockedOut(actor.getSnapshot())).toBe(true);
    expect(shownText(actor.getSnapshot().context)).toBe(t("otp_attempts_exceeded"));
    expect(selectCanRestart(actor.getSnapshot())).toBe(true);
    actor.send({ type: "otp.restart" });
    expect(actor.getSnapshot().status).toBe("done");
    expect(actor.getSnapshot().output).toEqual({ status: "abandoned", destination: "home" });
  });

  it("the reset screen's lockout has no restart: it waits 24 hours", async () => {
    const { actor, submit } = start({ purpose: "reset", attemptsLeft: 1 });
    await submit({ kind: "wrong" });
    expect(selectLockedOut(actor.getSnapshot())).toBe(true);
    expect(selectCanRestart(actor.getSnapshot())).toBe(false);
    actor.send({ type: "otp.restart" });
    expect(actor.getSnapshot().status).toBe("active");
  });
});

describe("what the panel reads (machines/otp/selectors.ts)", () => {
  it("typing: boxes open, Confirm only at six digits, no resend before 295 s", async () => {
    const { actor } = start();
    const snapshot = () => actor.getSnapshot();
    expect(selectInputsDisabled(snapshot())).toBe(false);
    expect(selectBusy(snapshot())).toBe(false);
    expect(selectPopup(snapshot())).toBe(false);
    expect(selectError(snapshot())).toBe(false);
    expect(selectLockedOut(snapshot())).toBe(false);
    expect(selectResending(snapshot())).toBe(false);
    expect(selectCanResend(snapshot())).toBe(false);
    expect(selectCanRestart(snapshot())).toBe(false);
    actor.send({ type: "otp.change", value: "12345" });
    expect(selectCanSubmit(snapshot())).toBe(false);
    actor.send({ type: "otp.change", value: "123456" });
    expect(selectCanSubmit(snapshot())).toBe(true);
    expect(selectContext(snapshot())).toMatchObject({ value: "123456", remaining: 300 });
    await seconds(5);
    expect(selectCanResend(snapshot())).toBe(true);
  });

  it("checking and resending: busy, boxes off; a resend shows as resending", async () => {
    const { actor, fakes } = start();
    actor.send({ type: "otp.change", value: "123456" });
    actor.send({ type: "otp.submitted" });
    expect(selectBusy(actor.getSnapshot())).toBe(true);
    expect(selectInputsDisabled(actor.getSnapshot())).toBe(true);
    expect(selectCanSubmit(actor.getSnapshot())).toBe(false);
    fakes.resolve("verifyOtp", { kind: "wrong" });
    await flush();
    expect(selectBusy(actor.getSnapshot())).toBe(false);
    await seconds(5);
    actor.send({ type: "otp.resend" });
    expect(selectResending(actor.getSnapshot())).toBe(true);
  });
});
