import { describe, expect, it } from "vitest";
import {
  type EkycSnapshot,
  selectBusy,
  selectCanRetake,
  selectCanSubmitReview,
  selectCheckingRule,
  selectConsentDeclined,
  selectContext,
  selectPopup,
  selectScreen,
  selectShowsMessage,
} from "../../machines/ekyc/selectors";
import type { EkycInput } from "../../machines/ekyc/types";
import { ekycHarness, submitImage } from "../support/ekyc-harness";
import { CARD_FIELDS, capture, cardImage, inputs } from "./ekyc-model";

/**
 * What the identity step's screen is told in each state (SPEC.md section 7, loan-ticket flow: document
 * type, front, back of the citizen ID card, review of the read fields, the biometric consent, the face;
 * section 2 popups; section 8 messages). Written from SPEC and the issue (21, item 6) for the selectors
 * and the mutants that survived Stryker (docs/paths/mutants.md, ekyc).
 */
const { start: startWith, answer, fail } = ekycHarness();

const start = (input: EkycInput = inputs[0] as EkycInput) => startWith(input);
type Actor = ReturnType<typeof start>;

async function toBack(actor: Actor) {
  actor.send({ type: "document.next" });
  submitImage(actor, cardImage);
  await answer("readFront", { kind: "read", fields: CARD_FIELDS });
  await answer("checkFrontRule", { kind: "accepted" });
}
async function toReview(actor: Actor) {
  await toBack(actor);
  submitImage(actor, cardImage);
  await answer("readBack", { kind: "read", fields: { issueDate: "20/04/2021" } });
  await answer("checkBackRule", { kind: "accepted" });
}
async function toConsent(actor: Actor) {
  await toReview(actor);
  actor.send({ type: "review.submit" });
  await answer("checkIdentity", { kind: "ok" });
}
async function toFace(actor: Actor) {
  await toConsent(actor);
  actor.send({ type: "consent.agree" });
  await answer("recordBiometricConsent", { kind: "recorded" });
}

const shows = (snapshot: EkycSnapshot) => ({
  screen: selectScreen(snapshot),
  busy: selectBusy(snapshot),
  popup: selectPopup(snapshot),
  message: selectShowsMessage(snapshot),
  checkingRule: selectCheckingRule(snapshot),
  declined: selectConsentDeclined(snapshot),
});
const calm = { busy: false, popup: false, message: false, checkingRule: false, declined: false };

