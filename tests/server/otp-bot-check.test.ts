import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { subnetOf } from "../../server/services/rate-limit";
import { ACCOUNT_CODE } from "../../src/contract/accounts";
import { OTP_CODE } from "../../src/contract/otp";
import { t as text } from "../../src/i18n/t";
import { createUser } from "./accounts-helpers";
import { answer, solveCaptcha } from "./support/otp-flow";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

const HOUR = 3600_000;

/**
 * Issue 14, "SMS without a bot check": every call that sends an SMS for a new request needs a
 * solved ALTCHA challenge (once), and one network (/24, /64) cannot use up the global ceiling.
 */
describe.each(testDatabaseKinds())("bot check and network tier on SMS-sending calls on %s", (kind) => {
  let t: TestApp;
  let n = 0;
  let phone = "";
  const base = loadConfig({ NODE_ENV: "test" }).rateLimits;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      rateLimits: { ...base, smsPerIpPerHour: 100, smsPerSubnetPerHour: 3, smsGlobalPerHour: 10 },
    });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    phone = `09${String(70_000_000 + ++n).slice(-8)}`;
    t.clock.advance(2 * HOUR);
  });
  const post = (path: string, json: unknown, ip = `192.0.2.${n}`) =>
    t.request(path, { method: "POST", json, ip }).then(async (res) => ({ status: res.status, ...(await answer(res)) }));
  const outbox = async (to: string) =>
    t.database.db.selectFrom("sms_outbox").select("id").where("phone", "=", to).execute();

  it("refuses a new reset code without a solved bot check, and sends nothing", async () => {
    await createUser(t.database, { phone, password: "mat-khau-1" });
    const missing = await post("/api/auth/sendOtp", { username: phone });
    expect(missing).toMatchObject({ status: 400, message: text("captcha_invalid") });
    const forged = await post("/api/auth/sendOtp", { username: phone, captchaResponse: "eyJmb28iOjF9" });
    expect(forged).toMatchObject({ status: 400, message: text("captcha_invalid") });
    expect(await outbox(phone)).toEqual([]);

    const solved = await solveCaptcha(t);
    expect((await post("/api/auth/sendOtp", { username: phone, captchaResponse: solved })).code).toBe(200);
    // A payload passes once.
    const reused = await post("/api/auth/resetpassword", { username: phone, captchaResponse: solved });
    expect(reused).toMatchObject({ status: 400, message: text("captcha_invalid") });
    expect(await outbox(phone)).toHaveLength(1);
  });

  it("asks the bot check before looking the phone up, so unknown phones cannot be probed without it", async () => {
    const unknown = await post("/api/auth/sendOtp", { username: phone });
    expect(unknown).toMatchObject({ status: 400, message: text("captcha_invalid") });
    const solved = await post("/api/auth/sendOtp", { username: phone, captchaResponse: await solveCaptcha(t) });
    expect(solved.code).toBe(ACCOUNT_CODE.phoneNotRegistered);
  });

  it("lets a resend of a request that passed the check go without a new one", async () => {
    await createUser(t.database, { phone, password: "mat-khau-2" });
    const sent = await post("/api/auth/sendOtp", { username: phone, captchaResponse: await solveCaptcha(t) });
    const { transactionId } = sent.data as { transactionId: string };
    t.clock.advance(10_000);
    const resent = await post("/api/auth/sendOtp", { username: phone, transactionId });
    expect(resent.code).toBe(200);
    expect(await outbox(phone)).toHaveLength(2);
  });

  it("refuses a data-deletion code without a solved bot check", async () => {
    const missing = await post("/api/privacy/deletion/otp", { phone, agreeChecked: true });
    expect(missing.status).toBe(400);
    const forged = await post("/api/privacy/deletion/otp", { phone, agreeChecked: true, captchaResponse: "x" });
    expect(forged).toMatchObject({ status: 400, message: text("captcha_invalid") });
    expect(await outbox(phone)).toEqual([]);
    const solved = await post("/api/privacy/deletion/otp", {
      phone,
      agreeChecked: true,
      captchaResponse: await solveCaptcha(t),
    });
    expect(solved.code).toBe(200);
    expect(await outbox(phone)).toHaveLength(1);
  });

  it("stops one IPv4 /24 at its tier, across addresses and phones, and leaves the global ceiling to others", async () => {
    const codes: number[] = [];
    for (let i = 1; i <= 5; i += 1) {
      const sent = await post(
        "/api/privacy/deletion/otp",
        {
          phone: `09${String(71_000_000 + n * 10 + i).slice(-8)}`,
          agreeChecked: true,
          captchaResponse: await solveCaptcha(t),
        },
        `203.0.113.${i}`,
      );
      codes.push(sent.code);
    }
    expect(codes).toEqual([200, 200, 200, OTP_CODE.limit, OTP_CODE.limit]);
    const elsewhere = await post(
      "/api/privacy/deletion/otp",
      { phone, agreeChecked: true, captchaResponse: await solveCaptcha(t) },
      "198.18.7.1",
    );
    expect(elsewhere.code).toBe(200);
  });

  it("stops one IPv6 /64 at its tier, whatever the interface identifiers", async () => {
    const codes: number[] = [];
    for (const ip of ["2001:db8:7:1::1", "2001:db8:7:1:ffff::2", "2001:db8:7:1:a:b:c:d", "2001:0db8:0007:0001::9"]) {
      const sent = await post(
        "/api/privacy/deletion/otp",
        {
          phone: `09${String(72_000_000 + n * 10 + codes.length).slice(-8)}`,
          agreeChecked: true,
          captchaResponse: await solveCaptcha(t),
        },
        ip,
      );
      codes.push(sent.code);
    }
    expect(codes).toEqual([200, 200, 200, OTP_CODE.limit]);
    const otherNet = await post(
      "/api/privacy/deletion/otp",
      { phone, agreeChecked: true, captchaResponse: await solveCaptcha(t) },
      "2001:db8:7:2::1",
    );
    expect(otherNet.code).toBe(200);
  });
});

describe("the network of an address", () => {
  it("is the /24 of IPv4 (also IPv4-mapped) and the /64 of IPv6", () => {
    expect(subnetOf("203.0.113.77")).toBe("203.0.113.0/24");
    expect(subnetOf("::ffff:203.0.113.77")).toBe("203.0.113.0/24");
    expect(subnetOf("2001:db8:7:1::1")).toBe("2001:db8:7:1::/64");
    expect(subnetOf("2001:0db8:0007:0001:ffff:0:0:2")).toBe("2001:db8:7:1::/64");
    expect(subnetOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(subnetOf("::1")).toBe("0:0:0:0::/64");
    expect(subnetOf("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(subnetOf("unknown")).toBe("unknown");
  });
});
