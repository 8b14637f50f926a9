import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { OTP_POLICY } from "../../server/services/otp/policy";
import { remainingResends, requestOtp, resendOtp } from "../../server/services/otp/request";
import { verifyOtp } from "../../server/services/otp/verify";
import { latestOtp, otherCode } from "./support/otp-flow";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

const SECOND = 1000;
const HOUR = 3600 * SECOND;

describe.each(testDatabaseKinds())("OTP service on %s", (kind) => {
  let t: TestApp;
  let phoneNumber = 0;
  let phone = "";
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    // A phone of its own per test, and an hour later, so the per-phone and per-IP tiers start afresh.
    phone = `09${String(10_000_000 + ++phoneNumber).slice(-8)}`;
    t.clock.advance(2 * HOUR);
  });

  async function send(purpose: "loan" | "reset" = "loan") {
    const result = await requestOtp(t.deps, { phone, purpose, ip: "203.0.113.1" });
    if (result.kind !== "sent") throw new Error(`not sent: ${result.kind}`);
    return { transactionId: result.transactionId, code: await latestOtp(t, phone) };
  }
  const verify = (transactionId: string, otp: string, purpose: "loan" | "reset" = "loan") =>
    verifyOtp(t.deps, { transactionId, otp, purpose, ip: "203.0.113.1" });
  const resend = (transactionId: string) => resendOtp(t.deps, { transactionId, purpose: "loan", ip: "203.0.113.1" });

  it("sends six digits by SMS in Vietnamese with the validity, and stores only a keyed hash", async () => {
    const { transactionId, code } = await send();
    expect(code).toMatch(/^\d{6}$/);
    const [sms] = await t.database.db.selectFrom("sms_outbox").selectAll().where("phone", "=", phone).execute();
    expect(sms?.text).toContain(code);
    expect(sms?.text).toMatch(/Ma xac thuc OTP .* 5 phut/);
    const row = await t.database.db
      .selectFrom("otp_codes")
      .selectAll()
      .where("transaction_id", "=", transactionId)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
  });

  it("accepts the code at 299 s and calls it expired at 301 s", async () => {
    const first = await send();
    t.clock.advance(299 * SECOND);
    expect(await verify(first.transactionId, first.code)).toMatchObject({ kind: "ok", phone });

    const second = await send();
    t.clock.advance(301 * SECOND);
    expect(await verify(second.transactionId, second.code)).toEqual({ kind: "expired" });
  });

  it("accepts a code once: reusing it is refused", async () => {
    const { transactionId, code } = await send();
    expect((await verify(transactionId, code)).kind).toBe("ok");
    expect(await verify(transactionId, code)).toEqual({ kind: "expired" });
  });

  it("is scoped by purpose", async () => {
    const { transactionId, code } = await send("reset");
    expect(await verify(transactionId, code, "loan")).toEqual({ kind: "expired" });
    expect((await verify(transactionId, code, "reset")).kind).toBe("ok");
  });

  it("counts wrong codes, locks after the third for 24 hours, then lets the phone ask again", async () => {
    const { transactionId, code } = await send();
    expect(await verify(transactionId, otherCode(code))).toEqual({ kind: "wrong", attemptsLeft: 2 });
    expect(await verify(transactionId, otherCode(code))).toEqual({ kind: "wrong", attemptsLeft: 1 });
    const locked = await verify(transactionId, otherCode(code));
    expect(locked.kind).toBe("locked");
    // Even the right code is refused now, and no new code is sent.
    expect((await verify(transactionId, code)).kind).toBe("locked");
    expect((await requestOtp(t.deps, { phone, purpose: "loan", ip: "203.0.113.1" })).kind).toBe("locked");
    expect(await remainingResends(t.deps, phone, "loan")).toBe(0);
    // The lock is per purpose.
    expect((await requestOtp(t.deps, { phone, purpose: "reset", ip: "203.0.113.1" })).kind).toBe("sent");

    t.clock.advance(24 * HOUR - SECOND);
    expect((await requestOtp(t.deps, { phone, purpose: "loan", ip: "203.0.113.1" })).kind).toBe("locked");
    t.clock.advance(2 * SECOND);
    const again = await send();
    expect(await verify(again.transactionId, otherCode(again.code))).toEqual({ kind: "wrong", attemptsLeft: 2 });
    expect((await verify(again.transactionId, again.code)).kind).toBe("ok");
  });

  it("of concurrent checks of one code exactly one succeeds", async () => {
    const { transactionId, code } = await send();
    const pair = await Promise.all([verify(transactionId, code), verify(transactionId, code)]);
    expect(pair.map((r) => r.kind).sort()).toEqual(["expired", "ok"]);
    // More at once, so that on PostgreSQL several of them read the row before any consumes it.
    const again = await send();
    const many = await Promise.all(Array.from({ length: 8 }, () => verify(again.transactionId, again.code)));
    expect(many.filter((r) => r.kind === "ok")).toHaveLength(1);
  });

  it("allows three resends a session, each with a new transaction, and says how many are left", async () => {
    let { transactionId } = await send();
    expect(await remainingResends(t.deps, phone, "loan")).toBe(3);
    for (const left of [2, 1, 0]) {
      t.clock.advance(OTP_POLICY.resendAfterMs);
      const result = await resend(transactionId);
      expect(result).toMatchObject({ kind: "sent", resendsLeft: left });
      if (result.kind !== "sent") return;
      // The replaced code and transaction no longer work; the new one does (checked below).
      expect(await verify(transactionId, "000000")).toEqual({ kind: "expired" });
      transactionId = result.transactionId;
      expect(await remainingResends(t.deps, phone, "loan")).toBe(left);
    }
    t.clock.advance(OTP_POLICY.resendAfterMs);
    expect(await resend(transactionId)).toEqual({ kind: "exhausted" });
    expect((await verify(transactionId, await latestOtp(t, phone))).kind).toBe("ok");
    // A new request starts a new session.
    expect(await remainingResends(t.deps, phone, "loan")).toBe(3);
  });

  it("refuses a resend sooner than 5 s after a send", async () => {
    const { transactionId } = await send();
    t.clock.advance(OTP_POLICY.resendAfterMs - SECOND);
    expect((await resend(transactionId)).kind).toBe("limit");
    t.clock.advance(SECOND);
    expect((await resend(transactionId)).kind).toBe("sent");
  });

  it("allows one resend after the code timed out", async () => {
    const { transactionId } = await send();
    t.clock.advance(301 * SECOND);
    const first = await resend(transactionId);
    expect(first.kind).toBe("sent");
    if (first.kind !== "sent") return;
    t.clock.advance(301 * SECOND);
    expect(await resend(first.transactionId)).toEqual({ kind: "exhausted" });
  });

  it("keeps wrong codes counted across a resend", async () => {
    const { transactionId, code } = await send();
    expect(await verify(transactionId, otherCode(code))).toEqual({ kind: "wrong", attemptsLeft: 2 });
    t.clock.advance(OTP_POLICY.resendAfterMs);
    const resent = await resend(transactionId);
    if (resent.kind !== "sent") throw new Error("not resent");
    const fresh = await latestOtp(t, phone);
    expect(await verify(resent.transactionId, otherCode(fresh))).toEqual({ kind: "wrong", attemptsLeft: 1 });
  });

  it("refuses numbers that are not Vietnamese mobiles and sends them nothing", async () => {
    for (const bad of ["0212345678", "+84912345678", "84912345678", "091234567", "12345"]) {
      expect(await requestOtp(t.deps, { phone: bad, purpose: "loan", ip: "203.0.113.1" })).toEqual({
        kind: "invalidPhone",
      });
    }
    const sent = await t.database.db
      .selectFrom("sms_outbox")
      .select("phone")
      .where("phone", "=", "0212345678")
      .execute();
    expect(sent).toHaveLength(0);
  });

  it("limits checks per phone and per IP", async () => {
    const { transactionId, code } = await send();
    const limits = t.deps.config.rateLimits;
    const results = [];
    for (let i = 0; i < limits.otpVerifyPerPhonePerHour + 1; i++) {
      // Each from another address: the per-phone tier is what stops them.
      results.push(await verifyOtp(t.deps, { transactionId, otp: code, purpose: "loan", ip: `198.18.0.${i}` }));
    }
    expect(results.at(-1)?.kind).toBe("limit");

    const ip = "198.18.1.1";
    let last = "";
    for (let i = 0; i < limits.otpVerifyPerIpPerHour + 1; i++) {
      const unknown = "00000000-0000-4000-8000-000000000000";
      last = (await verifyOtp(t.deps, { transactionId: unknown, otp: "123456", purpose: "loan", ip })).kind;
    }
    expect(last).toBe("limit");
  });
});