describe("ekyc selectors: the screen in each state", () => {
  it("starts on the document choice, then the front with nothing busy or shown", () => {
    const actor = start();
    expect(shows(actor.getSnapshot())).toEqual({ screen: "document", ...calm });
    actor.send({ type: "document.next" });
    expect(shows(actor.getSnapshot())).toEqual({ screen: "front", ...calm });
    actor.stop();
  });

  it("is busy while the front is read, and busy checking the partner's rules after the read", async () => {
    const actor = start();
    actor.send({ type: "document.next" });
    submitImage(actor, cardImage);
    expect(shows(actor.getSnapshot())).toEqual({ screen: "front", ...calm, busy: true });
    await answer("readFront", { kind: "read", fields: CARD_FIELDS });
    expect(shows(actor.getSnapshot())).toEqual({ screen: "front", ...calm, busy: true, checkingRule: true });
    await answer("checkFrontRule", { kind: "accepted" });
    expect(shows(actor.getSnapshot())).toEqual({ screen: "back", ...calm });
    actor.stop();
  });

  it("is busy checking the partner's rules on the back, then shows the review", async () => {
    const actor = start();
    await toBack(actor);
    submitImage(actor, cardImage);
    expect(shows(actor.getSnapshot())).toEqual({ screen: "back", ...calm, busy: true });
    await answer("readBack", { kind: "read", fields: { issueDate: "20/04/2021" } });
    expect(shows(actor.getSnapshot())).toEqual({ screen: "back", ...calm, busy: true, checkingRule: true });
    await answer("checkBackRule", { kind: "accepted" });
    expect(shows(actor.getSnapshot())).toEqual({ screen: "review", ...calm });
    expect(selectContext(actor.getSnapshot()).fields).toEqual(CARD_FIELDS);
    actor.stop();
  });

  it("shows a refused front's message inline (no popup) with the document code", async () => {
    const actor = start();
    actor.send({ type: "document.next" });
    submitImage(actor, cardImage);
    await answer("readFront", { kind: "rejected", code: "022" });
    expect(shows(actor.getSnapshot())).toEqual({ screen: "front", ...calm, message: true });
    expect(selectContext(actor.getSnapshot()).errorCode).toBe("022");
    actor.stop();
  });

  it("shows no message once a refused front's or back's message is dismissed", async () => {
    const actor = start();
    actor.send({ type: "document.next" });
    submitImage(actor, cardImage);
    await answer("readFront", { kind: "rejected", code: "022" });
    actor.send({ type: "error.dismiss" });
    expect(shows(actor.getSnapshot())).toEqual({ screen: "front", ...calm });
    submitImage(actor, cardImage);
    await answer("readFront", { kind: "read", fields: CARD_FIELDS });
    await answer("checkFrontRule", { kind: "accepted" });
    submitImage(actor, cardImage);
    await answer("readBack", { kind: "rejected", code: "019" });
    expect(shows(actor.getSnapshot())).toEqual({ screen: "back", ...calm, message: true });
    actor.send({ type: "error.dismiss" });
    expect(shows(actor.getSnapshot())).toEqual({ screen: "back", ...calm });
    actor.stop();
  });

  it("offers Confirm only with a complete review, and retaking the document only after a 023 mismatch", async () => {
    const actor = start();
    await toReview(actor);
    expect(selectCanSubmitReview(actor.getSnapshot())).toBe(true);
    expect(selectCanRetake(actor.getSnapshot())).toBe(false);
    actor.send({ type: "field.change", field: "fullName", value: "" });
    expect(selectCanSubmitReview(actor.getSnapshot())).toBe(false);
    actor.send({ type: "field.change", field: "fullName", value: CARD_FIELDS.fullName });
    actor.send({ type: "review.submit" });
    expect(shows(actor.getSnapshot())).toEqual({ screen: "review", ...calm, busy: true });
    await answer("checkIdentity", { kind: "rejected", code: "023" });
    expect(shows(actor.getSnapshot())).toEqual({ screen: "review", ...calm, message: true });
    expect(selectCanRetake(actor.getSnapshot())).toBe(true);
    expect(selectCanSubmitReview(actor.getSnapshot())).toBe(false);
    actor.stop();
  });

  it("shows the consent, its declined explanation, and the 'Thông báo' popup when recording fails", async () => {
    const actor = start();
    await toConsent(actor);
    expect(shows(actor.getSnapshot())).toEqual({ screen: "consent", ...calm });
    actor.send({ type: "consent.decline" });
    expect(shows(actor.getSnapshot())).toEqual({ screen: "consent", ...calm, declined: true });
    actor.send({ type: "consent.reconsider" });
    actor.send({ type: "consent.agree" });
    expect(shows(actor.getSnapshot())).toEqual({ screen: "consent", ...calm, busy: true });
    await fail("recordBiometricConsent");
    expect(shows(actor.getSnapshot())).toEqual({ screen: "consent", ...calm, popup: true, message: true });
    actor.stop();
  });

  it("shows the face capture, its refusal inline and the upload failure as a popup; none once done", async () => {
    const actor = start();
    await toFace(actor);
    expect(shows(actor.getSnapshot())).toEqual({ screen: "face", ...calm });
    actor.send({ type: "face.captured", capture });
    expect(shows(actor.getSnapshot())).toEqual({ screen: "face", ...calm, busy: true });
    await answer("uploadFace", { kind: "mismatch" });
    expect(shows(actor.getSnapshot())).toEqual({ screen: "face", ...calm, message: true });
    actor.send({ type: "face.retry" });
    actor.send({ type: "face.captured", capture });
    await fail("uploadFace");
    expect(shows(actor.getSnapshot())).toEqual({ screen: "face", ...calm, popup: true, message: true });
    actor.send({ type: "popup.close" });
    actor.send({ type: "face.captured", capture });
    await answer("uploadFace", { kind: "accepted", review: false });
    expect(actor.getSnapshot().status).toBe("done");
    expect(selectScreen(actor.getSnapshot())).toBeNull();
    actor.stop();
  });
});
