import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { ekycWithFakes } from "../support/ekyc-fakes";
import { submitImage } from "../support/ekyc-harness";
import {
  createDeferredActors,
  definedTransitions,
  exploreMachine,
  flush,
  type Path,
  uncoveredTransitions,
} from "../support/machine-coverage";
import { CARD_FIELDS, capture, cardImage, ekycEvents, inputs, startTransitions } from "./ekyc-model";

const fakes = createDeferredActors();
const machine = ekycWithFakes(fakes);

const models = inputs.map((input) => ({ input, model: exploreMachine(machine, { input, events: ekycEvents }) }));

describe("ekycMachine model", () => {
  it("has a path (or a start) through every transition it defines", () => {
    const paths: Path[] = models.flatMap(({ model }) => model.paths);
    const started = new Set(inputs.flatMap((input) => startTransitions(machine, input)));
    expect(definedTransitions(machine).size).toBeGreaterThan(30);
    expect(uncoveredTransitions(machine, paths).filter((id) => !started.has(id))).toEqual([]);
  });
});

function start(index = 0) {
  const actor = createActor(machine, { input: inputs[index] });
  actor.start();
  return actor;
}

async function answer(id: string, output: unknown) {
  fakes.resolve(id, output);
  await flush();
}

describe("ekycMachine behaviour", () => {
  it("reads the card's front then back and prefills the review form, keeping read fields", async () => {
    const actor = start();
    actor.send({ type: "document.next" });
    expect(actor.getSnapshot().can({ type: "image.submit" })).toBe(false);
    submitImage(actor, cardImage);
    expect(fakes.started.at(-1)?.input).toMatchObject({ ticketCode: "LT000001", docType: "cccd", side: "front" });
    await answer("readFront", { kind: "read", fields: CARD_FIELDS });
    await answer("checkFrontRule", { kind: "accepted" });
    expect(actor.getSnapshot().hasTag("back")).toBe(true);
    submitImage(actor, cardImage);
    await answer("readBack", { kind: "read", fields: { fullName: " ", issueDate: "01/01/2022" } });
    await answer("checkBackRule", { kind: "accepted" });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().hasTag("review")).toBe(true);
    expect(context.fields).toEqual({ ...CARD_FIELDS, issueDate: "01/01/2022" });
    actor.stop();
  });

  it("goes from a passport's front straight to the review, with no back", async () => {
    const actor = start();
    actor.send({ type: "document.choose", docType: "passport" });
    actor.send({ type: "document.next" });
    submitImage(actor, cardImage);
    await answer("readFront", { kind: "read", fields: {} });
    await answer("checkFrontRule", { kind: "accepted" });
    expect(actor.getSnapshot().hasTag("review")).toBe(true);
    actor.stop();
  });

  it("accepts the front and back only once the partner's document rules pass (checkRuleFront/checkRuleBack)", async () => {
    const actor = start();
    actor.send({ type: "document.next" });
    submitImage(actor, cardImage);
    await answer("readFront", { kind: "read", fields: CARD_FIELDS, imageId: "a".repeat(32) });
    // The rule check runs on the image just read, while the front screen stays busy.
    expect(fakes.started.at(-1)?.input).toEqual({ ticketCode: "LT000001", side: "front", imageId: "a".repeat(32) });
    expect(actor.getSnapshot().hasTag("front")).toBe(true);
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    const reason = "Tuổi của bạn chưa nằm trong độ tuổi đối tác cho vay (18 - 60 tuổi).";
    await answer("checkFrontRule", { kind: "refused", reasons: [reason] });
    expect(actor.getSnapshot().hasTag("error")).toBe(true);
    expect(actor.getSnapshot().context.message).toBe(reason);
    submitImage(actor, cardImage);
    await answer("readFront", { kind: "read", fields: CARD_FIELDS, imageId: "b".repeat(32) });
    await answer("checkFrontRule", { kind: "accepted" });
    expect(actor.getSnapshot().hasTag("back")).toBe(true);
    submitImage(actor, cardImage);
    await answer("readBack", { kind: "read", fields: {}, imageId: "c".repeat(32) });
    expect(fakes.started.at(-1)?.input).toEqual({ ticketCode: "LT000001", side: "back", imageId: "c".repeat(32) });
    await answer("checkBackRule", {
      kind: "refused",
      reasons: ["Giấy tờ này đã được báo mất, vui lòng dùng giấy tờ khác."],
    });
    expect(actor.getSnapshot().hasTag("back")).toBe(true);
    expect(actor.getSnapshot().hasTag("error")).toBe(true);
    submitImage(actor, cardImage);
    await answer("readBack", { kind: "read", fields: {}, imageId: "d".repeat(32) });
    await answer("checkBackRule", { kind: "accepted" });
    expect(actor.getSnapshot().hasTag("review")).toBe(true);
    actor.stop();
  });

  it("keeps the document code of a refused image and lets a new image replace it", async () => {
    const actor = start();
    actor.send({ type: "document.next" });
    submitImage(actor, cardImage);
    await answer("readFront", { kind: "rejected", code: "458" });
    expect(actor.getSnapshot().hasTag("error")).toBe(true);
    expect(actor.getSnapshot().context.errorCode).toBe("458");
    actor.send({ type: "image.pick", image: cardImage });
    expect(actor.getSnapshot().context.errorCode).toBeNull();
    expect(actor.getSnapshot().can({ type: "image.submit" })).toBe(true);
    actor.stop();
  });

  it("accepts a review only with a valid 12-digit citizen ID, a name and a birth date", async () => {
    const actor = start(1);
    actor.send({ type: "document.next" });
    submitImage(actor, cardImage);
    await answer("readFront", { kind: "read", fields: { ...CARD_FIELDS, idNumber: "12345" } });
    await answer("checkFrontRule", { kind: "accepted" });
    submitImage(actor, cardImage);
    await answer("readBack", { kind: "read", fields: {} });
    await answer("checkBackRule", { kind: "accepted" });
    expect(actor.getSnapshot().can({ type: "review.submit" })).toBe(false);
    actor.send({ type: "field.change", field: "idNumber", value: CARD_FIELDS.idNumber });
    expect(actor.getSnapshot().can({ type: "review.submit" })).toBe(true);
    actor.send({ type: "review.submit" });
    await answer("checkIdentity", { kind: "rejected", code: "023" });
    expect(actor.getSnapshot().context.errorCode).toBe("023");
    actor.send({ type: "document.retake" });
    expect(actor.getSnapshot().hasTag("front")).toBe(true);
    expect(actor.getSnapshot().context.front).toBeNull();
    actor.stop();
  });

  it("sends the face scores with the selfie and outputs the review flag", async () => {
    const actor = start(2);
    // A resumed ticket asks the biometric consent first (issue 18), then the face.
    expect(actor.getSnapshot().hasTag("consent")).toBe(true);
    actor.send({ type: "consent.agree" });
    await answer("recordBiometricConsent", { kind: "recorded" });
    expect(actor.getSnapshot().hasTag("face")).toBe(true);
    actor.send({ type: "face.captured", capture });
    expect(fakes.started.at(-1)?.input).toEqual({ ticketCode: "LT000001", ...capture });
    await answer("uploadFace", { kind: "forgery" });
    expect(actor.getSnapshot().context.errorKey).toBe("face_forgery");
    actor.send({ type: "face.retry" });
    actor.send({ type: "face.captured", capture: { ...capture, similarity: null } });
    await answer("uploadFace", { kind: "accepted", review: true });
    expect(actor.getSnapshot().status).toBe("done");
    expect(actor.getSnapshot().output).toEqual({ docType: "cccd", fields: CARD_FIELDS, face: { review: true } });
  });

  it("asks a separate biometric consent before the face capture and records it with the application", async () => {
    const actor = start(2);
    expect(actor.getSnapshot().hasTag("consent")).toBe(true);
    expect(actor.getSnapshot().can({ type: "face.captured", capture })).toBe(false);
    actor.send({ type: "consent.agree" });
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    expect(fakes.started.at(-1)).toMatchObject({ id: "recordBiometricConsent", input: { ticketCode: "LT000001" } });
    await answer("recordBiometricConsent", { kind: "recorded" });
    expect(actor.getSnapshot().hasTag("face")).toBe(true);
  });

  it("explains a declined consent and lets the customer reconsider or go back, never reaching the face", async () => {
    const actor = start(2);
    actor.send({ type: "consent.decline" });
    expect(actor.getSnapshot().hasTag("declined")).toBe(true);
    expect(actor.getSnapshot().hasTag("face")).toBe(false);
    actor.send({ type: "consent.reconsider" });
    expect(actor.getSnapshot().hasTag("declined")).toBe(false);
    expect(actor.getSnapshot().hasTag("consent")).toBe(true);
    actor.send({ type: "consent.decline" });
    actor.send({ type: "step.back" });
    expect(actor.getSnapshot().hasTag("review")).toBe(true);
  });

  it("shows the popup when the consent text changed, then asks again", async () => {
    const actor = start(2);
    actor.send({ type: "consent.agree" });
    await answer("recordBiometricConsent", { kind: "outdated" });
    expect(actor.getSnapshot().hasTag("popup")).toBe(true);
    expect(actor.getSnapshot().context.errorKey).toBe("biometric_consent_outdated");
    actor.send({ type: "popup.close" });
    expect(actor.getSnapshot().hasTag("consent")).toBe(true);
    expect(actor.getSnapshot().hasTag("popup")).toBe(false);
  });
});
