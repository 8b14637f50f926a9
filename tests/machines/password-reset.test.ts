import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import type { otpMachine } from "../../machines/otp/machine";
import type { OtpInput, OtpOutput } from "../../machines/otp/types";
import { passwordResetMachine } from "../../machines/password-reset/machine";
import type {
  ChangePasswordInput,
  ChangePasswordResult,
  PasswordResetInput,
  RequestOtpInput,
  RequestOtpResult,
} from "../../machines/password-reset/types";
import { DELAY, OTP } from "../../src/domain/constants";
import {
  createDeferredActors,
  definedTransitions,
  exploreMachine,
  flush,
  type Path,
  uncoveredTransitions,
} from "../support/machine-coverage";
import {
  abandoned,
  inputs,
  OTHER_PHONE,
  PHONE,
  refused,
  resetEvents,
  startTransitions,
  verified,
} from "./password-reset-model";

/**
 * Model-based paths through every transition of passwordReset. The `otp` child is a deferred fake
 * here (its own machine has its own model test); tests/components/account-password-reset.test.tsx
 * drives the same paths through the views with the real otp machine.
 */
const fakes = createDeferredActors();
const effects: Array<{ type: string; params: unknown }> = [];
const record = (type: string) => (_: unknown, params: unknown) => {
  effects.push({ type, params });
};
const testMachine = passwordResetMachine.provide({
  actors: {
    requestOtp: fakes.actor<RequestOtpResult, RequestOtpInput>(),
    // A stand-in with the otp machine's input and output (the reset machine only reads its output);
    // the types want a state machine there, hence the cast.
    otp: fakes.actor<OtpOutput, OtpInput>() as unknown as typeof otpMachine,
    changePassword: fakes.actor<ChangePasswordResult, ChangePasswordInput>(),
  },
  actions: {
    saveRequest: record("saveRequest"),
    clearRequest: record("clearRequest"),
    rememberUsername: record("rememberUsername"),
    showRequest: record("showRequest"),
    showConfirm: record("showConfirm"),
    showChange: record("showChange"),
    showLogin: record("showLogin"),
    showLoginSuccess: record("showLoginSuccess"),
  },
});

const models = inputs.map((input) => ({ input, model: exploreMachine(testMachine, { input, events: resetEvents }) }));

