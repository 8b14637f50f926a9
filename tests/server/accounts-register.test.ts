import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMER } from "../../server/db/seed/accounts";
import { ACCOUNT_CODE } from "../../src/contract/accounts";
import { t as text } from "../../src/i18n/t";
import { getWithToken, post, sessionCookie } from "./accounts-helpers";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

const REGISTER = "/api/auth/register";
const body = {
  fullName: "Lê Văn Đăng Ký",
  phone: "0955000001",
  email: "dangky@example.com",
  password: "matkhau-1",
  agree: true,
};

describe.each(testDatabaseKinds())("registration on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("creates the account and signs it in", async () => {
    const answer = await post(t, REGISTER, body);
    expect(answer).toMatchObject({ status: 200, code: 200, message: text("register_success") });
    const data = answer.data as { username: string; params: { fullName: string; email: string } };
    expect(data).toEqual({ username: body.phone, params: { fullName: body.fullName, email: body.email } });
    const session = sessionCookie(answer.headers);
    expect((await getWithToken(t, "/api/me/records", session ?? undefined)).status).toBe(200);
    const login = await post(t, "/api/auth/login", { username: body.email, password: body.password });
    expect(login.code).toBe(200);
  });

  it("refuses a phone that already has an account", async () => {
    const answer = await post(t, REGISTER, { ...body, phone: DEMO_CUSTOMER.phone, email: "" });
    expect(answer).toMatchObject({ code: ACCOUNT_CODE.phoneExists, message: text("register_phone_exists") });
  });

  it("refuses an e-mail another account uses, in any case", async () => {
    const answer = await post(t, REGISTER, { ...body, phone: "0955000002", email: "DEMO@example.com" });
    expect(answer).toMatchObject({ code: ACCOUNT_CODE.emailTaken, message: text("account_email_taken") });
  });

  it.each([
    [{ agree: false }, "register_agree_required"],
    [{ email: `${"a".repeat(40)}@example.com` }, "register_email_max"],
    [{ password: "12345" }, "password_length"],
    [{ fullName: "A".repeat(257) }, "full_name_max"],
    [{ phone: "0123" }, "phone_invalid"],
  ] as const)("answers 400 with the register message for %o", async (change, key) => {
    const answer = await post(t, REGISTER, { ...body, phone: "0955000003", ...change });
    expect(answer).toMatchObject({ status: 400, message: text(key) });
  });
});
