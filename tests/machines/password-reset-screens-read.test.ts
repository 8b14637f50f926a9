import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import {
  selectBusy,
  selectCanChange,
  selectCanRequest,
  selectChanged,
  selectContext,
  selectExpired,
  selectFieldError,
  selectPopup,
} from "../../machines/password-reset/selectors";
import type { PasswordResetInput } from "../../machines/password-reset/types";
import { t } from "../../src/i18n/t";
import { PATH_MODELS } from "../paths/path-models";
import { flush } from "../support/machine-coverage";
import { OTHER_PHONE, PHONE } from "./password-reset-model";

/**
 * What the reset screens read (machines/password-reset/selectors.ts), written from SPEC.md section 4
 * "Password reset" and section 5 (phone, new password); added for the mutants that survived
 * (docs/paths/mutants.md).
 */
const model = PATH_MODELS.find((one) => one.name === "password-reset");

function start(input: PasswordResetInput) {
  if (!model) throw new Error("no password-reset path model");
  const { fakes, machine } = model.create();
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, fakes, snapshot: () => actor.getSnapshot() };
}

describe("password reset: what the request screen reads", () => {
  it("Confirm for a valid phone only; busy while asking; a refusal under the field until the phone changes", async () => {
    const { actor, fakes, snapshot } = start({ stage: "request" });
    actor.send({ type: "request.change", value: "09" });
    expect(selectCanRequest(snapshot())).toBe(false);
    actor.send({ type: "request.change", value: PHONE });
    expect(selectCanRequest(snapshot())).toBe(true);
    expect(selectBusy(snapshot())).toBe(false);
    actor.send({ type: "request.submit" });
    expect(selectBusy(snapshot())).toBe(true);
    expect(selectCanRequest(snapshot())).toBe(false);
    fakes.resolve("requestOtp", { kind: "refused", message: "Số điện thoại chưa được đăng ký tài khoản." });
    await flush();
    expect(selectFieldError(snapshot())).toBe(true);
    expect(selectContext(snapshot())).toMatchObject({ message: "Số điện thoại chưa được đăng ký tài khoản." });
    expect(selectCanRequest(snapshot())).toBe(false);
    actor.send({ type: "request.change", value: OTHER_PHONE });
    expect(selectFieldError(snapshot())).toBe(false);
    expect(selectCanRequest(snapshot())).toBe(true);
  });

  it("a failed request is the 'Thông báo' popup", async () => {
    const { actor, fakes, snapshot } = start({ stage: "request", phone: PHONE });
    actor.send({ type: "request.submit" });
    fakes.reject("requestOtp", new Error("Mất kết nối"));
    await flush();
    expect(selectPopup(snapshot())).toBe(true);
    expect(selectFieldError(snapshot())).toBe(false);
    expect(selectExpired(snapshot())).toBe(false);
  });
});

describe("password reset: what the change screen reads", () => {
  it("Confirm for 6 to 20 characters repeated; busy while saving; the success line, then the login", async () => {
    const { actor, fakes, snapshot } = start({ stage: "change", phone: PHONE, validateToken: "vt-1" });
    actor.send({ type: "password.change", value: "matkhau-moi" });
    actor.send({ type: "confirmation.change", value: "khac-nhau" });
    expect(selectCanChange(snapshot())).toBe(false);
    actor.send({ type: "confirmation.change", value: "matkhau-moi" });
    expect(selectCanChange(snapshot())).toBe(true);
    actor.send({ type: "password.submit" });
    expect(selectBusy(snapshot())).toBe(true);
    expect(selectCanChange(snapshot())).toBe(false);
    fakes.resolve("changePassword", { kind: "changed" });
    await flush();
    expect(selectChanged(snapshot())).toBe(true);
    expect(selectBusy(snapshot())).toBe(false);
  });

  it("204 is the expired view with the server's message; other answers the popup", async () => {
    const expired = start({ stage: "change", phone: PHONE, validateToken: "vt-1" });
    expired.actor.send({ type: "password.change", value: "matkhau-moi" });
    expired.actor.send({ type: "confirmation.change", value: "matkhau-moi" });
    expired.actor.send({ type: "password.submit" });
    expired.fakes.resolve("changePassword", { kind: "expired", message: "Phiên đổi mật khẩu đã hết hiệu lực." });
    await flush();
    expect(selectExpired(expired.snapshot())).toBe(true);
    expect(selectPopup(expired.snapshot())).toBe(false);
    expect(selectContext(expired.snapshot()).message).toBe("Phiên đổi mật khẩu đã hết hiệu lực.");
    const failed = start({ stage: "change", phone: PHONE, validateToken: "vt-1" });
    failed.actor.send({ type: "password.change", value: "matkhau-moi" });
    failed.actor.send({ type: "confirmation.change", value: "matkhau-moi" });
    failed.actor.send({ type: "password.submit" });
    failed.fakes.resolve("changePassword", { kind: "failed", message: "Không thành công." });
    await flush();
    expect(selectPopup(failed.snapshot())).toBe(true);
    expect(selectExpired(failed.snapshot())).toBe(false);
    expect(selectChanged(failed.snapshot())).toBe(false);
  });
});

