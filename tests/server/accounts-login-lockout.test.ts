import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { ACCOUNT_CODE } from "../../src/contract/accounts";
import { t as text } from "../../src/i18n/t";
import { createUser, post } from "./accounts-helpers";
import { solveCaptcha } from "./support/otp-flow";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

const LOGIN = "/api/auth/login";
const HOUR = 60 * 60 * 1000;
const limits = { ...loadConfig({ NODE_ENV: "test" }).rateLimits, loginPerAccountPerHour: 4, loginPerIpPerHour: 20 };

/**
 * Issue 14, "strangers lock an owner out": failed sign-ins count per account, whichever of its
 * phone or e-mail is typed; past the limit a sign-in needs the bot check instead of a 429.
 */
describe.each(testDatabaseKinds())("failed sign-ins per account on %s", (kind) => {
  let t: TestApp;
  let ipCounter = 0;
  const freshIp = () => `203.0.113.${++ipCounter}`;
  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimits: limits });
  });
  afterAll(() => t.close());
  const login = (body: Record<string, string>) => post(t, LOGIN, body, { ip: freshIp() });

  it("counts the phone and the e-mail of one account together", async () => {
    await createUser(t.database, { phone: "0911000001", email: "chu.tk@example.vn", password: "dung-roi-1" });
    for (const username of ["0911000001", "Chu.TK@example.vn", "0911000001", "chu.tk@example.vn"]) {
      expect((await login({ username, password: "sai-roi" })).code).toBe(ACCOUNT_CODE.loginFailed);
    }
    const fifth = await login({ username: "chu.tk@example.vn", password: "sai-lan-nua" });
    expect(fifth.code).toBe(ACCOUNT_CODE.captchaRequired);
    const byPhone = await login({ username: "0911000001", password: "dung-roi-1" });
    expect(byPhone).toMatchObject({ status: 200, code: ACCOUNT_CODE.captchaRequired });
  });

  it("never refuses the owner with a solved bot check, however many strangers tried", async () => {
    await createUser(t.database, { phone: "0911000002", password: "dung-roi-2" });
    for (let i = 0; i < 12; i += 1) await login({ username: "0911000002", password: `sai-${i}` });
    const owner = await login({
      username: "0911000002",
      password: "dung-roi-2",
      captchaResponse: await solveCaptcha(t),
    });
    expect(owner.status).toBe(200);
    expect(owner.code).toBe(200);
    // A success forgets the failures: the next sign-in needs no bot check.
    expect((await login({ username: "0911000002", password: "dung-roi-2" })).code).toBe(200);
  });

  it("past the limit asks for the bot check for a wrong password too, and refuses a payload used twice", async () => {
    await createUser(t.database, { phone: "0911000003", password: "dung-roi-3" });
    for (let i = 0; i < 4; i += 1) await login({ username: "0911000003", password: `sai-${i}` });
    const solved = await solveCaptcha(t);
    const wrong = await login({ username: "0911000003", password: "sai-nua", captchaResponse: solved });
    expect(wrong).toMatchObject({ code: ACCOUNT_CODE.loginFailed, message: text("login_failed") });
    const reused = await login({ username: "0911000003", password: "dung-roi-3", captchaResponse: solved });
    expect(reused).toMatchObject({
      code: ACCOUNT_CODE.captchaRequired,
      message: text("account_login_captcha_required"),
    });
    const forged = await login({ username: "0911000003", password: "dung-roi-3", captchaResponse: "bm9wZQ==" });
    expect(forged.code).toBe(ACCOUNT_CODE.captchaRequired);
    t.clock.advance(2 * HOUR);
    expect((await login({ username: "0911000003", password: "dung-roi-3" })).code).toBe(200);
  });

  it("answers an unknown username exactly as a known one, before and past the limit", async () => {
    await createUser(t.database, { phone: "0911000004", password: "dung-roi-4" });
    const shape = (a: { status: number; code: number; data: unknown; message?: string }) => ({
      status: a.status,
      code: a.code,
      data: a.data,
      message: a.message,
    });
    for (let i = 0; i < 4; i += 1) {
      const known = await login({ username: "0911000004", password: `sai-${i}` });
      const unknown = await login({ username: "0911999999", password: `sai-${i}` });
      expect(shape(unknown)).toEqual(shape(known));
    }
    const known = await login({ username: "0911000004", password: "sai" });
    const unknown = await login({ username: " 0911999999 ", password: "sai" });
    expect(shape(known)).toMatchObject({ code: ACCOUNT_CODE.captchaRequired });
    expect(shape(unknown)).toEqual(shape(known));
  });

  it("keeps the per-IP limit: one address is refused with 429 whatever the accounts", async () => {
    const ip = "198.51.100.77";
    const codes: number[] = [];
    for (let i = 0; i < limits.loginPerIpPerHour + 1; i += 1) {
      codes.push(
        (await post(t, LOGIN, { username: `09120000${String(i).padStart(2, "0")}`, password: "x" }, { ip })).status,
      );
    }
    expect(codes.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});
