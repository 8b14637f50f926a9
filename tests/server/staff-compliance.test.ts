import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileDeletionRequest } from "../../server/services/content/deletion-requests";
import { apply } from "./support/otp-flow";
import { type EnrolledStaff, firstAdmin, invite, signInAgain, staffCall } from "./support/staff-helpers";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Compliance's deletion queue (issue 31): a request is due 72 hours after it was filed (Nghị định
 * 13/2023/NĐ-CP art. 16(5); docs/decisions/022-deletion-deadline.md); completing it from the
 * back-office erases the phone's data and writes before and after to the audit log.
 */

const HOUR = 3_600_000;
const ON_TIME = "0862225511";
const LATE = "0862225522";

interface QueueRow {
  reference: string;
  phone: string | null;
  status: string;
  requestedAt: string;
  deadlineAt: string;
  erased: Record<string, number> | null;
}

describe("compliance: deletion requests", () => {
  let t: TestApp;
  let officer: EnrolledStaff;
  let onTime = "";
  let late = "";
  let lateFiledAt = 0;

  beforeAll(async () => {
    t = await createTestApp("pglite");
    const admin = await firstAdmin(t);
    officer = await invite(t, admin, "compliance", "tuanthu@vay.test");
    expect((await apply(t, { mobile: ON_TIME })).code).toBe(200);
    onTime = await fileDeletionRequest(t.deps, ON_TIME);
    t.clock.advance(HOUR);
    lateFiledAt = t.clock.now().getTime();
    late = await fileDeletionRequest(t.deps, LATE);
  }, 400_000);
  afterAll(() => t.close());

  const queue = async (status: "pending" | "completed") => {
    const res = await staffCall(t, "GET", `/quan-tri/deletion-requests?status=${status}`, { cookie: officer.cookie });
    expect(res.status).toBe(200);
    return (res.body.data as { rows: QueueRow[] }).rows;
  };

  it("lists pending requests oldest first, phone masked, due 72 hours after filing", async () => {
    await signInAgain(t, officer);
    const rows = await queue("pending");
    expect(rows.map((r) => r.reference)).toEqual([onTime, late]);
    expect(rows[0]?.phone).toBe("086****511");
    const lateRow = rows[1];
    expect(new Date(lateRow?.requestedAt ?? "").getTime()).toBe(lateFiledAt);
    expect(new Date(lateRow?.deadlineAt ?? "").getTime()).toBe(lateFiledAt + 72 * HOUR);
  });

  it("completes a request inside its deadline: the data is erased and the log has before and after", async () => {
    t.clock.advance(70 * HOUR);
    await signInAgain(t, officer);
    const res = await staffCall(t, "POST", `/quan-tri/deletion-requests/${onTime}/complete`, {
      cookie: officer.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ reference: onTime, inTime: true, erased: { tickets: 1 } });
    const tickets = await t.database.db
      .selectFrom("loan_tickets")
      .select("code")
      .where("phone", "=", ON_TIME)
      .execute();
    expect(tickets).toEqual([]);
    const row = await t.database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "deletion-request.complete")
      .where("target", "=", `deletion:${onTime}`)
      .executeTakeFirstOrThrow();
    expect(row.staff_email).toBe("tuanthu@vay.test");
    expect(row.role).toBe("compliance");
    expect(row.before).toMatchObject({ status: "pending", phone: "086****511" });
    expect(row.after).toMatchObject({ status: "completed", phone: null, inTime: true, erased: { tickets: 1 } });
    expect(JSON.stringify([row.before, row.after])).not.toContain(ON_TIME);

    const again = await staffCall(t, "POST", `/quan-tri/deletion-requests/${onTime}/complete`, {
      cookie: officer.cookie,
    });
    expect(again.status).toBe(409);
    expect((await queue("completed")).map((r) => r.reference)).toEqual([onTime]);
  });

  it("says when a request was completed after its deadline", async () => {
    t.clock.advance(3 * HOUR);
    await signInAgain(t, officer);
    const res = await staffCall(t, "POST", `/quan-tri/deletion-requests/${late}/complete`, { cookie: officer.cookie });
    expect(res.body.data).toMatchObject({ inTime: false });
    expect(await queue("pending")).toEqual([]);
  });

  it("answers 404 for a reference that does not exist, and writes nothing", async () => {
    const before = await t.database.db.selectFrom("audit_log").select("id").execute();
    const res = await staffCall(t, "POST", "/quan-tri/deletion-requests/XD20260101-ABCDEF/complete", {
      cookie: officer.cookie,
    });
    expect(res.status).toBe(404);
    expect(await t.database.db.selectFrom("audit_log").select("id").execute()).toHaveLength(before.length);
  });

  it("exports a subject's data with a reason, logged without the values", async () => {
    const phone = "0862225533";
    expect((await apply(t, { mobile: phone })).code).toBe(200);
    const res = await staffCall(t, "POST", "/quan-tri/subject-export", {
      cookie: officer.cookie,
      json: { phone, reason: "Yêu cầu qua hotline" },
    });
    expect(res.status).toBe(200);
    const data = res.body.data as { categories: Array<{ category: string; items: Array<{ value: string }> }> };
    const contact = data.categories.find((c) => c.category === "contact");
    expect(contact?.items.map((i) => i.value)).toContain(phone);
    const row = await t.database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "personal-data.export")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ reason: "Yêu cầu qua hotline", target: "phone:086****533" });
    expect(JSON.stringify(row.after)).not.toContain(phone);
  });

  it("counts consent records by purpose and text version", async () => {
    const res = await staffCall(t, "GET", "/quan-tri/consents", { cookie: officer.cookie });
    const rows = (res.body.data as { rows: Array<{ purpose: string; termsVersion: string; count: number }> }).rows;
    const stored = await t.database.db.selectFrom("consents").select(["purpose", "terms_version"]).execute();
    expect(stored.length).toBeGreaterThanOrEqual(2);
    expect(rows.reduce((sum, r) => sum + r.count, 0)).toBe(stored.length);
    for (const r of rows)
      expect(r.count).toBe(stored.filter((s) => s.purpose === r.purpose && s.terms_version === r.termsVersion).length);
  });
});
