import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runJourney, type Send, type Visitor } from "../../scripts/bench/funnel-journey";
import { verifyPassword } from "../../server/services/passwords";
import { SCORE_STEP } from "../../src/contract/funnel";
import type { Consent, MyData } from "../../src/contract/my-data";
import { t as text } from "../../src/i18n/t";
import { getWithToken, post, sessionCookie, signIn, validateTokenFor } from "./accounts-helpers";
import { ALL_ANSWERS, createTicket, score, scoreRequest } from "./support/funnel-fixtures";
import { pdfTextLines } from "./support/pdf-text";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/**
 * Issue 30, item 1: POST /api/auth/register makes an account for any phone without an OTP. When
 * the phone's owner then finishes the lead funnel (their OTP proves the phone), the registrant must
 * read nothing of theirs, and the owner gets the account with a password of their own.
 */
const MY_DATA = "/api/me/data";
const MIGRATION_0019 = new URL("../../server/db/migrations/0019_unproven_accounts.sql", import.meta.url);
const SQUATTER = { fullName: "Kẻ Chiếm Số", password: "chiem-so-1" };
/** The e-mail the squatter types (one per phone: e-mails are unique). */
const squatterEmail = (phone: string) => `chiem.so.${phone}@example.com`;

const visitorWith = (phone: string, nationalId: string): Visitor => ({
  phone,
  nationalId,
  name: "Phạm Thị Chủ",
  income: "10 - 13 triệu",
  housing: "Nhà riêng",
  marital: "Đã kết hôn",
  dependents: "1 người",
  amount: 20_000_000,
  term: 12,
});