describe("password reset: answers and starts the catalogue does not try", () => {
  const changeStage = { stage: "change", phone: PHONE, validateToken: "vt-1" } as const;
  async function answerChange(answer: { kind: "failed" | "expired" | "changed"; message?: string }) {
    const started = start(changeStage);
    started.actor.send({ type: "password.change", value: "matkhau-moi" });
    started.actor.send({ type: "confirmation.change", value: "matkhau-moi" });
    started.actor.send({ type: "password.submit" });
    started.fakes.resolve("changePassword", answer);
    await flush();
    return started;
  }
  /** The text a reset screen shows: the server's message, else the general error. */
  const shown = (message: string | null) => message ?? t("normal_error");

  it("a refusal without a message shows the general error under the field", async () => {
    const { actor, fakes, snapshot } = start({ stage: "request", phone: PHONE });
    actor.send({ type: "request.submit" });
    fakes.resolve("requestOtp", { kind: "refused", message: "" });
    await flush();
    expect(selectFieldError(snapshot())).toBe(true);
    expect(shown(selectContext(snapshot()).message)).toBe(t("normal_error"));
  });

  it("another answer to the change shows its message in the popup, or the general error without one", async () => {
    const withText = await answerChange({ kind: "failed", message: "Không thành công." });
    expect(selectPopup(withText.snapshot())).toBe(true);
    expect(shown(selectContext(withText.snapshot()).message)).toBe("Không thành công.");
    const blank = await answerChange({ kind: "failed", message: "" });
    expect(shown(selectContext(blank.snapshot()).message)).toBe(t("normal_error"));
  });

  it("closing the request's failure popup returns to the phone form", async () => {
    const { actor, fakes, snapshot } = start({ stage: "request", phone: PHONE });
    actor.send({ type: "request.submit" });
    fakes.reject("requestOtp", new Error("Mất kết nối"));
    await flush();
    actor.send({ type: "popup.close" });
    expect(selectPopup(snapshot())).toBe(false);
    expect(selectCanRequest(snapshot())).toBe(true);
  });

  it("the code screen opens the OTP entry with the stored request's resends and 3 attempts", () => {
    const { fakes } = start({ stage: "confirm", phone: PHONE, transactionId: "tx-9", resendsLeft: 2 });
    expect(fakes.started.find(({ id }) => id === "otp")?.input).toMatchObject({
      purpose: "reset",
      phone: PHONE,
      transactionId: "tx-9",
      resendsLeft: 2,
      attemptsLeft: 3,
    });
  });

  it("the new-password screen opens with both fields empty and Confirm off", () => {
    const { snapshot } = start(changeStage);
    expect(selectContext(snapshot())).toMatchObject({ password: "", confirmation: "" });
    expect(selectCanChange(snapshot())).toBe(false);
  });

  it("the success line and the expired view stay on the change-password screen", async () => {
    const changed = await answerChange({ kind: "changed" });
    expect(changed.snapshot().hasTag("change")).toBe(true);
    const expired = await answerChange({ kind: "expired", message: "Phiên đổi mật khẩu đã hết hiệu lực." });
    expect(expired.snapshot().hasTag("change")).toBe(true);
    expect(selectExpired(expired.snapshot())).toBe(true);
  });

  it("a verified code without a token goes back to the request screen", async () => {
    const { fakes, snapshot } = start({ stage: "confirm", phone: PHONE, transactionId: "tx-1", resendsLeft: 0 });
    fakes.resolve("otp", { status: "verified", data: { validateToken: "" } });
    await flush();
    expect(snapshot().hasTag("request")).toBe(true);
    expect(snapshot().hasTag("change")).toBe(false);
  });
});
