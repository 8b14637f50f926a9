import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ekycWorkersFor } from "../../server/services/ekyc/ekyc-jobs";
import { storeFile } from "../../server/services/loan-ticket/file-store";
import { t as text } from "../../src/i18n/t";
import { cardWith, frameWith, jpegBytes, sampleFace } from "../e2e/support/face-images";
import { cardImage } from "../support/card-image";
import { type Caller, call, FACE, FRONT, funnelCaller, imageForm, newDraft } from "./support/loan-ticket-helpers";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/**
 * Issue 14 item 4: the face decision is the server's. Real faces from @vladmandic/human's own
 * sample screenshots (tests/e2e/support/face-images.ts): the card front carries the face in its
 * portrait box; the selfie is the same face or another person's, in a camera-like frame.
 */
const FORGED = { similarity: "0.99", antispoof: "1", liveness: "1" };
const selfieOf = (other: boolean) => jpegBytes(frameWith(sampleFace(other), 480, 480, 360));

describe.each(testDatabaseKinds())("server-side face decision on %s", (kind) => {
  let t: TestApp;
  let caller: Caller;
  /** A draft whose card front shows the sample face. */
  let code: string;

  const face = (ticketCode: string, bytes: Uint8Array, fields: Record<string, string> = {}) =>
    call<{ outcome: string }>(t, FACE, { caller, body: imageForm(ticketCode, bytes, "image/jpeg", fields) });

  beforeAll(async () => {
    t = await createTestApp(kind);
    caller = await funnelCaller(t);
    code = await newDraft(t, caller);
    const card = jpegBytes(cardWith(sampleFace()));
    const front = await call(t, `/api${FRONT}`, { caller, body: imageForm(code, card, "image/jpeg") });
    expect(front.code).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await ekycWorkersFor(t.deps).close();
    await t.close();
  });

  it("matches the card holder's selfie, whatever score the client sends", { timeout: 120_000 }, async () => {
    const answer = await face(code, selfieOf(false), { similarity: "0", antispoof: "0", liveness: "0" });
    expect(answer).toMatchObject({ code: 200, data: { outcome: "matched" }, message: text("face_matched") });
    const row = await t.database.db
      .selectFrom("loan_applications")
      .select(["face_outcome", "face_scores"])
      .where("code", "=", code)
      .executeTakeFirstOrThrow();
    expect(row.face_outcome).toBe("matched");
    expect(row.face_scores?.similarity).toBeGreaterThan(0.5);
  });

  it("matches a large selfie too (averaged down before the model)", { timeout: 120_000 }, async () => {
    const large = jpegBytes(frameWith(sampleFace(), 2600, 2600, 1800));
    expect(await face(code, large)).toMatchObject({ code: 200, data: { outcome: "matched" } });
  });

  it("refuses another person's selfie sent with a forged similarity of 0.99", { timeout: 120_000 }, async () => {
    expect(await face(code, selfieOf(true), FORGED)).toMatchObject({ code: 241, message: text("face_not_match") });
  });

  it("never matches an image without a face: manual review, even with forged scores", {
    timeout: 120_000,
  }, async () => {
    const photo = cardImage({ kind: "photo", cardWidth: 300, imageWidth: 400, imageHeight: 400, format: "jpeg" });
    const answer = await face(code, photo.bytes, FORGED);
    expect(answer).toMatchObject({ code: 200, data: { outcome: "manualReview" }, message: text("face_manual_review") });
  });

  it("sends a selfie to manual review when no card front is stored to compare it with", {
    timeout: 120_000,
  }, async () => {
    const draft = await newDraft(t, caller);
    expect(await face(draft, selfieOf(false), FORGED)).toMatchObject({ code: 200, data: { outcome: "manualReview" } });
  });

  it("refuses a tiny file that is no image (the attack's 58 bytes) with 453, never matched", async () => {
    const bytes = new Uint8Array(58).fill(7);
    expect(await face(code, bytes, FORGED)).toMatchObject({ code: 240, data: { documentCode: "453" } });
  });
});

describe("face decision when the server cannot decide in time", () => {
  let t: TestApp;
  afterAll(async () => {
    await ekycWorkersFor(t.deps).close();
    await t.close();
  });

  it("goes to manual review, not matched, when the face job overruns its budget", { timeout: 120_000 }, async () => {
    t = await createTestApp("pglite");
    // A budget no face model can meet: the job is cut, its worker replaced.
    t.deps.config.ekyc = { ...t.deps.config.ekyc, jobTimeoutMs: 100 };
    const caller = await funnelCaller(t);
    const code = await newDraft(t, caller);
    // The card holder's card, stored directly (a document job would overrun the budget too).
    const card = jpegBytes(cardWith(sampleFace()));
    const frontId = await storeFile(t.deps, { code, kind: "front", bytes: card, mime: "image/jpeg" });
    await t.database.db
      .updateTable("loan_applications")
      .set({ document_type: "cccd", front_image_id: frontId })
      .where("code", "=", code)
      .execute();
    const answer = await call<{ outcome: string }>(t, FACE, {
      caller,
      body: imageForm(code, selfieOf(false), "image/jpeg", FORGED),
    });
    expect(answer).toMatchObject({ code: 200, data: { outcome: "manualReview" } });
    expect(t.logLines.some((line) => line.includes("face check failed"))).toBe(true);
  });
});
