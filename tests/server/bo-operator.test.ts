import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordSubmittedApplications } from "../../server/services/partners/deliveries";
import { type Caller, call, funnelCaller, newDraft } from "./support/loan-ticket-helpers";
import { type EnrolledStaff, firstAdmin, invite, staffCall } from "./support/staff-helpers";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Issue 31, the operator: the manual-review queue lists what the server could not decide (and what
 * the offline eKYC provider passed in production), masked; approving with a reason clears the hold
 * and hands a submitted application to its partner; refusing keeps it from the partner; the
 * applicant's records say which; the audit log has the record before and after. Then the search by
 * phone, the timeline and a dead letter retried from the screen.
 */
describe("the operator's back-office", () => {
  let t: TestApp;
  let admin: EnrolledStaff;
  let operator: EnrolledStaff;
  let caller: Caller;
  let submitted: string;
  let draft: string;
  const op = (method: string, path: string, json?: unknown) =>
    staffCall(t, method, path, { cookie: operator.cookie, json });
  const mine = async () =>
    (await call<Array<{ code: string; review?: string | null }>>(t, "/api/v1/ticket/mine", { caller })).data;

  beforeAll(async () => {
    t = await createTestApp("pglite");
    admin = await firstAdmin(t);
    operator = await invite(t, admin, "operator", "operator@vay.test");
    caller = await funnelCaller(t);
    submitted = await newDraft(t, caller);
    draft = await newDraft(t, caller, 2);
    const db = t.database.db;
    // As the face upload leaves an undecided selfie (uploads.ts) and the confirmation a submitted ticket.
    await db
      .updateTable("loan_applications")
      .set({
        manual_review_reason: "face_undecided",
        face_outcome: "manualReview",
        status: "submitted",
        loan_code: "VT261128000001",
      })
      .where("code", "=", submitted)
      .execute();
    await db
      .updateTable("loan_applications")
      .set({ manual_review_reason: "offline_ekyc" })
      .where("code", "=", draft)
      .execute();
  }, 300_000);
  afterAll(() => t.close());

  it("lists both held applications, oldest first, with the phone masked", async () => {
    const answer = await op("GET", "/quan-tri/review");
    expect(answer.status).toBe(200);
    const rows = (answer.body.data as { rows: Array<{ code: string; reason: string; phone: string }> }).rows;
    expect(rows.map((r) => r.code).sort()).toEqual([submitted, draft].sort());
    expect(rows.find((r) => r.code === draft)?.reason).toBe("offline_ekyc");
    for (const row of rows) {
      expect(row.phone).not.toBe(caller.phone);
      expect(row.phone).toMatch(/^\d{3}\*+\d{3}$/);
    }
    expect(await mine()).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: submitted, review: "pending" })]),
    );
  });

  it("refuses a decision without a reason of 5 characters", async () => {
    const answer = await op("POST", `/quan-tri/review/${submitted}/decision`, { decision: "approved", reason: "ok" });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("Lý do phải có từ 5 đến 300 ký tự");
  });

  it("approves: the hold is cleared, the partner gets it, the records say approved, the log has before and after", async () => {
    const answer = await op("POST", `/quan-tri/review/${submitted}/decision`, {
      decision: "approved",
      reason: "Khuôn mặt khớp ảnh trên CCCD",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ code: submitted, decision: "approved", delivery: "queued" });
    const deliveries = await t.database.db
      .selectFrom("partner_deliveries")
      .select("status")
      .where("subject_code", "=", submitted)
      .execute();
    expect(deliveries).toEqual([{ status: "queued" }]);
    const queue = (await op("GET", "/quan-tri/review")).body.data as { rows: Array<{ code: string }> };
    expect(queue.rows.map((r) => r.code)).toEqual([draft]);
    expect((await mine()).find((a) => a.code === submitted)?.review).toBe("approved");

    const again = await op("POST", `/quan-tri/review/${submitted}/decision`, {
      decision: "refused",
      reason: "Đổi ý rồi",
    });
    expect(again.status).toBe(409);

    const audit = await staffCall(t, "GET", "/quan-tri/audit?action=manual-review", { cookie: admin.cookie });
    const rows = (audit.body.data as { rows: Array<Record<string, unknown>> }).rows;
    expect(rows).toEqual([
      expect.objectContaining({
        staffEmail: "operator@vay.test",
        role: "operator",
        action: "manual-review.approve",
        target: `application:${submitted}`,
        reason: "Khuôn mặt khớp ảnh trên CCCD",
        before: expect.objectContaining({ manualReviewReason: "face_undecided", reviewDecision: null }),
        after: expect.objectContaining({ manualReviewReason: null, reviewDecision: "approved", delivery: "queued" }),
      }),
    ]);
  });

  it("refuses: nothing goes to the partner, even once submitted, and the records say so", async () => {
    const answer = await op("POST", `/quan-tri/review/${draft}/decision`, {
      decision: "refused",
      reason: "Ảnh giấy tờ bị chỉnh sửa",
    });
    expect(answer.body.data).toEqual({ code: draft, decision: "refused", delivery: "none" });
    await t.database.db
      .updateTable("loan_applications")
      .set({ status: "submitted", loan_code: "VT261128000002" })
      .where("code", "=", draft)
      .execute();
    expect(await recordSubmittedApplications(t.database.db, t.clock.now())).toEqual([]);
    expect((await mine()).find((a) => a.code === draft)?.review).toBe("refused");
    expect(((await op("GET", "/quan-tri/review")).body.data as { rows: unknown[] }).rows).toEqual([]);
  });

  it("finds the applications by phone, masked, and shows a timeline with the review and the delivery", async () => {
    const found = await op("GET", `/quan-tri/records?q=${caller.phone}`);
    const rows = (found.body.data as { rows: Array<{ code: string; kind: string; phone: string }> }).rows;
    expect(rows.map((r) => r.code)).toEqual(expect.arrayContaining([submitted, draft]));
    expect(rows.every((r) => r.phone !== caller.phone)).toBe(true);

    const timeline = await op("GET", `/quan-tri/records/${submitted}/timeline`);
    const kinds = (timeline.body.data as { events: Array<{ kind: string }> }).events.map((e) => e.kind);
    expect(kinds).toEqual(
      expect.arrayContaining([
        "lead_created",
        "application_created",
        "review_decided",
        "delivery_recorded",
        "staff_action",
      ]),
    );
    expect(JSON.stringify(timeline.body.data)).not.toContain(caller.phone);
  });

  it("retries a dead letter from the screen: queued again, with the outcome and an audit row", async () => {
    const db = t.database.db;
    const row = await db
      .updateTable("partner_deliveries")
      .set({ status: "failed", attempts: 5, last_error: "HTTP 503" })
      .where("subject_code", "=", submitted)
      .returning("id")
      .executeTakeFirstOrThrow();
    const list = await op("GET", "/quan-tri/deliveries?status=failed");
    expect((list.body.data as { rows: Array<{ id: number }> }).rows.map((r) => r.id)).toEqual([row.id]);
    const retried = await op("POST", `/quan-tri/deliveries/${row.id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body.data).toEqual(expect.objectContaining({ id: row.id, status: "queued" }));
    expect((await op("POST", `/quan-tri/deliveries/${row.id}/retry`)).status).toBe(409);
    const audit = await staffCall(t, "GET", "/quan-tri/audit?action=partner-delivery", { cookie: admin.cookie });
    expect((audit.body.data as { rows: unknown[] }).rows).toEqual([
      expect.objectContaining({
        action: "partner-delivery.retry",
        before: expect.objectContaining({ status: "failed" }),
        after: expect.objectContaining({ status: "queued" }),
      }),
    ]);
  });
});
