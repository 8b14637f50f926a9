import { describe, expect, it } from "vitest";
import type { EkycInput, IdentityField, IdentityFields, ReadDocumentInput } from "../../machines/ekyc/types";
import { ekycHarness, submitImage } from "../support/ekyc-harness";
import { CARD_FIELDS, capture, cardImage, inputs } from "./ekyc-model";

/**
 * Behaviour the path catalogue does not reach, written from SPEC.md section 8 (023: the ID does not
 * match; the customer corrects a field) and section 7; added for a mutant that survived
 * (docs/paths/mutants.md, ekyc `:383`).
 */
describe("ekyc after a 023 mismatch", () => {
  it("correcting a field allows Confirm again", async () => {
    const { start: begin, answer } = ekycHarness();
    const actor = begin(inputs[1] as EkycInput);
    actor.send({ type: "document.next" });
    submitImage(actor, cardImage);
    await answer("readFront", { kind: "read", fields: CARD_FIELDS });
    await answer("checkFrontRule", { kind: "accepted" });
    submitImage(actor, cardImage);
    await answer("readBack", { kind: "read", fields: { issueDate: "20/04/2021" } });
    await answer("checkBackRule", { kind: "accepted" });
    actor.send({ type: "review.submit" });
    await answer("checkIdentity", { kind: "rejected", code: "023" });
    expect(actor.getSnapshot().can({ type: "review.submit" })).toBe(false);
    actor.send({ type: "field.change", field: "fullName", value: "Nguyễn Thị Hồng Nhung" });
    expect(actor.getSnapshot().hasTag("error")).toBe(false);
    expect(actor.getSnapshot().can({ type: "review.submit" })).toBe(true);
  });
});

/**
 * More behaviour the catalogue does not check, for the survivors of the ekyc Stryker run (issue 21,
 * item 6; docs/paths/mutants.md, ekyc), from SPEC.md section 7 (the identity step: document, front,
 * back, review, consent, face) and section 8 (document codes, face refusals, 'Thông báo' popup).
 */
const { fakes, start: startWith, answer: reply, fail } = ekycHarness();
const secondImage = new Blob(["sharper"], { type: "image/png" });
const PASSPORT_FIELDS = { ...CARD_FIELDS, idNumber: "C1234567" };

const start = (input: EkycInput = inputs[0] as EkycInput) => startWith(input);
type Actor = ReturnType<typeof start>;
const sentImage = (id: string) =>
  (fakes.started.filter((one) => one.id === id).at(-1)?.input as ReadDocumentInput | undefined)?.image;
async function readFront(actor: Actor, fields: Partial<IdentityFields> = CARD_FIELDS) {
  submitImage(actor, cardImage);
  await reply("readFront", { kind: "read", fields });
  await reply("checkFrontRule", { kind: "accepted" });
}
async function readBack(actor: Actor) {
  submitImage(actor, cardImage);
  await reply("readBack", { kind: "read", fields: { issueDate: "20/04/2021" } });
  await reply("checkBackRule", { kind: "accepted" });
}
async function passportReview(fields: Partial<IdentityFields> = PASSPORT_FIELDS) {
  const actor = start();
  actor.send({ type: "document.choose", docType: "passport" });
  actor.send({ type: "document.next" });
  await readFront(actor, fields);
  expect(actor.getSnapshot().hasTag("review")).toBe(true);
  return actor;
}
async function toFace(actor: Actor) {
  actor.send({ type: "document.next" });
  await readFront(actor);
  await readBack(actor);
  actor.send({ type: "review.submit" });
  await reply("checkIdentity", { kind: "ok" });
  actor.send({ type: "consent.agree" });
  await reply("recordBiometricConsent", { kind: "recorded" });
  expect(actor.getSnapshot().hasTag("face")).toBe(true);
}

describe("ekyc: starting and resuming", () => {
  it("a resumed ticket whose product has no face step starts at the document choice", () => {
    const actor = start({
      ticketCode: "LT000001",
      faceRequired: false,
      resume: { docType: "cccd", fields: CARD_FIELDS },
    });
    expect(actor.getSnapshot().hasTag("document")).toBe(true);
    actor.stop();
  });
});

