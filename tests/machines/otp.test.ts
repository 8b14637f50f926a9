import { describe, expect, it, vi } from "vitest";
import { createActor, SimulatedClock } from "xstate";
import type { OtpInput, VerifyOtpResult } from "../../machines/otp/types";
import { DELAY, OTP } from "../../src/domain/constants";
import {
  exploreMachine,
  fakeTimersInEachTest,
  flush,
  type MachineModel,
  replayPath,
  uncoveredTransitions,
} from "../support/machine-coverage";
import { createOtpFakes, input, inputs, otpEvents } from "./otp-model";

const { fakes, machine } = createOtpFakes();

const models = inputs.map((one) => ({ input: one, model: exploreMachine(machine, { input: one, events: otpEvents }) }));
const model = models[0]?.model as MachineModel;

fakeTimersInEachTest();

describe("otpMachine model", () => {
  it("has a path through every transition it defines", () => {
    expect(model.defined.length).toBeGreaterThan(20);
    const paths = models.flatMap((m) => m.model.covering);
    expect(uncoveredTransitions(machine, paths)).toEqual([]);
  });

  it("replays on a simulated clock too (the mode for tests that render views)", async () => {
    vi.useRealTimers();
    const longest = model.covering.at(-1);
    expect(longest?.steps.length).toBeGreaterThan(OTP.ttlSeconds);
    if (longest) await replayPath(longest, { machine, input, fakes, clock: new SimulatedClock() });
  });
});

function start(overrides: Partial<OtpInput> = {}) {
  const actor = createActor(machine, { input: { ...input, ...overrides } });
  actor.start();
  return actor;
}
type OtpActor = ReturnType<typeof start>;

async function seconds(n: number) {
  await vi.advanceTimersByTimeAsync(n * DELAY.OTP_TICK);
}

async function submit(actor: OtpActor, result: VerifyOtpResult, value = "123456") {
  actor.send({ type: "otp.change", value });
  actor.send({ type: "otp.submitted" });
  fakes.resolve("verifyOtp", result);
  await flush();
}

async function resend(actor: OtpActor, transactionId = "tx-2") {
  actor.send({ type: "otp.resend" });
  fakes.resolve("resendOtp", { transactionId });
  await flush();
}

