import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ekycWorkersFor } from "../../server/services/ekyc/ekyc-jobs";
import { recordApplicationDelivery, recordSubmittedApplications } from "../../server/services/partners/deliveries";
import { t as text } from "../../src/i18n/t";
import { cardWith, frameWith, jpegBytes, sampleFace } from "../e2e/support/face-images";
import { type Caller, call, FACE, FRONT, funnelCaller, imageForm, newDraft } from "./support/loan-ticket-helpers";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Issue 30: the offline eKYC provider accepts a generated card whose ID matches the declared one
 * and whose portrait is the selfie. Production refuses it unless ALLOW_OFFLINE_EKYC_IN_PRODUCTION
 * (config.test.ts), and then (config.ekyc.holdForReview) whatever it passes is held for a person:
 * loan_applications.manual_review_reason = 'offline_ekyc', and the face outcome is manual review,
 * which the applicant is told ("sẽ được đối chiếu thủ công").
 */
describe("the offline provider allowed in production holds what it passes", () => {
  let t: TestApp;
  let caller: Caller;
  let code: string;
  const row = () =>
    t.database.db
      .selectFrom("loan_applications")
      .select(["face_outcome", "manual_review_reason"])
      .where("code", "=", code)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp("pglite");
    t.deps.config.ekyc = { ...t.deps.config.ekyc, holdForReview: true };
    caller = await funnelCaller(t);
    code = await newDraft(t, caller);
  }, 60_000);
  afterAll(async () => {
    await ekycWorkersFor(t.deps).close();
    await t.close();
  });

  it("accepts the generated card, holding the application for manual review", { timeout: 120_000 }, async () => {
    // A card made by a program: the declared ID in its QR, the selfie's face in its portrait box.
    const card = jpegBytes(cardWith(sampleFace()));
    const front = await call(t, `/api${FRONT}`, { caller, body: imageForm(code, card, "image/jpeg") });
    expect(front.code).toBe(200);
    expect((await row()).manual_review_reason).toBe("offline_ekyc");
  });

  it("never answers 'matched' for the selfie: manual review, as the applicant is told", {
    timeout: 120_000,
  }, async () => {
    const selfie = jpegBytes(frameWith(sampleFace(), 480, 480, 360));
    const answer = await call(t, FACE, { caller, body: imageForm(code, selfie, "image/jpeg") });
    expect(answer).toMatchObject({ code: 200, data: { outcome: "manualReview" }, message: text("face_manual_review") });
    expect(await row()).toEqual({ face_outcome: "manualReview", manual_review_reason: "offline_ekyc" });
  });

  it("sends nothing of a held application to its partner until a reviewer clears the hold", async () => {
    const db = t.database.db;
    const now = new Date();
    // As the contract's confirmation leaves it: submitted, with its loan code.
    await db
      .updateTable("loan_applications")
      .set({ status: "submitted", loan_code: "VT261127000001" })
      .where("code", "=", code)
      .execute();
    expect(await recordApplicationDelivery(db, code, now)).toBeNull();
    expect(await recordSubmittedApplications(db, now)).toEqual([]);
    const deliveries = () =>
      db.selectFrom("partner_deliveries").select("id").where("subject_code", "=", code).execute();
    expect(await deliveries()).toEqual([]);

    await db.updateTable("loan_applications").set({ manual_review_reason: null }).where("code", "=", code).execute();
    expect(await recordSubmittedApplications(db, now)).toHaveLength(1);
    expect(await deliveries()).toHaveLength(1);
  });
});

describe("outside that setting nothing is held", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  it("leaves manual_review_reason empty on a new draft and a card read", async () => {
    const caller = await funnelCaller(t);
    const code = await newDraft(t, caller);
    const card = jpegBytes(cardWith(sampleFace()));
    expect((await call(t, `/api${FRONT}`, { caller, body: imageForm(code, card, "image/jpeg") })).code).toBe(200);
    const held = await t.database.db
      .selectFrom("loan_applications")
      .select("manual_review_reason")
      .where("code", "=", code)
      .executeTakeFirstOrThrow();
    expect(held.manual_review_reason).toBeNull();
    await ekycWorkersFor(t.deps).close();
  }, 120_000);
});
