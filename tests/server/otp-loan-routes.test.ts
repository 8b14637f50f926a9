import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { verifyTicketToken } from "../../server/services/ticket-token";
import { vi as catalogue } from "../../src/i18n/t";
import { answer, apply, applyBody, latestOtp, otherCode, solveCaptcha } from "./support/otp-flow";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

const HOUR = 3600_000;

describe.each(testDatabaseKinds())("loan ticket OTP endpoints on %s", (kind) => {
  let t: TestApp;
  let n = 0;
  let phone = "";
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    phone = `03${String(20_000_000 + ++n).slice(-8)}`;
    t.clock.advance(2 * HOUR);
  });

  const post = (path: string, json: unknown, ip?: string) =>
    t
      .request(path, { method: "POST", json, ...(ip ? { ip } : {}) })
      .then((res) => answer<Record<string, unknown>>(res));
  const verifyotp = (ticketCode: string, transactionId: string, otp: string) =>
    post(`/api/loan/ticket/${ticketCode}/verifyotp`, { otp, type: "loanConfirm", transactionId });

  it("apply creates a ticket and its consent, sends the code, and verifyotp confirms it", async () => {
    const applied = await apply(t, { mobile: phone, email: "an@example.vn" });
    expect(applied.code).toBe(200);
    const { ticketCode, transactionId } = applied.data;
    expect(ticketCode).toMatch(/^LN[A-Z0-9]{10}$/);
    const consent = await t.database.db
      .selectFrom("consents")
      .selectAll()
      .where("ticket_code", "=", ticketCode)
      .executeTakeFirstOrThrow();
    // The versions of the terms and privacy policy in effect (the seeded first ones), set by the server.
    expect(consent).toMatchObject({
      phone,
      purpose: "loan_lead",
      terms_version: "terms:v1+privacy:v1",
      ip: "127.0.0.1",
    });
    expect(new Date(consent.agreed_at).getTime()).toBe(t.clock.now().getTime());

    const remain = await post("/api/loan/ticket/count/remainotp", { mobile: phone });
    expect(remain).toEqual({ code: 200, data: { numberOfRemainOtp: 3 } });

    const verified = await verifyotp(ticketCode, transactionId, await latestOtp(t, phone));
    expect(verified.code).toBe(200);
    expect(verified.data.ticketCode).toBe(ticketCode);
    const token = verified.data.ticketToken as string;
    expect(await verifyTicketToken(t.deps.secrets, token, t.clock.now())).toBe(ticketCode);
    const ticket = await t.database.db
      .selectFrom("loan_tickets")
      .selectAll()
      .where("code", "=", ticketCode)
      .executeTakeFirstOrThrow();
    expect(ticket).toMatchObject({ phone, email: "an@example.vn", amount: 10_000_000, term: 6 });
    expect(ticket.verified_at).not.toBeNull();
  });

  it("verifyotp answers 205 with attempts left, 203 on the third wrong code, 206 when expired", async () => {
    const { ticketCode, transactionId } = (await apply(t, { mobile: phone })).data;
    const wrong = otherCode(await latestOtp(t, phone));
    expect(await verifyotp(ticketCode, transactionId, wrong)).toEqual({
      code: 205,
      data: { attemptsLeft: 2 },
      message: "Mã xác thực OTP không hợp lệ.",
    });
    await verifyotp(ticketCode, transactionId, wrong);
    expect(await verifyotp(ticketCode, transactionId, wrong)).toEqual({
      code: 203,
      data: null,
      message: "Bạn đã nhập sai OTP 3 lần. Vui lòng thử lại sau 24 giờ.",
    });
    // A new apply for the locked phone is refused the same way, without a new SMS.
    const before = await t.database.db.selectFrom("sms_outbox").select("id").where("phone", "=", phone).execute();
    expect((await apply(t, { mobile: phone })).message).toBe(catalogue.otp_locked);
    const after = await t.database.db.selectFrom("sms_outbox").select("id").where("phone", "=", phone).execute();
    expect(after).toHaveLength(before.length);

    t.clock.advance(24 * HOUR + 1000);
    const again = (await apply(t, { mobile: phone })).data;
    t.clock.advance(301_000);
    expect(await verifyotp(again.ticketCode, again.transactionId, await latestOtp(t, phone))).toEqual({
      code: 206,
      data: null,
      message: "Mã xác thực OTP đã hết hiệu lực.",
    });
  });

  it("a code confirms only the ticket it was sent for", async () => {
    const first = (await apply(t, { mobile: phone })).data;
    const firstCode = await latestOtp(t, phone);
    const other = (await apply(t, { mobile: `09${phone.slice(2)}` })).data;
    expect((await verifyotp(other.ticketCode, first.transactionId, firstCode)).code).toBe(206);
    expect((await verifyotp("LN0000000000", first.transactionId, firstCode)).code).toBe(206);
    expect((await verifyotp(first.ticketCode, first.transactionId, firstCode)).code).toBe(200);
  });

  it("resentotp gives a new transaction until none is left, then 203 'Đã hết số lần gửi lại mã xác thực'", async () => {
    const applied = (await apply(t, { mobile: phone })).data;
    let transactionId = applied.transactionId;
    for (const left of [2, 1, 0]) {
      t.clock.advance(10_000);
      const res = await post(`/api/loan/ticket/${applied.ticketCode}/resentotp`, {
        ticketCode: applied.ticketCode,
        transactionId,
      });
      expect(res).toMatchObject({ code: 200, data: { numberOfRemainOtp: left } });
      transactionId = res.data.transactionId as string;
      expect(await post("/api/loan/ticket/count/remainotp", { mobile: phone })).toMatchObject({
        data: { numberOfRemainOtp: left },
      });
    }
    t.clock.advance(10_000);
    expect(
      await post(`/api/loan/ticket/${applied.ticketCode}/resentotp`, { ticketCode: applied.ticketCode, transactionId }),
    ).toEqual({ code: 203, data: null, message: "Đã hết số lần gửi lại mã xác thực" });
    expect((await verifyotp(applied.ticketCode, transactionId, await latestOtp(t, phone))).code).toBe(200);
  });

  it("checks the bot check first: a missing, forged or reused captcha is refused before anything is sent", async () => {
    const refused = await t.request("/api/loan/ticket/apply", {
      method: "POST",
      json: applyBody("bm90IGEgcGF5bG9hZA==", { mobile: phone }),
    });
    expect(refused.status).toBe(400);
    expect(await answer(refused)).toMatchObject({ message: catalogue.captcha_invalid });
    const captcha = await solveCaptcha(t);
    expect((await apply(t, { mobile: phone, captchaResponse: captcha })).code).toBe(200);
    const reused = await t.request("/api/loan/ticket/apply", {
      method: "POST",
      json: applyBody(captcha, { mobile: phone }),
    });
    expect(reused.status).toBe(400);
    const missing = await t.request("/api/loan/ticket/apply", {
      method: "POST",
      json: { ...applyBody("", { mobile: phone }) },
    });
    expect(await answer(missing)).toMatchObject({ message: catalogue.captcha_required });
    const sent = await t.database.db.selectFrom("sms_outbox").select("id").where("phone", "=", phone).execute();
    expect(sent).toHaveLength(1);
  });

  it("refuses phones that are not Vietnamese mobiles with 400 and sends nothing", async () => {
    for (const mobile of ["0212345678", "+84912345678", "1234567890"]) {
      const res = await t.request("/api/loan/ticket/apply", {
        method: "POST",
        json: applyBody(await solveCaptcha(t), { mobile }),
      });
      expect(res.status).toBe(400);
      expect(await answer(res)).toMatchObject({ message: catalogue.phone_invalid });
    }
    expect(
      await t.database.db.selectFrom("sms_outbox").select("id").where("phone", "=", "0212345678").execute(),
    ).toEqual([]);
  });

  it("refuses a blacklisted phone at apply too (as /validatephone does) and sends nothing", async () => {
    for (const [mobile, code] of [
      ["0911000201", 201],
      ["0911000202", 202],
    ] as const) {
      const res = await t.request("/api/loan/ticket/apply", {
        method: "POST",
        json: applyBody(await solveCaptcha(t), { mobile }),
      });
      expect(await answer(res)).toEqual({ code, data: null, message: catalogue.phone_blacklisted });
      expect(await t.database.db.selectFrom("sms_outbox").select("id").where("phone", "=", mobile).execute()).toEqual(
        [],
      );
    }
  });

  it("limits SMS per phone (203) and lets the phone ask again an hour later", async () => {
    const limit = t.deps.config.rateLimits.smsPerPhonePerHour;
    for (let i = 0; i < limit; i++) expect((await apply(t, { mobile: phone, ip: `198.19.0.${i}` })).code).toBe(200);
    expect(await apply(t, { mobile: phone, ip: "198.19.0.200" })).toEqual({
      code: 203,
      data: null,
      message: catalogue.otp_too_many_requests,
    });
    t.clock.advance(2 * HOUR);
    expect((await apply(t, { mobile: phone, ip: "198.19.0.201" })).code).toBe(200);
  });

  it("limits SMS per IP (203) across phones", async () => {
    const limit = t.deps.config.rateLimits.smsPerIpPerHour;
    const ip = "198.19.1.1";
    const codes = [];
    for (let i = 0; i <= limit; i++) codes.push((await apply(t, { mobile: `07${String(30_000_000 + i)}`, ip })).code);
    expect(codes.slice(0, limit).every((code) => code === 200)).toBe(true);
    expect(codes.at(-1)).toBe(203);
  });

  it("stops SMS pumping at the global ceiling, whatever the phones and addresses", async () => {
    const pumped = await createTestApp(kind, { rateLimits: { ...t.deps.config.rateLimits, smsGlobalPerHour: 3 } });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) {
        codes.push((await apply(pumped, { mobile: `08${String(40_000_000 + i)}`, ip: `198.19.2.${i}` })).code);
      }
      expect(codes).toEqual([200, 200, 200, 203]);
    } finally {
      await pumped.close();
    }
  });

  it("never writes a phone number to the log", async () => {
    const { ticketCode, transactionId } = (await apply(t, { mobile: phone })).data;
    await verifyotp(ticketCode, transactionId, otherCode(await latestOtp(t, phone)));
    await verifyotp(ticketCode, transactionId, await latestOtp(t, phone));
    const log = t.logLines.join("\n");
    expect(log).toContain("sms stored in the outbox");
    expect(log).not.toContain(phone);
    expect(log).not.toContain(phone.slice(1));
  });
});
