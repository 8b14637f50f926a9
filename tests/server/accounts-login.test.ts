import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { DEMO_CUSTOMER } from "../../server/db/seed/accounts";
import { ACCOUNT_CODE } from "../../src/contract/accounts";
import { t as text } from "../../src/i18n/t";
import { createUser, getWithToken, post, sessionCookie } from "./accounts-helpers";
import { solveCaptcha } from "./support/otp-flow";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

const LOGIN = "/api/auth/login";
const RECORDS = "/api/me/records";
const HOUR = 60 * 60 * 1000;
const limits = { ...loadConfig({ NODE_ENV: "test" }).rateLimits, loginPerAccountPerHour: 3, loginPerIpPerHour: 5 };

describe.each(testDatabaseKinds())("sign-in on %s", (kind) => {
  let t: TestApp;
  let ipCounter = 0;
  const freshIp = () => `203.0.113.${++ipCounter}`;
  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimits: limits });
  });
  afterAll(() => t.close());

  it("signs the demo customer in by phone: username, full name and e-mail, the session in an HttpOnly cookie", async () => {
    const answer = await post(
      t,
      LOGIN,
      { username: DEMO_CUSTOMER.phone, password: DEMO_CUSTOMER.password },
      { ip: freshIp() },
    );
    expect(answer.status).toBe(200);
    expect(answer.code).toBe(200);
    expect(answer.data).toEqual({
      username: DEMO_CUSTOMER.phone,
      params: { fullName: DEMO_CUSTOMER.fullName, email: DEMO_CUSTOMER.email },
    });
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith("__Host-session="));
    expect(cookie).toMatch(/; Max-Age=604800;/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toContain(DEMO_CUSTOMER.phone);
  });

  it("signs in by e-mail in any letter case", async () => {
    const answer = await post(
      t,
      LOGIN,
      { username: " DEMO@Example.com ", password: DEMO_CUSTOMER.password },
      { ip: freshIp() },
    );
    expect(answer.code).toBe(200);
    expect((answer.data as { username: string }).username).toBe(DEMO_CUSTOMER.phone);
  });

  it("answers an unknown account exactly as a wrong password", async () => {
    const wrong = await post(t, LOGIN, { username: DEMO_CUSTOMER.phone, password: "sai-mat-khau" }, { ip: freshIp() });
    const unknown = await post(t, LOGIN, { username: "0999999999", password: "sai-mat-khau" }, { ip: freshIp() });
    const unknownEmail = await post(t, LOGIN, { username: "ai@example.com", password: "x" }, { ip: freshIp() });
    const expected = { status: 200, code: ACCOUNT_CODE.loginFailed, data: null, message: text("login_failed") };
    for (const answer of [wrong, unknown, unknownEmail]) {
      expect({ status: answer.status, code: answer.code, data: answer.data, message: answer.message }).toEqual(
        expected,
      );
    }
  });

  it("past three failures of one account asks for the bot check instead of refusing the owner", async () => {
    const phone = "0911222333";
    await createUser(t.database, { phone, password: "dung-roi-1" });
    for (let i = 0; i < 3; i += 1) {
      expect((await post(t, LOGIN, { username: phone, password: `sai-${i}` }, { ip: freshIp() })).code).toBe(
        ACCOUNT_CODE.loginFailed,
      );
    }
    const asked = await post(t, LOGIN, { username: phone, password: "dung-roi-1" }, { ip: freshIp() });
    expect(asked).toMatchObject({
      status: 200,
      code: ACCOUNT_CODE.captchaRequired,
      data: null,
      message: text("account_login_captcha_required"),
    });
    const solved = await solveCaptcha(t);
    const owner = await post(
      t,
      LOGIN,
      { username: phone, password: "dung-roi-1", captchaResponse: solved },
      { ip: freshIp() },
    );
    expect(owner.code).toBe(200);
  });

  it("forgets an account's count after a successful sign-in", async () => {
    const phone = "0911222444";
    await createUser(t.database, { phone, password: "dung-roi-2" });
    const attempt = (password: string) => post(t, LOGIN, { username: phone, password }, { ip: freshIp() });
    expect((await attempt("sai")).code).toBe(ACCOUNT_CODE.loginFailed);
    expect((await attempt("sai")).code).toBe(ACCOUNT_CODE.loginFailed);
    expect((await attempt("dung-roi-2")).code).toBe(200);
    expect((await attempt("sai")).code).toBe(ACCOUNT_CODE.loginFailed);
    expect((await attempt("sai")).code).toBe(ACCOUNT_CODE.loginFailed);
    expect((await attempt("dung-roi-2")).code).toBe(200);
  });

  it("refuses a sixth attempt from one address whatever the account, and not from another address", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) {
      await post(t, LOGIN, { username: `09${String(i).padStart(8, "7")}`, password: "x" }, { ip });
    }
    const refused = await post(t, LOGIN, { username: DEMO_CUSTOMER.phone, password: DEMO_CUSTOMER.password }, { ip });
    expect(refused.status).toBe(429);
    expect(refused.code).toBe(ACCOUNT_CODE.limit);
    const elsewhere = await post(
      t,
      LOGIN,
      { username: DEMO_CUSTOMER.phone, password: DEMO_CUSTOMER.password },
      { ip: freshIp() },
    );
    expect(elsewhere.code).toBe(200);
  });

  it("validates the body with the contract's Vietnamese messages", async () => {
    const empty = await post(t, LOGIN, { username: "", password: "x" }, { ip: freshIp() });
    expect(empty).toMatchObject({ status: 400, message: text("login_username_required") });
    const long = await post(t, LOGIN, { username: "0987654321", password: "x".repeat(33) }, { ip: freshIp() });
    expect(long).toMatchObject({ status: 400, message: text("login_password_max") });
  });

  describe("the session token", () => {
    const signIn = async () => {
      const answer = await post(
        t,
        LOGIN,
        { username: DEMO_CUSTOMER.phone, password: DEMO_CUSTOMER.password },
        { ip: freshIp() },
      );
      const session = sessionCookie(answer.headers);
      if (!session) throw new Error("no session cookie");
      return session;
    };

    it("opens the signed-in endpoints until it expires after 7 days", async () => {
      const token = await signIn();
      expect((await getWithToken(t, RECORDS, token)).status).toBe(200);
      t.clock.advance(7 * 24 * HOUR - 1000);
      expect((await getWithToken(t, RECORDS, token)).status).toBe(200);
      t.clock.advance(2000);
      const expired = await getWithToken(t, RECORDS, token);
      expect(expired).toMatchObject({ status: 401, code: 401, message: text("unauthorized") });
    });

    it("is refused when missing, malformed or not a session of ours", async () => {
      const token = await signIn();
      const forged = `${token.slice(0, -4)}${token.endsWith("AAAA") ? "BBBB" : "AAAA"}`;
      for (const candidate of [undefined, "not-a-token", forged]) {
        expect((await getWithToken(t, RECORDS, candidate)).status).toBe(401);
      }
    });
  });
});
