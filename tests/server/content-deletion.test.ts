import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carryOutDeletion } from "../../server/services/content/deletion-requests";
import { ANONYMOUS_IP } from "../../server/services/content/erase-person";
import { t as text } from "../../src/i18n/t";
import { solveCaptcha } from "./support/otp-flow";
import { staffApiToken } from "./support/staff-helpers";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

type Answer = { status: number; code: number; data: unknown; message?: string };

const REFERENCE = /^XD\d{8}-[A-Z0-9]{6}$/;
const PHONE = "0862223344";
const PERSON = "0862223355";
const OTHER = "0912000111";

describe.each(testDatabaseKinds())("data deletion on %s", (kind) => {
  let app: TestApp;
  let complianceToken = "";
  let operatorToken = "";
  beforeAll(async () => {
    app = await createTestApp(kind);
    complianceToken = (await staffApiToken(app, "compliance")).token;
    operatorToken = (await staffApiToken(app, "operator")).token;
  });
  afterAll(() => app.close());

  const post = async (path: string, json: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
    const res = await app.request(path, { method: "POST", json, headers, ip: "203.0.113.7" });
    return { status: res.status, ...((await res.json()) as Omit<Answer, "status">) };
  };
  const latestCode = async (phone: string) => {
    const res = await app.request(`/api/dev/outbox?phone=${phone}`);
    const list = ((await res.json()) as { data: Array<{ otp: string | null }> }).data;
    return list[0]?.otp ?? "";
  };
  const sendCode = async (phone: string) => {
    const sent = await post("/api/privacy/deletion/otp", {
      phone,
      agreeChecked: true,
      captchaResponse: await solveCaptcha(app),
    });
    expect(sent.code).toBe(200);
    return (sent.data as { transactionId: string }).transactionId;
  };
  const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

  it("refuses to send a code until the visitor confirms, or to a phone that is not Vietnamese", async () => {
    const unconfirmed = await post("/api/privacy/deletion/otp", { phone: PHONE, agreeChecked: false });
    expect(unconfirmed).toMatchObject({ status: 400, message: text("deletion_agree_required") });
    const badPhone = await post("/api/privacy/deletion/otp", { phone: "0123", agreeChecked: true });
    expect(badPhone).toMatchObject({ status: 400, message: text("phone_invalid") });
  });

  it("files a request for the right code and answers a reference number", async () => {
    const transactionId = await sendCode(PHONE);
    const code = await latestCode(PHONE);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await post("/api/privacy/deletion/confirm", { transactionId, otp: wrongOf(code) });
    expect(wrong).toMatchObject({ status: 200, code: 205, data: { attemptsLeft: 2 }, message: text("otp_invalid") });

    const right = await post("/api/privacy/deletion/confirm", { transactionId, otp: code });
    expect(right.code).toBe(200);
    const { reference } = right.data as { reference: string };
    expect(reference).toMatch(REFERENCE);
    const row = await app.database.db
      .selectFrom("data_deletion_requests")
      .selectAll()
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ phone: PHONE, status: "pending" });

    const reused = await post("/api/privacy/deletion/confirm", { transactionId, otp: code });
    expect(reused).toMatchObject({ code: 206, message: text("otp_expired") });

    // Asking again while the first request is pending gives the same reference.
    const again = await sendCode(PHONE);
    const second = await post("/api/privacy/deletion/confirm", { transactionId: again, otp: await latestCode(PHONE) });
    expect(second.data).toEqual({ reference });
  });

  it("does not reveal whether a phone has any data", async () => {
    const transactionId = await sendCode("0398765432");
    const answer = await post("/api/privacy/deletion/confirm", { transactionId, otp: await latestCode("0398765432") });
    expect((answer.data as { reference: string }).reference).toMatch(REFERENCE);
  });

  it("resends a code after 5 seconds and only for a live transaction", async () => {
    const transactionId = await sendCode("0355555555");
    const tooSoon = await post("/api/privacy/deletion/resentotp", { transactionId });
    expect(tooSoon.code).toBe(203);
    app.clock.advance(6_000);
    const resent = await post("/api/privacy/deletion/resentotp", { transactionId });
    expect(resent.code).toBe(200);
    expect(resent.data).toMatchObject({ numberOfRemainOtp: 2 });
    const stale = await post("/api/privacy/deletion/resentotp", { transactionId });
    expect(stale.code).toBe(206);
  });

  async function seedPerson(phone: string, code: string, clickId: string, ip: string) {
    const db = app.database.db;
    const now = app.clock.now();
    const user = await db
      .insertInto("users")
      .values({
        username: phone,
        email: `${code.toLowerCase()}@example.com`,
        full_name: "Nguyễn Văn An",
        password_hash: "x",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("loan_tickets")
      .values({
        code,
        phone,
        email: "an@example.com",
        amount: 10_000_000,
        term: 6,
        ip,
        created_at: now,
        verified_at: now,
      })
      .execute();
    await db
      .updateTable("loan_tickets")
      .set({ full_name: "Nguyễn Văn An", national_id: "001090123456", income_answer: "7-10 triệu", user_id: user.id })
      .where("code", "=", code)
      .execute();
    await db
      .insertInto("consents")
      .values({ ticket_code: code, phone, purpose: "loan_lead", terms_version: "1", agreed_at: now, ip })
      .execute();
    await db
      .insertInto("leads")
      .values({
        ticket_code: code,
        full_name: "Nguyễn Văn An",
        national_id: "001090123456",
        phone,
        birth_year: 1990,
        gender: "Nam",
        email: "an@example.com",
        income: 8_000_000,
        loan_amount: 10_000_000,
        loan_term: 6,
        click_id: clickId,
        ip,
        page_code: "LOAN_HUB",
        score: 60,
        scorecard_version: "test",
        score_points: JSON.stringify({ base: 5 }),
        status: 1,
        income_type: 0,
        is_confirmed: "confirmed",
        address: "",
        city: "",
        job: "",
        company: "",
        company_address: "",
        source_url: "https://vaytieudung.vn/?cid=x",
        district: "",
        ward: "",
      })
      .execute();
    await db
      .insertInto("tracking_visits")
      .values({
        system_click_id: `${code}${"A".repeat(30 - code.length)}`,
        conversion_status: 9,
        time_on_page: 120,
        ip_address: ip,
        browser: "Chrome",
        operating_system: "Android",
        pub_click_id: clickId,
        utm_source: "facebook",
        first_seen_at: now,
        last_seen_at: now,
      })
      .execute();
  }

  it("anonymises the person's leads, visits and account, and nobody else's", async () => {
    const db = app.database.db;
    await seedPerson(PERSON, "LNERASE00001", "click-erase", "198.51.100.10");
    await seedPerson(OTHER, "LNKEEP000001", "click-keep", "198.51.100.20");
    const transactionId = await sendCode(PERSON);
    const filed = await post("/api/privacy/deletion/confirm", { transactionId, otp: await latestCode(PERSON) });
    const { reference } = filed.data as { reference: string };

    const outcome = await carryOutDeletion(app.database, reference, app.clock.now());
    expect(outcome).toMatchObject({
      kind: "completed",
      erased: { leads: 1, tickets: 1, consents: 1, visits: 1, accounts: 1 },
    });

    const lead = await db
      .selectFrom("leads")
      .selectAll()
      .where("ticket_code", "=", "LNERASE00001")
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ full_name: "", national_id: "", phone: "", email: "", click_id: null, ip: null });
    expect(lead).toMatchObject({ loan_amount: 10_000_000, score: 60 });
    const ticket = await db
      .selectFrom("loan_tickets")
      .selectAll()
      .where("code", "=", "LNERASE00001")
      .executeTakeFirstOrThrow();
    expect(ticket).toMatchObject({ phone: "", full_name: null, national_id: null, income_answer: null, ip: null });
    const visit = await db
      .selectFrom("tracking_visits")
      .selectAll()
      .where("pub_click_id", "is", null)
      .executeTakeFirstOrThrow();
    expect(visit).toMatchObject({ ip_address: ANONYMOUS_IP, utm_source: "facebook", conversion_status: 9 });
    const account = await db
      .selectFrom("users")
      .selectAll()
      .where("username", "like", "deleted-%")
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({ email: null, full_name: "" });
    expect(await db.selectFrom("users").select("id").where("username", "=", PERSON).execute()).toEqual([]);
    expect(await db.selectFrom("otp_codes").select("phone").where("phone", "=", PERSON).execute()).toEqual([]);
    expect(await db.selectFrom("sms_outbox").select("phone").where("phone", "=", PERSON).execute()).toEqual([]);

    // The other person is untouched.
    const kept = await db
      .selectFrom("leads")
      .selectAll()
      .where("ticket_code", "=", "LNKEEP000001")
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ phone: OTHER, full_name: "Nguyễn Văn An", click_id: "click-keep" });
    expect(await db.selectFrom("users").select("id").where("username", "=", OTHER).execute()).toHaveLength(1);
    const otherVisit = await db
      .selectFrom("tracking_visits")
      .select("ip_address")
      .where("pub_click_id", "=", "click-keep")
      .executeTakeFirstOrThrow();
    expect(otherVisit.ip_address).toBe("198.51.100.20");

    // The request keeps no phone, only its hash, dates and counts; carrying it out again changes nothing.
    const request = await db
      .selectFrom("data_deletion_requests")
      .selectAll()
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({ phone: null, status: "completed" });
    expect(request.phone_hash).toMatch(/^[0-9a-f]{64}$/);
    const again = await carryOutDeletion(app.database, reference, app.clock.now());
    expect(again).toMatchObject({ kind: "already", erased: outcome.kind === "completed" ? outcome.erased : {} });
  });

  it("lets compliance carry a request out through the API with a staff API token, audited", async () => {
    const transactionId = await sendCode("0377777777");
    const filed = await post("/api/privacy/deletion/confirm", { transactionId, otp: await latestCode("0377777777") });
    const { reference } = filed.data as { reference: string };
    const noToken = await post("/api/admin/privacy/erase", { reference });
    expect(noToken.status).toBe(401);
    const wrongToken = await post("/api/admin/privacy/erase", { reference }, { authorization: "Bearer nope" });
    expect(wrongToken.status).toBe(401);
    const operator = await post(
      "/api/admin/privacy/erase",
      { reference },
      { authorization: `Bearer ${operatorToken}` },
    );
    expect(operator.status).toBe(403);
    const auth = { authorization: `Bearer ${complianceToken}` };
    const done = await post("/api/admin/privacy/erase", { reference }, auth);
    expect(done).toMatchObject({ status: 200, code: 200, data: { reference, status: "completed" } });
    const audit = await app.database.db
      .selectFrom("audit_log")
      .select(["action", "staff_email"])
      .where("target", "=", `deletion:${reference}`)
      .execute();
    expect(audit).toEqual([{ action: "deletion-request.complete", staff_email: "compliance-script@vay.test" }]);
    const again = await post("/api/admin/privacy/erase", { reference }, auth);
    expect(again).toMatchObject({ status: 200, data: { reference, status: "already" } });
    const unknown = await post("/api/admin/privacy/erase", { reference: "XD20260101-AAAAAA" }, auth);
    expect(unknown).toMatchObject({
      status: 404,
      message: text("privacy_erase_unknown", { reference: "XD20260101-AAAAAA" }),
    });
  });
});
