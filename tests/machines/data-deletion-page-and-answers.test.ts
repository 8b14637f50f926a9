import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import {
  selectBusy,
  selectCanSubmit,
  selectContext,
  selectFieldError,
  selectOtpChild,
  selectPopup,
  selectScreen,
} from "../../machines/data-deletion/selectors";
import { t } from "../../src/i18n/t";
import { flush } from "../support/machine-coverage";
import { createDeletionFakes, PHONE, REFERENCE } from "./data-deletion-model";

/**
 * What the data-deletion page reads (machines/data-deletion/selectors.ts), written from SPEC.md (section
 * 2 the footer's data-deletion page, section 5 "Phone") and decision 002 (the code proves the phone);
 * added for the mutants that survived (docs/paths/mutants.md).
 */
function start() {
  const { fakes, machine } = createDeletionFakes();
  const actor = createActor(machine);
  actor.start();
  return { actor, fakes, snapshot: () => actor.getSnapshot() };
}

describe("data deletion: what the page reads", () => {
  it("the form sends only a valid phone with the box ticked; busy while sending; a refusal under the field", async () => {
    const { actor, fakes, snapshot } = start();
    expect(selectScreen(snapshot())).toBe("form");
    actor.send({ type: "deletion.phone.change", value: PHONE });
    expect(selectCanSubmit(snapshot())).toBe(false);
    actor.send({ type: "deletion.agree.change", value: true });
    expect(selectCanSubmit(snapshot())).toBe(true);
    actor.send({ type: "deletion.submit" });
    expect(selectBusy(snapshot())).toBe(true);
    expect(selectCanSubmit(snapshot())).toBe(false);
    fakes.resolve("sendCode", { kind: "refused", message: "Số điện thoại không có dữ liệu." });
    await flush();
    expect(selectBusy(snapshot())).toBe(false);
    expect(selectFieldError(snapshot())).toBe(true);
    expect(selectPopup(snapshot())).toBe(false);
    expect(selectContext(snapshot())).toMatchObject({ phone: PHONE, message: "Số điện thoại không có dữ liệu." });
  });

  it("a failed call is the popup; a sent code is the code screen with the OTP entry, then the reference", async () => {
    const { actor, fakes, snapshot } = start();
    actor.send({ type: "deletion.phone.change", value: PHONE });
    actor.send({ type: "deletion.agree.change", value: true });
    actor.send({ type: "deletion.submit" });
    fakes.reject("sendCode", new Error("Mất kết nối"));
    await flush();
    expect(selectPopup(snapshot())).toBe(true);
    expect(selectFieldError(snapshot())).toBe(false);
    actor.send({ type: "popup.close" });
    actor.send({ type: "deletion.submit" });
    fakes.resolve("sendCode", { kind: "sent", transactionId: "tx-1", resendsLeft: 2 });
    await flush();
    expect(selectScreen(snapshot())).toBe("otp");
    expect(selectOtpChild(snapshot())).toBeDefined();
    fakes.resolve("otp", { status: "verified", data: { reference: REFERENCE } });
    await flush();
    expect(selectScreen(snapshot())).toBe("done");
    expect(selectContext(snapshot()).reference).toBe(REFERENCE);
  });
});

describe("data deletion: answers the catalogue does not try", () => {
  async function sent() {
    const started = start();
    started.actor.send({ type: "deletion.phone.change", value: PHONE });
    started.actor.send({ type: "deletion.agree.change", value: true });
    started.actor.send({ type: "deletion.submit" });
    return started;
  }

  it("a refusal without a message shows the general error under the field", async () => {
    const { fakes, snapshot } = await sent();
    fakes.resolve("sendCode", { kind: "refused", message: "" });
    await flush();
    expect(selectFieldError(snapshot())).toBe(true);
    // The page shows the server's message, else the general error (SPEC 7).
    expect(selectContext(snapshot()).message ?? t("normal_error")).toBe(t("normal_error"));
  });

  it("after a refusal, unticking the box stops a new request", async () => {
    const { actor, fakes, snapshot } = await sent();
    fakes.resolve("sendCode", { kind: "refused", message: "Số điện thoại không có dữ liệu." });
    await flush();
    actor.send({ type: "deletion.agree.change", value: false });
    expect(selectCanSubmit(snapshot())).toBe(false);
    actor.send({ type: "deletion.submit" });
    expect(fakes.started.filter(({ id }) => id === "sendCode")).toHaveLength(1);
    expect(selectBusy(snapshot())).toBe(false);
  });

  it("a verified code without a reference number returns to the form", async () => {
    const { fakes, snapshot } = await sent();
    fakes.resolve("sendCode", { kind: "sent", transactionId: "tx-1", resendsLeft: 2 });
    await flush();
    fakes.resolve("otp", { status: "verified", data: null });
    await flush();
    expect(snapshot().status).toBe("active");
    expect(selectScreen(snapshot())).toBe("form");
  });
});
