import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createFirstAdmin } from "../../server/services/staff/create-first-admin";
import {
  type EnrolledStaff,
  firstAdmin,
  invite,
  signInAgain,
  staffCall,
  staffCookie,
  tokenOfLink,
  totpCode,
} from "./support/staff-helpers";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/** Staff accounts, their sign-in and sessions, and the append-only audit log (issue 31). */
describe.each(testDatabaseKinds())("back-office staff on %s", (kind) => {
  let t: TestApp;
  let admin: EnrolledStaff;
  let editor: EnrolledStaff;

  beforeAll(async () => {
    t = await createTestApp(kind, { publicOrigin: "http://localhost:5173" });
    admin = await firstAdmin(t);
    editor = await invite(t, admin, "editor", "editor@vay.test");
  });
  afterAll(() => t.close());
  // Some tests move the clock by hours: the admin signs in afresh before each.
  beforeEach(async () => {
    if (admin) await signInAgain(t, admin);
  });

  it("the command makes the first admin with a one-time link in the fragment, and only once", async () => {
    const again = await createFirstAdmin(t.deps, { email: "second@vay.test", fullName: "Người Khác" });
    expect(again.kind).toBe("admin-exists");
    const me = await staffCall(t, "GET", "/quan-tri/session", { cookie: admin.cookie });
    expect(me.body.data).toMatchObject({ email: "admin@vay.test", role: "admin", hasTotp: true });
  });

  it("sets the staff cookie HttpOnly, Secure, SameSite=Strict, 8 hours, apart from the customers'", async () => {
    t.clock.advance(30_000);
    const res = await staffCall(t, "POST", "/quan-tri/sign-in/totp", {
      json: { email: editor.email, code: totpCode(editor.secret, t.clock.now()) },
    });
    expect(res.status).toBe(200);
    const line = res.headers.getSetCookie().find((l) => l.startsWith("__Host-staff="));
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/Secure/);
    expect(line).toMatch(/SameSite=Strict/);
    expect(line).toMatch(/Max-Age=28800/);
    expect(line).toMatch(/Path=\//);
    // The customers' cookie name opens nothing here.
    const asCustomer = await staffCall(t, "GET", "/quan-tri/session", {
      cookie: (staffCookie(res.headers) as string).replace("__Host-staff", "__Host-session"),
    });
    expect(asCustomer.body.data).toBeNull();
  });

  it("an invitation link is used once", async () => {
    const invited = await staffCall(t, "POST", "/quan-tri/staff/invite", {
      cookie: admin.cookie,
      json: { email: "once@vay.test", fullName: "Một Lần", role: "operator" },
    });
    const link = (invited.body.data as { link: string }).link;
    expect(link).toMatch(/^http:\/\/localhost:5173\/quan-tri\/ghi-danh#[A-Za-z0-9_-]{43}$/);
    const token = tokenOfLink(link);
    const first = await staffCall(t, "POST", "/quan-tri/enrol/totp", { json: { token } });
    const secret = (first.body.data as { secret: string }).secret;
    const ok = await staffCall(t, "POST", "/quan-tri/enrol/totp/confirm", {
      json: { token, code: totpCode(secret, t.clock.now()) },
    });
    expect(ok.status).toBe(200);
    const reuse = await staffCall(t, "POST", "/quan-tri/enrol/start", { json: { token } });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toBe("Liên kết mời không hợp lệ, đã dùng hoặc đã hết hạn");
  });

  it("a TOTP code signs in once, and five wrong codes lock TOTP sign-in", async () => {
    const op = await invite(t, admin, "operator", "totp@vay.test");
    const code = totpCode(op.secret, t.clock.now());
    const first = await staffCall(t, "POST", "/quan-tri/sign-in/totp", { json: { email: op.email, code } });
    expect(first.status).toBe(200);
    const replay = await staffCall(t, "POST", "/quan-tri/sign-in/totp", { json: { email: op.email, code } });
    expect(replay.status).toBe(401);
    for (let i = 0; i < 3; i++) {
      const wrong = await staffCall(t, "POST", "/quan-tri/sign-in/totp", { json: { email: op.email, code: "000000" } });
      expect(wrong.status).toBe(401);
    }
    const fifth = await staffCall(t, "POST", "/quan-tri/sign-in/totp", { json: { email: op.email, code: "000000" } });
    expect(fifth.status).toBe(429);
    t.clock.advance(30_000);
    const right = await staffCall(t, "POST", "/quan-tri/sign-in/totp", {
      json: { email: op.email, code: totpCode(op.secret, t.clock.now()) },
    });
    expect(right.status).toBe(429);
    t.clock.advance(15 * 60_000);
    const later = await staffCall(t, "POST", "/quan-tri/sign-in/totp", {
      json: { email: op.email, code: totpCode(op.secret, t.clock.now()) },
    });
    expect(later.status).toBe(200);
  });

  it("a session ends after 30 minutes idle, and after 8 hours even when used", async () => {
    const c = await invite(t, admin, "compliance", "idle@vay.test");
    t.clock.advance(29 * 60_000);
    expect((await staffCall(t, "GET", "/quan-tri/session", { cookie: c.cookie })).body.data).not.toBeNull();
    t.clock.advance(29 * 60_000);
    expect((await staffCall(t, "GET", "/quan-tri/session", { cookie: c.cookie })).body.data).not.toBeNull();
    t.clock.advance(31 * 60_000);
    const idle = await staffCall(t, "GET", "/quan-tri/session", { cookie: c.cookie });
    expect(idle.body.data).toBeNull();

    await signInAgain(t, admin);
    const d = await invite(t, admin, "compliance", "long@vay.test");
    for (let i = 0; i < 16; i++) {
      t.clock.advance(29 * 60_000);
      expect((await staffCall(t, "GET", "/quan-tri/session", { cookie: d.cookie })).body.data).not.toBeNull();
    }
    t.clock.advance(29 * 60_000); // 8 h 13 min after the sign-in
    expect((await staffCall(t, "GET", "/quan-tri/session", { cookie: d.cookie })).body.data).toBeNull();
  });

  it("an admin ends someone's sessions and disables an account; sign out everywhere ends one's own", async () => {
    const op = await invite(t, admin, "operator", "ended@vay.test");
    const ended = await staffCall(t, "POST", `/quan-tri/staff/${op.id}/end-sessions`, { cookie: admin.cookie });
    expect(ended.body.data).toEqual({ ended: 1 });
    expect((await staffCall(t, "GET", "/quan-tri/session", { cookie: op.cookie })).body.data).toBeNull();

    const victim = await invite(t, admin, "editor", "disabled@vay.test");
    const token = await staffCall(t, "POST", "/quan-tri/tokens", { cookie: victim.cookie, json: { name: "script" } });
    const bearer = (token.body.data as { token: string }).token;
    expect((await staffCall(t, "GET", "/quan-tri/session", { bearer })).body.data).toMatchObject({ role: "editor" });
    const disabled = await staffCall(t, "POST", `/quan-tri/staff/${victim.id}/disable`, { cookie: admin.cookie });
    expect(disabled.status).toBe(200);
    expect((await staffCall(t, "GET", "/quan-tri/session", { cookie: victim.cookie })).body.data).toBeNull();
    expect((await staffCall(t, "GET", "/quan-tri/session", { bearer })).body.data).toBeNull();
    t.clock.advance(30_000);
    const back = await staffCall(t, "POST", "/quan-tri/sign-in/totp", {
      json: { email: victim.email, code: totpCode(victim.secret, t.clock.now()) },
    });
    expect(back.status).toBe(401);
    const self = await staffCall(t, "POST", `/quan-tri/staff/${admin.id}/disable`, { cookie: admin.cookie });
    expect(self.status).toBe(409);

    const twice = await invite(t, admin, "editor", "everywhere@vay.test");
    t.clock.advance(30_000);
    const other = await staffCall(t, "POST", "/quan-tri/sign-in/totp", {
      json: { email: twice.email, code: totpCode(twice.secret, t.clock.now()) },
    });
    const otherCookie = staffCookie(other.headers) as string;
    const all = await staffCall(t, "POST", "/quan-tri/sign-out-everywhere", { cookie: twice.cookie });
    expect(all.body.data).toEqual({ ended: 2 });
    expect((await staffCall(t, "GET", "/quan-tri/session", { cookie: otherCookie })).body.data).toBeNull();
  });

  it("an API token acts for its owner until revoked, and cannot mint tokens", async () => {
    const made = await staffCall(t, "POST", "/quan-tri/tokens", { cookie: admin.cookie, json: { name: "báo cáo" } });
    const { id, token } = made.body.data as { id: number; token: string };
    expect(token).toMatch(/^stf_[A-Za-z0-9_-]{43}$/);
    expect((await staffCall(t, "GET", "/quan-tri/staff", { bearer: token })).status).toBe(200);
    expect((await staffCall(t, "POST", "/quan-tri/tokens", { bearer: token, json: { name: "again" } })).status).toBe(
      403,
    );
    await staffCall(t, "POST", `/quan-tri/tokens/${id}/revoke`, { cookie: admin.cookie });
    expect((await staffCall(t, "GET", "/quan-tri/staff", { bearer: token })).status).toBe(401);
    const list = await staffCall(t, "GET", "/quan-tri/tokens", { cookie: admin.cookie });
    expect(JSON.stringify(list.body.data)).not.toContain(token.slice(4));
  });

  it("the audit log has every action with before and after, filters and pages, and refuses change", async () => {
    const compliance = await invite(t, admin, "compliance", "audit@vay.test");
    const invites = await staffCall(t, "GET", "/quan-tri/audit?action=staff.invite&pageSize=2", {
      cookie: compliance.cookie,
    });
    const page = invites.body.data as { rows: Array<Record<string, unknown>>; total: number; pageSize: number };
    expect(page.rows).toHaveLength(2);
    expect(page.total).toBeGreaterThan(4);
    expect(page.rows[0]).toMatchObject({
      staffEmail: "admin@vay.test",
      role: "admin",
      action: "staff.invite",
      before: null,
    });
    expect(page.rows[0]?.after).toMatchObject({ email: "audit@vay.test", role: "compliance", status: "invited" });
    const byEditor = await staffCall(t, "GET", "/quan-tri/audit?who=editor%40vay&action=staff.", {
      cookie: compliance.cookie,
    });
    const actions = (byEditor.body.data as { rows: Array<{ action: string }> }).rows.map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(["staff.enrol", "staff.sign-in"]));
    const disable = await staffCall(t, "GET", "/quan-tri/audit?action=staff.disable", { cookie: compliance.cookie });
    expect((disable.body.data as { rows: Array<Record<string, unknown>> }).rows[0]).toMatchObject({
      before: { status: "active" },
      after: { status: "disabled" },
    });
    const future = await staffCall(t, "GET", "/quan-tri/audit?from=2030-01-01", { cookie: compliance.cookie });
    expect((future.body.data as { total: number }).total).toBe(0);

    const db = t.database.db;
    await expect(sql`UPDATE audit_log SET action = 'x'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM audit_log`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE audit_log`.execute(db)).rejects.toThrow(/append-only/);
  });

  it("lists mask personal data; showing it in full needs a reason and is logged", async () => {
    const op = await invite(t, admin, "operator", "reveal@vay.test");
    await sql`INSERT INTO loan_tickets (code, phone, amount, term, created_at, full_name, national_id)
      VALUES ('LNREVEAL0001', '0912345678', 10000000, 12, now(), 'Nguyễn Văn An', '001099012345')`.execute(
      t.database.db,
    );
    const list = await staffCall(t, "GET", "/quan-tri/leads", { cookie: op.cookie });
    const row = (list.body.data as { rows: Array<Record<string, string>> }).rows.find((r) => r.code === "LNREVEAL0001");
    expect(row).toMatchObject({ phone: "091****678", fullName: "N***** V** A*" });
    expect(JSON.stringify(list.body.data)).not.toContain("0912345678");
    const noReason = await staffCall(t, "POST", "/quan-tri/reveal", {
      cookie: op.cookie,
      json: { subject: "lead", code: "LNREVEAL0001", reason: "" },
    });
    expect(noReason.status).toBe(400);
    const shown = await staffCall(t, "POST", "/quan-tri/reveal", {
      cookie: op.cookie,
      json: { subject: "lead", code: "lnreveal0001", reason: "Khách gọi tổng đài hỏi hồ sơ" },
    });
    expect(shown.body.data).toEqual({ fullName: "Nguyễn Văn An", phone: "0912345678", nationalId: "001099012345" });
    const logged = await staffCall(t, "GET", "/quan-tri/audit?action=personal-data.reveal", { cookie: admin.cookie });
    const entry = (logged.body.data as { rows: Array<Record<string, unknown>> }).rows[0];
    expect(entry).toMatchObject({
      staffEmail: "reveal@vay.test",
      target: "lead:LNREVEAL0001",
      reason: "Khách gọi tổng đài hỏi hồ sơ",
    });
    expect(JSON.stringify(entry)).not.toContain("0912345678");
  });
});