describe("otpMachine behaviour", () => {
  it("counts down from 300 s and offers the resend link at 295 s, not 296 s", async () => {
    const actor = start();
    expect(actor.getSnapshot().context.remaining).toBe(300);
    await seconds(4);
    expect(actor.getSnapshot().context.remaining).toBe(296);
    expect(actor.getSnapshot().can({ type: "otp.resend" })).toBe(false);
    await seconds(1);
    expect(actor.getSnapshot().context.remaining).toBe(295);
    expect(actor.getSnapshot().can({ type: "otp.resend" })).toBe(true);
  });

  it("keeps only digits, at most six, and confirms only six", () => {
    const actor = start();
    actor.send({ type: "otp.change", value: "12a3" });
    expect(actor.getSnapshot().context.value).toBe("123");
    expect(actor.getSnapshot().can({ type: "otp.submitted" })).toBe(false);
    actor.send({ type: "otp.change", value: "1234567" });
    expect(actor.getSnapshot().context.value).toBe("123456");
    expect(actor.getSnapshot().can({ type: "otp.submitted" })).toBe(true);
  });

  it("restarts at 300 s with empty boxes and a new transaction after a resend", async () => {
    const actor = start({ resendsLeft: 3 });
    await seconds(5);
    actor.send({ type: "otp.change", value: "12" });
    await resend(actor, "tx-9");
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({ remaining: 300, value: "", transactionId: "tx-9", resendsLeft: 2 });
    expect(fakes.started.at(-1)?.input).toEqual({
      purpose: "reset",
      phone: "0912345678",
      transactionId: "tx-1",
      ticketCode: "",
    });
    expect(actor.getSnapshot().can({ type: "otp.resend" })).toBe(false);
    await seconds(1);
    expect(actor.getSnapshot().context.remaining).toBe(299);
  });

  it("caps resends at the recent-resend maximum", () => {
    expect(start({ resendsLeft: 9 }).getSnapshot().context.resendsLeft).toBe(OTP.recentResendMax);
  });

  it("at 0 s disables the boxes, uses the one timeout allowance and shows the timeout popup; closing it goes back to the request (reset)", async () => {
    const actor = start();
    await seconds(300);
    const snapshot = actor.getSnapshot();
    expect(snapshot.context).toMatchObject({ remaining: 0, timeoutsUsed: 1, errorKey: "otp_expired_detail" });
    expect([...snapshot.tags].sort()).toEqual(["inputsDisabled", "popup", "timedOut"]);
    actor.send({ type: "otp.popup.close" });
    expect(actor.getSnapshot().output).toEqual({ status: "abandoned", destination: "request" });
  });

  it("in the lead funnel, closing the timeout popup with a resend left keeps the boxes off and offers the resend", async () => {
    const actor = start({ purpose: "lead" });
    await seconds(300);
    actor.send({ type: "otp.popup.close" });
    expect(actor.getSnapshot().status).toBe("active");
    expect(actor.getSnapshot().hasTag("inputsDisabled")).toBe(true);
    expect(actor.getSnapshot().can({ type: "otp.resend" })).toBe(true);
    expect(actor.getSnapshot().can({ type: "otp.change", value: "1" })).toBe(false);
  });

  it("after the timeout allowance is used, the next timeout ends the flow", async () => {
    const actor = start({ resendsLeft: 3, purpose: "lead" });
    await seconds(300);
    actor.send({ type: "otp.popup.close" });
    await resend(actor);
    await seconds(300);
    expect(actor.getSnapshot().context.errorKey).toBe("otp_timeout_limited");
    actor.send({ type: "otp.popup.close" });
    expect(actor.getSnapshot().status).toBe("done");
    expect(actor.getSnapshot().output).toEqual({ status: "abandoned", destination: "home" });
  });

  it("with no resend left, closing the timeout popup goes back to the request screen (reset)", async () => {
    const actor = start({ resendsLeft: 0 });
    await seconds(300);
    // Reset: the text asks for a new code on the request screen, where closing the popup goes.
    expect(actor.getSnapshot().context.errorKey).toBe("otp_expired_detail");
    actor.send({ type: "otp.popup.close" });
    expect(actor.getSnapshot().output).toEqual({ status: "abandoned", destination: "request" });
  });

  it("a wrong code marks the boxes and uses an attempt; the third one locks for 24 h", async () => {
    const actor = start({ attemptsLeft: 3 });
    await submit(actor, { kind: "wrong" });
    expect(actor.getSnapshot().hasTag("error")).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ attemptsLeft: 2, errorKey: "otp_invalid", value: "123456" });
    await submit(actor, { kind: "wrong" }, "654321");
    await submit(actor, { kind: "wrong" }, "111111");
    const snapshot = actor.getSnapshot();
    expect(snapshot.context).toMatchObject({ attemptsLeft: 0, errorKey: "otp_locked" });
    expect(snapshot.hasTag("lockedOut") && snapshot.hasTag("inputsDisabled")).toBe(true);
    expect(snapshot.can({ type: "otp.submitted" })).toBe(false);
    await seconds(300);
    expect(actor.getSnapshot().hasTag("timedOut")).toBe(false);
  });

  it("203 with resends left: server message, then boxes off and only a resend", async () => {
    const actor = start();
    await submit(actor, { kind: "limit", message: "Quá số lần cho phép" });
    expect(actor.getSnapshot().hasTag("popup")).toBe(true);
    expect(actor.getSnapshot().context.message).toBe("Quá số lần cho phép");
    actor.send({ type: "otp.popup.close" });
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag("inputsDisabled") && !snapshot.hasTag("popup")).toBe(true);
    expect(snapshot.can({ type: "otp.submitted" })).toBe(false);
    await seconds(5);
    expect(actor.getSnapshot().can({ type: "otp.resend" })).toBe(true);
  });

  it("203 with no resend left: closing the popup abandons (lead goes home)", async () => {
    const actor = start({ resendsLeft: 0, purpose: "lead" });
    await submit(actor, { kind: "limit", message: "Quá số lần cho phép" });
    actor.send({ type: "otp.popup.close" });
    expect(actor.getSnapshot().output).toEqual({ status: "abandoned", destination: "home" });
  });

  it("a failed call shows its message and stays; a failed resend returns where it was", async () => {
    const actor = start();
    actor.send({ type: "otp.change", value: "123456" });
    actor.send({ type: "otp.submitted" });
    fakes.reject("verifyOtp", new Error("Không thể kết nối"));
    await flush();
    expect(actor.getSnapshot().context.message).toBe("Không thể kết nối");
    actor.send({ type: "otp.popup.close" });
    expect(actor.getSnapshot().can({ type: "otp.submitted" })).toBe(true);
    await seconds(5);
    actor.send({ type: "otp.resend" });
    fakes.reject("resendOtp", new Error(""));
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ errorKey: "normal_error", message: null });
    actor.send({ type: "otp.popup.close" });
    expect(actor.getSnapshot().context).toMatchObject({ value: "123456", remaining: 295, resendsLeft: 1 });
    expect(actor.getSnapshot().can({ type: "otp.submitted" })).toBe(true);
  });

  it("verifies with the code and the transaction and outputs the data", async () => {
    const actor = start();
    await submit(actor, { kind: "ok", data: { validateToken: "t" } });
    expect(fakes.started.at(-1)?.input).toEqual({
      purpose: "reset",
      phone: "0912345678",
      transactionId: "tx-1",
      ticketCode: "",
      otp: "123456",
    });
    expect(actor.getSnapshot().output).toEqual({ status: "verified", data: { validateToken: "t" } });
  });

  it("names the ticket from its input in every verify and resend call (lead form)", async () => {
    const actor = start({ purpose: "lead", ticketCode: "LNABCDEF1234", resendsLeft: 2 });
    await seconds(5);
    await resend(actor, "tx-3");
    expect(fakes.started.at(-1)?.input).toMatchObject({ transactionId: "tx-1", ticketCode: "LNABCDEF1234" });
    await submit(actor, { kind: "wrong" });
    expect(fakes.started.at(-1)?.input).toMatchObject({
      transactionId: "tx-3",
      ticketCode: "LNABCDEF1234",
      otp: "123456",
    });
  });
});