describe.each(testDatabaseKinds())("phone squatting on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const sendFrom =
    (ip: string): Send =>
    (path, init) =>
      // the outbox answers only this machine (loopback), as a developer reading it
      t.request(path, {
        method: init.method,
        json: init.json,
        headers: init.headers ?? {},
        ip: path.startsWith("/api/dev/outbox") ? "127.0.0.1" : ip,
      });
  const cookie = (session: string) => ({ cookie: `__Host-session=${session}` });
  const postAs = async (path: string, session: string, json: unknown = {}) => {
    const res = await t.request(path, { method: "POST", json, headers: cookie(session) });
    return { status: res.status, text: await res.text() };
  };
  const getAs = async (path: string, session: string) => {
    const res = await t.request(path, { headers: cookie(session) });
    return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()) };
  };

  /** Registers the phone as someone who never received its codes; answers the session cookie. */
  async function squat(phone: string): Promise<string> {
    const answer = await post(
      t,
      "/api/auth/register",
      { ...SQUATTER, email: squatterEmail(phone), phone, agree: true },
      { ip: "203.0.113.66" },
    );
    expect(answer.code).toBe(200);
    const session = sessionCookie(answer.headers);
    if (!session) throw new Error("register set no session cookie");
    return session;
  }

  it("gives the account to the funnel's OTP prover and nothing of theirs to the registrant", async () => {
    const phone = "0987300001";
    const nationalId = "079191000321";
    const squatter = await squat(phone);
    // Before the funnel, the squatter holds a valid session.
    expect((await getWithToken(t, MY_DATA, squatter)).status).toBe(200);

    const owner = await runJourney(sendFrom("192.0.2.31"), visitorWith(phone, nationalId));
    expect(owner.userName).toBe(phone);
    expect(owner.password).toMatch(/^[A-Za-z0-9]{10}$/);

    // The squatter's session ended: every personal-data path answers 401 and shows none of the owner's data.
    expect((await getWithToken(t, "/api/auth/session", squatter)).data).toBeNull();
    for (const path of [
      MY_DATA,
      `${MY_DATA}/export.json`,
      `${MY_DATA}/export.pdf`,
      "/api/me/records",
      "/api/v1/ticket/mine",
    ]) {
      const answer = await getAs(path, squatter);
      expect(answer.status, path).toBe(401);
      const body = new TextDecoder().decode(answer.bytes);
      expect(body).not.toContain(nationalId);
      expect(body).not.toContain(owner.ticketCode);
    }
    expect((await postAs("/api/me/consents/withdraw", squatter, { consentId: "consent:1" })).status).toBe(401);
    expect((await postAs("/api/me/deletion-requests", squatter)).status).toBe(401);
    // Nor can the squatter sign in again, by phone or by the e-mail they typed.
    for (const username of [phone, squatterEmail(phone)]) {
      const login = await post(t, "/api/auth/login", { username, password: SQUATTER.password }, { ip: "203.0.113.67" });
      expect(login.code, username).toBe(210);
    }

    // The owner signs in with the password the funnel showed and finds their own data, not the squatter's.
    const session = await signIn(t, phone, owner.password as string, "192.0.2.31");
    const who = await getWithToken(t, "/api/auth/session", session);
    expect(who.data).toMatchObject({ username: phone, params: { fullName: "Phạm Thị Chủ" } });
    const data = (await getWithToken(t, MY_DATA, session)).data as MyData;
    const values = data.categories.flatMap((c) => c.items.map((item) => item.value));
    expect(values).toContain(nationalId);
    expect(values).not.toContain(SQUATTER.fullName);
    expect(values).not.toContain(squatterEmail(phone));
    const records = (await getWithToken(t, "/api/me/records", session)).data as Array<{ ticketCode: string }>;
    expect(records.map((r) => r.ticketCode)).toEqual([owner.ticketCode]);
    expect(data.consents.some((c) => c.subject === owner.ticketCode)).toBe(true);
  });

  it("ends every session of the registrant and deletes their unfinished applications", async () => {
    const phone = "0987300002";
    const first = await squat(phone);
    const second = await signIn(t, phone, SQUATTER.password, "203.0.113.68");
    const account = await t.database.db
      .selectFrom("users")
      .select("id")
      .where("username", "=", phone)
      .executeTakeFirstOrThrow();
    const now = t.clock.now();
    await t.database.db
      .insertInto("loan_applications")
      .values({
        code: "HSSQUAT00001",
        product_id: 1,
        policy_version: 1,
        owner_user_id: account.id,
        phone,
        step: "identity",
        data: JSON.stringify({ fullName: SQUATTER.fullName }),
        created_at: now,
        updated_at: now,
      })
      .execute();
    await t.database.db
      .insertInto("consents")
      .values({
        ticket_code: null,
        phone,
        purpose: "biometric",
        terms_version: "v1",
        agreed_at: now,
        ip: "203.0.113.66",
        application_code: "HSSQUAT00001",
        user_id: account.id,
      })
      .execute();

    const owner = await runJourney(sendFrom("192.0.2.32"), visitorWith(phone, "079191000322"));
    expect(owner.password).toMatch(/^[A-Za-z0-9]{10}$/);
    for (const session of [first, second]) {
      expect((await getWithToken(t, MY_DATA, session)).status).toBe(401);
    }
    const session = await signIn(t, phone, owner.password as string, "192.0.2.32");
    const data = (await getWithToken(t, MY_DATA, session)).data as MyData;
    expect(JSON.stringify(data)).not.toContain("HSSQUAT00001");
    const mine = (await getWithToken(t, "/api/v1/ticket/mine", session)).data as Array<{ code: string }>;
    expect(mine.map((app) => app.code)).not.toContain("HSSQUAT00001");
    const left = await t.database.db
      .selectFrom("loan_applications")
      .select("code")
      .where("code", "=", "HSSQUAT00001")
      .execute();
    expect(left).toEqual([]);
  });

  it("shows an unproven account nothing a funnel linked to it, and the page and deletion agree", async () => {
    // The state the old code left behind: the owner's verified ticket linked to the registrant's account.
    const phone = "0987300003";
    const nationalId = "079191000323";
    const owner = await runJourney(sendFrom("192.0.2.33"), visitorWith(phone, nationalId));
    const account = await t.database.db
      .updateTable("users")
      .set({ phone_verified_at: null, full_name: SQUATTER.fullName })
      .where("username", "=", phone)
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable("loan_tickets")
      .set({ user_id: account.id })
      .where("code", "=", owner.ticketCode)
      .execute();
    const squatter = await signIn(t, phone, owner.password as string, "203.0.113.69");

    const page = await getWithToken(t, MY_DATA, squatter);
    expect(page.status).toBe(200);
    const data = page.data as MyData;
    expect(JSON.stringify(data)).not.toContain(nationalId);
    expect(JSON.stringify(data)).not.toContain(owner.ticketCode);
    expect(data.consents).toEqual([]);
    expect(data.deliveries).toEqual([]);
    const pdf = await getAs(`${MY_DATA}/export.pdf`, squatter);
    expect(pdf.status).toBe(200);
    const printed = (await pdfTextLines(pdf.bytes)).join(" ");
    expect(printed).not.toContain(nationalId);
    expect(printed).not.toContain(owner.ticketCode);
    expect((await getWithToken(t, "/api/me/records", squatter)).data).toEqual([]);

    const consent = await t.database.db
      .selectFrom("consents")
      .select("id")
      .where("ticket_code", "=", owner.ticketCode)
      .executeTakeFirstOrThrow();
    const withdraw = await postAs("/api/me/consents/withdraw", squatter, { consentId: `consent:${consent.id}` });
    expect(withdraw.status).toBe(404);
    const withdrawals = await t.database.db
      .selectFrom("consent_withdrawals")
      .select("id")
      .where("consent_ref", "=", `consent:${consent.id}`)
      .execute();
    expect(withdrawals).toEqual([]);
    const deletion = await postAs("/api/me/deletion-requests", squatter);
    expect(JSON.parse(deletion.text)).toMatchObject({ code: 251, message: text("my_data_phone_not_verified") });
  });

  it("leaves a proven account and its sessions as they are, and links the new request to it", async () => {
    const phone = "0987300004";
    const nationalId = "079191000324";
    await squat(phone);
    // A password reset by OTP proves the phone: the account is then its owner's.
    const validateToken = await validateTokenFor(t, phone);
    const reset = await post(t, "/api/auth/reset/password", { username: phone, password: "chu-that-1", validateToken });
    expect(reset.code).toBe(200);
    const session = await signIn(t, phone, "chu-that-1", "192.0.2.34");

    const owner = await runJourney(sendFrom("192.0.2.34"), visitorWith(phone, nationalId));
    expect(owner.password).toBeUndefined();
    const data = (await getWithToken(t, MY_DATA, session)).data as MyData;
    expect(data.categories.flatMap((c) => c.items.map((item) => item.value))).toContain(nationalId);
    expect((data.consents as Consent[]).some((c) => c.subject === owner.ticketCode)).toBe(true);
    expect((await signIn(t, phone, "chu-that-1", "192.0.2.34")).length).toBeGreaterThan(0);
  });

  it("takes the account over once when two final score calls race", async () => {
    const phone = "0987300005";
    await squat(phone);
    const ticket = await createTicket(t, { phone });
    const body = scoreRequest("079191000325", ALL_ANSWERS, SCORE_STEP.final);
    const answers = await Promise.all([score(t, ticket, body), score(t, ticket, body)]);
    expect(answers.map((a) => a.code)).toEqual([200, 200]);
    const shown = answers.flatMap((a) => (typeof a.data.password === "string" ? [a.data.password] : []));
    expect(shown).toHaveLength(1);
    const user = await t.database.db
      .selectFrom("users")
      .select(["password_hash", "phone_verified_at"])
      .where("username", "=", phone)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(user.password_hash, shown[0] as string)).toBe(true);
    expect(user.phone_verified_at).not.toBeNull();
  });

  it("migration 0019 unlinks the tickets an unproven account holds, and only those", async () => {
    const squatted = await createTicket(t, { phone: "0987300006" });
    const kept = await createTicket(t, { phone: "0987300007" });
    const ids: number[] = [];
    for (const [phone, proven] of [
      ["0987300006", false],
      ["0987300007", true],
    ] as const) {
      const row = await t.database.db
        .insertInto("users")
        .values({ username: phone, full_name: "", password_hash: "!", ...(proven ? {} : { phone_verified_at: null }) })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    await t.database.db
      .updateTable("loan_tickets")
      .set({ user_id: ids[0] })
      .where("code", "=", squatted.code)
      .execute();
    await t.database.db.updateTable("loan_tickets").set({ user_id: ids[1] }).where("code", "=", kept.code).execute();
    await t.database.exec(readFileSync(MIGRATION_0019, "utf8"));
    const links = await t.database.db
      .selectFrom("loan_tickets")
      .select(["code", "user_id"])
      .where("code", "in", [squatted.code, kept.code])
      .execute();
    expect(Object.fromEntries(links.map((row) => [row.code, row.user_id]))).toEqual({
      [squatted.code]: null,
      [kept.code]: ids[1],
    });
  });
});
