import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { OtpPurpose } from "../../server/db/tables/otp";
import { requestOtp, resendOtp } from "../../server/services/otp/request";
import { verifyOtp } from "../../server/services/otp/verify";
import { ACCOUNT_CODE } from "../../src/contract/accounts";
import { OTP_CODE } from "../../src/contract/otp";
import { t as text } from "../../src/i18n/t";
import { createUser } from "./accounts-helpers";
import { answer, apply, latestOtp, otherCode, solveCaptcha } from "./support/otp-flow";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const PURPOSES: OtpPurpose[] = ["loan", "reset", "deletion", "ticket"];

/**
 * The attack of issue 14 item 3: "send, two wrong codes" three times, then the right code. Wrong
 * codes are counted per phone and purpose across requests and resends: the third one within 24 h
 * locks, so the right code typed after it gets nothing.
 */
describe.each(testDatabaseKinds())("OTP wrong-code lock across requests on %s", (kind) => {
  let t: TestApp;
  let n = 0;
  let phone = "";
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    phone = `09${String(60_000_000 + ++n).slice(-8)}`;
    t.clock.advance(2 * HOUR);
  });
  const post = (path: string, json: unknown) =>
    t.request(path, { method: "POST", json, ip: `198.51.${n}.9` }).then((res) => answer<Record<string, unknown>>(res));

  describe.each(PURPOSES)("the service, purpose %s", (purpose) => {
    const send = async () => {
      const sent = await requestOtp(t.deps, { phone, purpose, ip: "203.0.113.40" });
      return sent.kind === "sent"
        ? { kind: "sent" as const, transactionId: sent.transactionId, code: await latestOtp(t, phone) }
        : sent;
    };
    const verify = (transactionId: string, otp: string) =>
      verifyOtp(t.deps, { transactionId, otp, purpose, ip: "203.0.113.40" });

    it("locks at the third wrong code whatever was sent in between, and the right code then gets nothing", async () => {
      const first = await send();
      if (!("code" in first)) throw new Error("first send refused");
      expect(await verify(first.transactionId, otherCode(first.code))).toEqual({ kind: "wrong", attemptsLeft: 2 });
      expect(await verify(first.transactionId, otherCode(first.code))).toEqual({ kind: "wrong", attemptsLeft: 1 });

      t.clock.advance(10 * SECOND);
      const second = await send();
      if (!("code" in second)) throw new Error("second send refused");
      const third = await verify(second.transactionId, otherCode(second.code));
      expect(third.kind).toBe("locked");

      // The right code of the live request, a new request and a resend: all refused for 24 hours.
      expect((await verify(second.transactionId, second.code)).kind).toBe("locked");
      expect((await send()).kind).toBe("locked");
      t.clock.advance(10 * SECOND);
      expect((await resendOtp(t.deps, { transactionId: second.transactionId, purpose, ip: "203.0.113.40" })).kind).toBe(
        "locked",
      );
      t.clock.advance(23 * HOUR);
      expect((await send()).kind).toBe("locked");
      t.clock.advance(HOUR);
      const after = await send();
      if (!("code" in after)) throw new Error(`refused after the lock: ${after.kind}`);
      expect(await verify(after.transactionId, after.code)).toMatchObject({ kind: "ok", phone });
    });

    it("counts wrong codes across resends too", async () => {
      const first = await send();
      if (!("code" in first)) throw new Error("send refused");
      await verify(first.transactionId, otherCode(first.code));
      await verify(first.transactionId, otherCode(first.code));
      t.clock.advance(10 * SECOND);
      const resent = await resendOtp(t.deps, { transactionId: first.transactionId, purpose, ip: "203.0.113.40" });
      if (resent.kind !== "sent") throw new Error(`resend refused: ${resent.kind}`);
      const code = await latestOtp(t, phone);
      expect((await verify(resent.transactionId, otherCode(code))).kind).toBe("locked");
      expect((await verify(resent.transactionId, code)).kind).toBe("locked");
    });
  });

  it("forgets wrong codes older than 24 hours, and a right code clears the count", async () => {
    const send = async () => {
      const sent = await requestOtp(t.deps, { phone, purpose: "loan", ip: "203.0.113.41" });
      if (sent.kind !== "sent") throw new Error(sent.kind);
      return { transactionId: sent.transactionId, code: await latestOtp(t, phone) };
    };
    const verify = (transactionId: string, otp: string) =>
      verifyOtp(t.deps, { transactionId, otp, purpose: "loan", ip: "203.0.113.41" });
    const a = await send();
    await verify(a.transactionId, otherCode(a.code));
    await verify(a.transactionId, otherCode(a.code));
    t.clock.advance(24 * HOUR + SECOND);
    const b = await send();
    expect(await verify(b.transactionId, otherCode(b.code))).toEqual({ kind: "wrong", attemptsLeft: 2 });
    expect(await verify(b.transactionId, b.code)).toMatchObject({ kind: "ok" });
    t.clock.advance(10 * SECOND);
    const c = await send();
    expect(await verify(c.transactionId, otherCode(c.code))).toEqual({ kind: "wrong", attemptsLeft: 2 });
  });

  it("keeps the lock in a logged table, so it survives a crash", async () => {
    const { rows } = await sql<{ relpersistence: string }>`
      SELECT relpersistence FROM pg_class WHERE oid = 'otp_attempts'::regclass
    `.execute(t.database.db);
    expect(rows[0]?.relpersistence).toBe("p");
  });

  it("lead funnel: three rounds of apply and two wrong codes give no ticket token", async () => {
    let last = { ticketCode: "", transactionId: "" };
    const answers: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const applied = await apply(t, { mobile: phone, ip: `198.51.${n}.10` });
      if (applied.code !== 200) {
        answers.push(applied.code);
        break;
      }
      last = applied.data;
      const code = await latestOtp(t, phone);
      for (let i = 0; i < 2; i += 1) {
        const wrong = await post(`/api/loan/ticket/${last.ticketCode}/verifyotp`, {
          otp: otherCode(code),
          type: "loanConfirm",
          transactionId: last.transactionId,
        });
        answers.push(wrong.code);
        t.clock.advance(SECOND);
      }
      t.clock.advance(10 * SECOND);
    }
    expect(answers).toEqual([OTP_CODE.wrong, OTP_CODE.wrong, OTP_CODE.limit, OTP_CODE.limit, OTP_CODE.limit]);
    const right = await post(`/api/loan/ticket/${last.ticketCode}/verifyotp`, {
      otp: await latestOtp(t, phone),
      type: "loanConfirm",
      transactionId: last.transactionId,
    });
    expect(right).toMatchObject({ code: OTP_CODE.limit, message: text("otp_locked") });
    expect(right.data?.ticketToken).toBeUndefined();
  });

  it("password reset: three rounds of sendOtp and two wrong codes give no validateToken", async () => {
    await createUser(t.database, { phone, password: "mat-khau-cu" });
    let transactionId = "";
    const answers: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const sent = await post("/api/auth/sendOtp", { username: phone, captchaResponse: await solveCaptcha(t) });
      if (sent.code !== 200) {
        answers.push(sent.code);
        break;
      }
      transactionId = String(sent.data?.transactionId);
      const code = await latestOtp(t, phone);
      for (let i = 0; i < 2; i += 1) {
        answers.push(
          (await post("/api/auth/verifyotp", { username: phone, otp: otherCode(code), transactionId })).code,
        );
        t.clock.advance(SECOND);
      }
      t.clock.advance(10 * SECOND);
    }
    // The third wrong code answers 205 with no attempt left (the screen shows the lock), then 203.
    expect(answers).toEqual([
      ACCOUNT_CODE.otpWrong,
      ACCOUNT_CODE.otpWrong,
      ACCOUNT_CODE.otpWrong,
      ACCOUNT_CODE.limit,
      ACCOUNT_CODE.limit,
    ]);
    const right = await post("/api/auth/verifyotp", { username: phone, otp: await latestOtp(t, phone), transactionId });
    expect(right).toMatchObject({ code: ACCOUNT_CODE.limit, data: null, message: text("otp_locked") });
  });

  it("data deletion: three rounds of a code and two wrong ones file no request", async () => {
    let transactionId = "";
    const answers: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const sent = await post("/api/privacy/deletion/otp", {
        phone,
        agreeChecked: true,
        captchaResponse: await solveCaptcha(t),
      });
      if (sent.code !== 200) {
        answers.push(sent.code);
        break;
      }
      transactionId = String(sent.data?.transactionId);
      const code = await latestOtp(t, phone);
      for (let i = 0; i < 2; i += 1) {
        answers.push((await post("/api/privacy/deletion/confirm", { transactionId, otp: otherCode(code) })).code);
        t.clock.advance(SECOND);
      }
      t.clock.advance(10 * SECOND);
    }
    expect(answers).toEqual([OTP_CODE.wrong, OTP_CODE.wrong, OTP_CODE.limit, OTP_CODE.limit, OTP_CODE.limit]);
    const right = await post("/api/privacy/deletion/confirm", { transactionId, otp: await latestOtp(t, phone) });
    expect(right).toMatchObject({ code: OTP_CODE.limit, message: text("otp_locked") });
    const filed = await t.database.db
      .selectFrom("data_deletion_requests")
      .select("id")
      .where("phone", "=", phone)
      .execute();
    expect(filed).toEqual([]);
  });
});
