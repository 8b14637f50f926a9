import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sealPlaintextTotpSecrets } from "../../server/services/staff/totp-seal";
import { type EnrolledStaff, firstAdmin, invite, signInAgain, staffCall, totpCode } from "./support/staff-helpers";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/**
 * Issue 31: a staff member's TOTP secret is encrypted at rest (AES-256-GCM under STAFF_TOTP_KEY,
 * `v1.<iv>.<ciphertext>.<tag>`, the staff id as additional data). A copy of the staff table gives no
 * codes, a code still signs in, and a value moved to another member's row opens nothing.
 */
const SEALED = /^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const REFUSED = "Email hoặc mã xác thực không đúng";

describe.each(testDatabaseKinds())("staff TOTP secrets at rest on %s", (kind) => {
  let t: TestApp;
  let admin: EnrolledStaff;
  let operator: EnrolledStaff;

  beforeAll(async () => {
    t = await createTestApp(kind, { publicOrigin: "http://localhost:5173" });
    admin = await firstAdmin(t);
    operator = await invite(t, admin, "operator", "operator@vay.test");
  });
  afterAll(() => t.close());

  const rows = () =>
    t.database.db.selectFrom("staff").select(["id", "email", "totp_secret", "totp_pending"]).orderBy("id").execute();
  const signIn = (email: string, secret: string) =>
    staffCall(t, "POST", "/quan-tri/sign-in/totp", { json: { email, code: totpCode(secret, t.clock.now()) } });

  it("keeps no secret in plain text, pending or confirmed", async () => {
    const started = await staffCall(t, "POST", "/quan-tri/me/totp", { cookie: admin.cookie });
    expect(started.status).toBe(200);
    const pending = (started.body.data as { secret: string }).secret;
    const stored = await rows();
    expect(stored.map((r) => r.email)).toEqual(["admin@vay.test", "operator@vay.test"]);
    for (const row of stored) expect(row.totp_secret).toMatch(SEALED);
    expect(stored[0]?.totp_pending).toMatch(SEALED);
    const everything = JSON.stringify(stored);
    for (const secret of [admin.secret, operator.secret, pending]) {
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(everything).not.toContain(secret);
    }
    // Two members' values differ even in their first bytes (a fresh IV each time).
    expect(stored[0]?.totp_secret?.slice(0, 20)).not.toBe(stored[1]?.totp_secret?.slice(0, 20));
  });

  it("still signs a member in with the code of their authenticator app", async () => {
    t.clock.advance(30_000);
    const res = await signIn(operator.email, operator.secret);
    expect(res.status).toBe(200);
  });

  it("does not open a value moved to another member's row", async () => {
    const [adminRow, operatorRow] = await rows();
    await t.database.db
      .updateTable("staff")
      .set({ totp_secret: adminRow?.totp_secret ?? null, totp_last_step: null, totp_failures: 0 })
      .where("id", "=", operatorRow?.id ?? 0)
      .execute();
    t.clock.advance(30_000);
    for (const secret of [admin.secret, operator.secret]) {
      const res = await signIn(operator.email, secret);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(REFUSED);
    }
    // The admin's own row still opens.
    await signInAgain(t, admin);
  });

  it("seals at start what was stored in plain text before, once, and the code signs in after", async () => {
    const plain = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    const [, operatorRow] = await rows();
    await t.database.db
      .updateTable("staff")
      .set({ totp_secret: plain, totp_last_step: null, totp_failures: 0 })
      .where("id", "=", operatorRow?.id ?? 0)
      .execute();
    expect(await sealPlaintextTotpSecrets(t.database.db, t.deps.config.staffTotpKey)).toBe(1);
    expect(await sealPlaintextTotpSecrets(t.database.db, t.deps.config.staffTotpKey)).toBe(0);
    const [, sealed] = await rows();
    expect(sealed?.totp_secret).toMatch(SEALED);
    expect(JSON.stringify(await rows())).not.toContain(plain);
    t.clock.advance(30_000);
    expect((await signIn(operator.email, plain)).status).toBe(200);
  });

  it("opens nothing under another key (a copy of the table without STAFF_TOTP_KEY)", async () => {
    const otherKey = Buffer.alloc(32, 7).toString("hex");
    const elsewhere = await createTestApp(kind, { staffTotpKey: otherKey });
    try {
      const [adminRow] = await rows();
      await elsewhere.database.db
        .insertInto("staff")
        .values({
          id: adminRow?.id ?? 0,
          email: "admin@vay.test",
          full_name: "Bản Sao",
          role: "admin",
          status: "active",
          created_at: elsewhere.clock.now(),
          totp_secret: adminRow?.totp_secret ?? null,
        })
        .execute();
      elsewhere.clock.set(new Date(t.clock.now().getTime() + 60_000));
      const res = await staffCall(elsewhere, "POST", "/quan-tri/sign-in/totp", {
        json: { email: "admin@vay.test", code: totpCode(admin.secret, elsewhere.clock.now()) },
      });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(REFUSED);
    } finally {
      await elsewhere.close();
    }
  });
});