beforeEach(() => {
  vi.useFakeTimers();
  effects.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe("passwordResetMachine model", () => {
  it("has a path (or a start) through every transition it defines", () => {
    const paths: Path[] = models.flatMap(({ model }) => model.paths);
    const started = new Set(inputs.flatMap((input) => startTransitions(testMachine, input)));
    const uncovered = uncoveredTransitions(testMachine, paths).filter((id) => !started.has(id));
    expect(definedTransitions(testMachine).size).toBeGreaterThan(20);
    // Only the three `routing` transitions are taken before any event, when the machine starts.
    expect(uncoveredTransitions(testMachine, paths)).toHaveLength(3);
    expect(uncovered).toEqual([]);
  });
});

function start(input: PasswordResetInput = inputs[0] as PasswordResetInput) {
  const actor = createActor(testMachine, { input });
  actor.start();
  return actor;
}

async function answer(id: string, output: unknown) {
  fakes.resolve(id, output);
  await flush();
}

describe("passwordResetMachine behaviour", () => {
  it("keeps only digits, at most 10, and confirms only a valid phone", () => {
    const actor = start();
    actor.send({ type: "request.change", value: "09a87-654 32199" });
    expect(actor.getSnapshot().context.phone).toBe("0987654321");
    actor.send({ type: "request.change", value: "0187654321" });
    expect(actor.getSnapshot().can({ type: "request.submit" })).toBe(false);
    actor.send({ type: "request.change", value: PHONE });
    expect(actor.getSnapshot().can({ type: "request.submit" })).toBe(true);
  });

  it("puts a refusal under the field and keeps Confirm off until the phone changes", async () => {
    const actor = start();
    actor.send({ type: "request.change", value: PHONE });
    actor.send({ type: "request.submit" });
    expect(fakes.started.at(-1)?.input).toEqual({ phone: PHONE });
    await answer("requestOtp", refused);
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag("fieldError")).toBe(true);
    expect(snapshot.context.message).toBe(refused.kind === "refused" ? refused.message : "");
    expect(snapshot.can({ type: "request.submit" })).toBe(false);
    actor.send({ type: "request.change", value: `${PHONE}9` });
    expect(actor.getSnapshot().hasTag("fieldError")).toBe(true);
    actor.send({ type: "request.change", value: OTHER_PHONE });
    expect(actor.getSnapshot().hasTag("fieldError")).toBe(false);
    expect(actor.getSnapshot().context.message).toBeNull();
    expect(actor.getSnapshot().can({ type: "request.submit" })).toBe(true);
  });

  it("stores the flow and opens the code screen, whose otp machine gets purpose reset and 3 attempts", async () => {
    const actor = start();
    actor.send({ type: "request.change", value: PHONE });
    actor.send({ type: "request.submit" });
    await answer("requestOtp", { kind: "sent", transactionId: "tx-9", resendsLeft: 2 });
    expect(actor.getSnapshot().hasTag("confirm")).toBe(true);
    expect(effects).toEqual([
      { type: "saveRequest", params: { phone: PHONE, transactionId: "tx-9", resendsLeft: 2 } },
      { type: "showConfirm", params: { transactionId: "tx-9" } },
    ]);
    expect(fakes.started.at(-1)?.input).toEqual({
      purpose: "reset",
      phone: PHONE,
      transactionId: "tx-9",
      resendsLeft: 2,
      attemptsLeft: OTP.resetAttempts,
    });
  });

  it("goes to the new-password screen with the validateToken, or back to the request when abandoned", async () => {
    const confirmed = start(inputs[1]);
    await answer("otp", verified);
    expect(confirmed.getSnapshot().hasTag("change")).toBe(true);
    expect(effects).toEqual([{ type: "showChange", params: { validateToken: "vt-1" } }]);

    effects.length = 0;
    const gaveUp = start(inputs[1]);
    await answer("otp", abandoned);
    expect(gaveUp.getSnapshot().hasTag("request")).toBe(true);
    expect(gaveUp.getSnapshot().context.phone).toBe(PHONE);
    expect(effects).toEqual([{ type: "showRequest", params: undefined }]);
  });

  it("confirms a new password only when it has 6 to 20 characters and the repeat matches", () => {
    const actor = start(inputs[2]);
    const can = () => actor.getSnapshot().can({ type: "password.submit" });
    actor.send({ type: "password.change", value: "12345" });
    actor.send({ type: "confirmation.change", value: "12345" });
    expect(can()).toBe(false);
    actor.send({ type: "password.change", value: "123456" });
    expect(can()).toBe(false);
    actor.send({ type: "confirmation.change", value: "123456" });
    expect(can()).toBe(true);
    actor.send({ type: "password.change", value: "x".repeat(21) });
    actor.send({ type: "confirmation.change", value: "x".repeat(21) });
    expect(can()).toBe(false);
  });

  it("after 200 clears the flow, remembers the username and shows the login screen 0.5 s later", async () => {
    const actor = start(inputs[2]);
    actor.send({ type: "password.change", value: "matkhau-moi" });
    actor.send({ type: "confirmation.change", value: "matkhau-moi" });
    actor.send({ type: "password.submit" });
    expect(fakes.started.at(-1)?.input).toEqual({ phone: PHONE, password: "matkhau-moi", validateToken: "vt-1" });
    await answer("changePassword", { kind: "changed" });
    expect(actor.getSnapshot().hasTag("changed")).toBe(true);
    expect(effects.map((e) => e.type)).toEqual(["clearRequest", "rememberUsername"]);
    expect(effects[1]?.params).toEqual({ username: PHONE });
    await vi.advanceTimersByTimeAsync(DELAY.PASSWORD_CHANGED_REDIRECT - 1);
    expect(effects.map((e) => e.type)).not.toContain("showLoginSuccess");
    await vi.advanceTimersByTimeAsync(1);
    expect(effects.at(-1)?.type).toBe("showLoginSuccess");
    expect(actor.getSnapshot().status).toBe("done");
  });

  it("shows the expired view with the server message after 204, and leaves for the login screen", async () => {
    const actor = start(inputs[2]);
    actor.send({ type: "password.change", value: "matkhau-moi" });
    actor.send({ type: "confirmation.change", value: "matkhau-moi" });
    actor.send({ type: "password.submit" });
    await answer("changePassword", { kind: "expired", message: "Hết hạn" });
    expect(actor.getSnapshot().hasTag("expired")).toBe(true);
    expect(actor.getSnapshot().context.message).toBe("Hết hạn");
    expect(actor.getSnapshot().can({ type: "password.submit" })).toBe(false);
    actor.send({ type: "login.open" });
    expect(effects.map((e) => e.type)).toEqual(["showLogin"]);
    expect(actor.getSnapshot().status).toBe("done");
  });

  it("shows other answers in the popup and keeps the typed passwords after it closes", async () => {
    const actor = start(inputs[2]);
    actor.send({ type: "password.change", value: "matkhau-moi" });
    actor.send({ type: "confirmation.change", value: "matkhau-moi" });
    actor.send({ type: "password.submit" });
    fakes.reject("changePassword", new Error("Không thể kết nối"));
    await flush();
    expect(actor.getSnapshot().hasTag("popup")).toBe(true);
    expect(actor.getSnapshot().context.message).toBe("Không thể kết nối");
    actor.send({ type: "popup.close" });
    expect(actor.getSnapshot().can({ type: "password.submit" })).toBe(true);
    expect(effects).toEqual([]);
  });
});