describe("ekyc: the document images", () => {
  it("sends the image picked to the reading", async () => {
    const actor = start();
    actor.send({ type: "document.next" });
    submitImage(actor, secondImage);
    expect(sentImage("readFront")).toBe(secondImage);
    await reply("readFront", { kind: "rejected", code: "022" });
    actor.stop();
  });

  it("shows a refused image's server message trimmed, and no message when it is blank", async () => {
    const actor = start();
    actor.send({ type: "document.next" });
    submitImage(actor, cardImage);
    await reply("readFront", { kind: "rejected", code: "022", message: "  Ảnh bị mờ.  " });
    expect(actor.getSnapshot().context).toMatchObject({ errorCode: "022", message: "Ảnh bị mờ." });
    submitImage(actor, cardImage);
    await reply("readFront", { kind: "rejected", code: "019", message: "   " });
    expect(actor.getSnapshot().context).toMatchObject({ errorCode: "019", message: null });
    actor.stop();
  });

  it("after a failed front read, another image clears the failure and is the one sent", async () => {
    const actor = start();
    actor.send({ type: "document.next" });
    submitImage(actor, cardImage);
    await fail("readFront");
    expect(actor.getSnapshot().context.errorKey).toBe("normal_error");
    actor.send({ type: "image.pick", image: secondImage });
    expect(actor.getSnapshot().hasTag("error")).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({ errorCode: null, errorKey: null, message: null });
    actor.send({ type: "image.submit" });
    expect(sentImage("readFront")).toBe(secondImage);
    await reply("readFront", { kind: "rejected", code: "022" });
    actor.stop();
  });

  it("after a failed back read, another image clears the failure and is the one sent", async () => {
    const actor = start();
    actor.send({ type: "document.next" });
    await readFront(actor);
    submitImage(actor, cardImage);
    await fail("readBack");
    expect(actor.getSnapshot().context.errorKey).toBe("normal_error");
    actor.send({ type: "image.pick", image: secondImage });
    expect(actor.getSnapshot().hasTag("error")).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({ errorCode: null, errorKey: null, message: null });
    actor.send({ type: "image.submit" });
    expect(sentImage("readBack")).toBe(secondImage);
    await reply("readBack", { kind: "rejected", code: "019" });
    actor.stop();
  });

  it("clearing the front or the back image turns 'Tiếp tục' off", async () => {
    const actor = start();
    actor.send({ type: "document.next" });
    actor.send({ type: "image.pick", image: cardImage });
    actor.send({ type: "image.clear" });
    expect(actor.getSnapshot().can({ type: "image.submit" })).toBe(false);
    await readFront(actor);
    actor.send({ type: "image.pick", image: cardImage });
    actor.send({ type: "image.clear" });
    expect(actor.getSnapshot().can({ type: "image.submit" })).toBe(false);
    actor.stop();
  });

  it("going back from the front to the document choice drops the front image", () => {
    const actor = start();
    actor.send({ type: "document.next" });
    actor.send({ type: "image.pick", image: cardImage });
    actor.send({ type: "step.back" });
    expect(actor.getSnapshot().hasTag("document")).toBe(true);
    actor.send({ type: "document.next" });
    expect(actor.getSnapshot().can({ type: "image.submit" })).toBe(false);
    actor.stop();
  });

  it("going back from the back to the front drops the back image", async () => {
    const actor = start();
    actor.send({ type: "document.next" });
    await readFront(actor);
    actor.send({ type: "image.pick", image: cardImage });
    actor.send({ type: "step.back" });
    expect(actor.getSnapshot().hasTag("front")).toBe(true);
    await readFront(actor);
    expect(actor.getSnapshot().hasTag("back")).toBe(true);
    expect(actor.getSnapshot().can({ type: "image.submit" })).toBe(false);
    actor.stop();
  });

  it("trims the fields read from an image", async () => {
    const actor = start();
    actor.send({ type: "document.next" });
    await readFront(actor, { ...CARD_FIELDS, fullName: "  Nguyễn Thị Hồng Nhung  " });
    expect(actor.getSnapshot().context.fields.fullName).toBe("Nguyễn Thị Hồng Nhung");
    actor.stop();
  });
});

describe("ekyc: the review", () => {
  it("going back from a card's review shows the back with no image; from a passport's, the front", async () => {
    const card = start();
    card.send({ type: "document.next" });
    await readFront(card);
    await readBack(card);
    card.send({ type: "step.back" });
    expect(card.getSnapshot().hasTag("back")).toBe(true);
    expect(card.getSnapshot().can({ type: "image.submit" })).toBe(false);
    card.stop();
    const passport = await passportReview();
    passport.send({ type: "step.back" });
    expect(passport.getSnapshot().hasTag("front")).toBe(true);
    passport.stop();
  });

  it("a passport number other than a citizen ID is accepted", async () => {
    const actor = await passportReview();
    expect(actor.getSnapshot().can({ type: "review.submit" })).toBe(true);
    actor.stop();
  });

  it.each([
    ["a blank name", { fullName: "   " }],
    ["no birth date", { dateOfBirth: "" }],
    ["a blank birth date", { dateOfBirth: "   " }],
    ["no document number", { idNumber: "" }],
    ["a blank document number", { idNumber: "   " }],
  ])("Confirm stays off with %s", async (_, change) => {
    const actor = await passportReview();
    for (const [field, value] of Object.entries(change)) {
      actor.send({ type: "field.change", field: field as IdentityField, value });
    }
    expect(actor.getSnapshot().can({ type: "review.submit" })).toBe(false);
    actor.stop();
  });
});

describe("ekyc: consent and face messages are cleared", () => {
  it("closing the consent popup asks again with no message left", async () => {
    const actor = start();
    actor.send({ type: "document.next" });
    await readFront(actor);
    await readBack(actor);
    actor.send({ type: "review.submit" });
    await reply("checkIdentity", { kind: "ok" });
    actor.send({ type: "consent.agree" });
    await reply("recordBiometricConsent", { kind: "outdated" });
    expect(actor.getSnapshot().context.errorKey).toBe("biometric_consent_outdated");
    actor.send({ type: "popup.close" });
    expect(actor.getSnapshot().context).toMatchObject({ errorKey: null, message: null });
    actor.stop();
  });

  it("a retry after 'face does not match' starts a fresh capture with no message", async () => {
    const actor = start();
    await toFace(actor);
    actor.send({ type: "face.captured", capture });
    await reply("uploadFace", { kind: "mismatch" });
    expect(actor.getSnapshot().context.errorKey).toBe("face_not_match");
    actor.send({ type: "face.retry" });
    expect(actor.getSnapshot().context).toMatchObject({ selfie: null, errorKey: null, message: null });
    actor.stop();
  });

  it("closing the upload failure's popup starts a fresh capture with no message", async () => {
    const actor = start();
    await toFace(actor);
    actor.send({ type: "face.captured", capture });
    await fail("uploadFace");
    expect(actor.getSnapshot().context.errorKey).toBe("normal_error");
    actor.send({ type: "popup.close" });
    expect(actor.getSnapshot().context).toMatchObject({ selfie: null, errorKey: null, message: null });
    actor.stop();
  });
});
