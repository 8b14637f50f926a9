import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_CODE } from "../../src/contract/accounts";
import { t as text } from "../../src/i18n/t";
import { createUser, getWithToken, latestCode, post, signIn, validateTokenFor } from "./accounts-helpers";
import { solveCaptcha } from "./support/otp-flow";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

const SEND = "/api/auth/sendOtp";
const VERIFY = "/api/auth/verifyotp";
const CHANGE = "/api/auth/reset/password";
const LOGIN = "/api/auth/login";
const RECORDS = "/api/me/records";
const MINUTE = 60_000;

describe.each(testDatabaseKinds())("password reset on %s", (kind) => {
  let t: TestApp;
  let phoneCounter = 0;
  /** A fresh account per test: every test starts with its own OTP session and counters. */
  async function account(password = "matkhau-cu") {
    phoneCounter += 1;
    const phone = `09330000${String(phoneCounter).padStart(2, "0")}`;
    await createUser(t.database, { phone, password });
    return { phone, password };
  }
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("answers an unknown phone with code 212 and the message for the field, and sends nothing", async () => {
    const answer = await post(t, SEND, { username: "0966666666", captchaResponse: await solveCaptcha(t) });
    expect(answer).toMatchObject({ status: 200, code: ACCOUNT_CODE.phoneNotRegistered, data: null });
    expect(answer.message).toBe(text("phone_not_registered"));
    const outbox = await getWithToken(t, "/api/dev/outbox?phone=0966666666");
    expect(outbox.data).toEqual([]);
  });

  it("sends a code, exchanges it for a validateToken and sets the new password", async () => {
    const { phone, password } = await account();
    const sent = await post(t, SEND, { username: phone, captchaResponse: await solveCaptcha(t) });
    expect(sent.code).toBe(200);
    expect(sent.data).toMatchObject({ username: phone, resendsLeft: 3 });
    const { transactionId } = sent.data as { transactionId: string };
    const otp = await latestCode(t, phone);

    const verified = await post(t, VERIFY, { username: phone, otp, transactionId });
    expect(verified.code).toBe(200);
    const { validateToken } = verified.data as { validateToken: string };
    expect(validateToken).toMatch(/^[\w-]{43}$/);

    const changed = await post(t, CHANGE, { username: phone, password: "matkhau-moi", validateToken });
    expect(changed).toMatchObject({ status: 200, code: 200, data: null });
    expect((await post(t, LOGIN, { username: phone, password: "matkhau-moi" })).code).toBe(200);
    expect((await post(t, LOGIN, { username: phone, password })).code).toBe(ACCOUNT_CODE.loginFailed);
  });

  it("takes a validateToken once", async () => {
    const { phone } = await account();
    const validateToken = await validateTokenFor(t, phone);
    expect((await post(t, CHANGE, { username: phone, password: "lan-mot-1", validateToken })).code).toBe(200);
    const again = await post(t, CHANGE, { username: phone, password: "lan-hai-2", validateToken });
    expect(again).toMatchObject({ status: 200, code: ACCOUNT_CODE.tokenExpired, message: text("reset_token_expired") });
    expect((await post(t, LOGIN, { username: phone, password: "lan-mot-1" })).code).toBe(200);
  });

  it("lets a validateToken expire after 15 minutes", async () => {
    const { phone } = await account();
    const fresh = await validateTokenFor(t, phone);
    t.clock.advance(15 * MINUTE - 1000);
    // A newer token replaces the older one: only the newest works.
    const newest = await validateTokenFor(t, phone, "198.51.100.9");
    expect((await post(t, CHANGE, { username: phone, password: "matkhau-a", validateToken: fresh })).code).toBe(
      ACCOUNT_CODE.tokenExpired,
    );
    t.clock.advance(15 * MINUTE + 1000);
    const late = await post(t, CHANGE, { username: phone, password: "matkhau-b", validateToken: newest });
    expect(late.code).toBe(ACCOUNT_CODE.tokenExpired);
  });

  it("accepts a validateToken only for the account it was issued for", async () => {
    const first = await account();
    const second = await account();
    const validateToken = await validateTokenFor(t, first.phone);
    const stolen = await post(t, CHANGE, { username: second.phone, password: "cuop-mat", validateToken });
    expect(stolen.code).toBe(ACCOUNT_CODE.tokenExpired);
    expect((await post(t, LOGIN, { username: second.phone, password: second.password })).code).toBe(200);
  });

  it("ends every other session of the account when the password changes", async () => {
    const { phone, password } = await account();
    const laptop = await signIn(t, phone, password);
    const phoneSession = await signIn(t, phone, password);
    expect((await getWithToken(t, RECORDS, laptop)).status).toBe(200);
    const validateToken = await validateTokenFor(t, phone);
    expect((await post(t, CHANGE, { username: phone, password: "matkhau-moi", validateToken })).code).toBe(200);
    expect((await getWithToken(t, RECORDS, laptop)).status).toBe(401);
    expect((await getWithToken(t, RECORDS, phoneSession)).status).toBe(401);
    const fresh = await signIn(t, phone, "matkhau-moi");
    expect((await getWithToken(t, RECORDS, fresh)).status).toBe(200);
  });

  it("counts wrong codes: 205 with the attempts left, the third locks for 24 h inline, later ones answer 203", async () => {
    const { phone } = await account();
    const sent = await post(t, SEND, { username: phone, captchaResponse: await solveCaptcha(t) });
    const { transactionId } = sent.data as { transactionId: string };
    const otp = await latestCode(t, phone);
    const wrongCode = otp === "000000" ? "111111" : "000000";
    const first = await post(t, VERIFY, { username: phone, otp: wrongCode, transactionId });
    expect(first).toMatchObject({
      code: ACCOUNT_CODE.otpWrong,
      data: { attemptsLeft: 2 },
      message: text("otp_invalid"),
    });
    await post(t, VERIFY, { username: phone, otp: wrongCode, transactionId });
    const third = await post(t, VERIFY, { username: phone, otp: wrongCode, transactionId });
    expect(third).toMatchObject({
      code: ACCOUNT_CODE.otpWrong,
      data: { attemptsLeft: 0 },
      message: text("otp_locked"),
    });
    t.clock.advance(1000);
    const right = await post(t, VERIFY, { username: phone, otp, transactionId });
    expect(right).toMatchObject({ code: ACCOUNT_CODE.limit, message: text("otp_locked") });
    const again = await post(t, SEND, { username: phone, captchaResponse: await solveCaptcha(t) });
    expect(again).toMatchObject({ code: ACCOUNT_CODE.limit, message: text("otp_locked") });
  });

  it("does not confirm a code with another account's phone", async () => {
    const owner = await account();
    const other = await account();
    const sent = await post(t, SEND, { username: owner.phone, captchaResponse: await solveCaptcha(t) });
    const { transactionId } = sent.data as { transactionId: string };
    const otp = await latestCode(t, owner.phone);
    const answer = await post(t, VERIFY, { username: other.phone, otp, transactionId });
    expect(answer).toMatchObject({ code: ACCOUNT_CODE.otpExpired, message: text("otp_expired") });
  });

  it("resends with the transactionId on screen: a new transaction, one resend fewer, the old code dead", async () => {
    const { phone } = await account();
    const sent = await post(t, SEND, { username: phone, captchaResponse: await solveCaptcha(t) });
    const first = sent.data as { transactionId: string };
    const oldCode = await latestCode(t, phone);
    t.clock.advance(5000);
    const resent = await post(t, SEND, { username: phone, transactionId: first.transactionId });
    expect(resent.code).toBe(200);
    const second = resent.data as { transactionId: string; resendsLeft: number };
    expect(second.transactionId).not.toBe(first.transactionId);
    expect(second.resendsLeft).toBe(2);
    const stale = await post(t, VERIFY, { username: phone, otp: oldCode, transactionId: first.transactionId });
    expect(stale.code).toBe(ACCOUNT_CODE.otpExpired);
    const otp = await latestCode(t, phone);
    expect((await post(t, VERIFY, { username: phone, otp, transactionId: second.transactionId })).code).toBe(200);
  });

  it("serves POST and PUT /auth/resetpassword as sendOtp and verifyotp", async () => {
    const { phone } = await account();
    const sent = await post(t, "/api/auth/resetpassword", { username: phone, captchaResponse: await solveCaptcha(t) });
    expect(sent.code).toBe(200);
    const { transactionId } = sent.data as { transactionId: string };
    const otp = await latestCode(t, phone);
    const confirmed = await post(
      t,
      "/api/auth/resetpassword",
      { username: phone, otp, transactionId },
      { method: "PUT" },
    );
    expect(confirmed.code).toBe(200);
    expect(confirmed.data).toEqual({ validateToken: expect.any(String) });
  });

  it("validates the new password with the contract's rules", async () => {
    const { phone } = await account();
    const short = await post(t, CHANGE, { username: phone, password: "12345", validateToken: "x" });
    expect(short).toMatchObject({ status: 400, message: text("password_length") });
    const long = await post(t, CHANGE, { username: phone, password: "x".repeat(21), validateToken: "x" });
    expect(long).toMatchObject({ status: 400, message: text("password_length") });
    const badPhone = await post(t, SEND, { username: "12345" });
    expect(badPhone).toMatchObject({ status: 400, message: text("phone_invalid") });
  });
});
