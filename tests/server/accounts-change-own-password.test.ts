import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, getWithToken, post, sessionCookie, signIn } from "./accounts-helpers";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/**
 * Issue 33: a signed-in customer changes the password with the current one; the other devices are
 * signed out, this one stays in (a new cookie); a wrong current password counts like a failed sign-in.
 */
const PATH = "/api/auth/account/password";
const WHO = "/api/auth/session";

describe.each(testDatabaseKinds())("'Đổi mật khẩu' on %s", (kind) => {
  let t: TestApp;
  let n = 0;
  const account = async () => {
    n += 1;
    const phone = `09440000${String(n).padStart(2, "0")}`;
    await createUser(t.database, { phone, password: "matkhau123" });
    return phone;
  };
  const change = async (session: string | null, json: unknown, ip = "198.51.100.7") => {
    const res = await t.request(PATH, {
      method: "POST",
      json,
      ip,
      ...(session ? { headers: { cookie: `__Host-session=${session}` } } : {}),
    });
    return {
      status: res.status,
      headers: res.headers,
      ...((await res.json()) as { code: number; data: unknown; message?: string }),
    };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("changes the password, ends the other sessions and keeps this device signed in", async () => {
    const phone = await account();
    const here = await signIn(t, phone, "matkhau123");
    const phoneTwo = await signIn(t, phone, "matkhau123");
    const answer = await change(here, { currentPassword: "matkhau123", password: "moi-123456" });
    expect(answer).toMatchObject({ status: 200, code: 200, data: { endedSessions: 1 } });
    expect(answer.message).toBe("Đã đổi mật khẩu. Các thiết bị khác đã được đăng xuất.");
    const renewed = sessionCookie(answer.headers);
    expect(renewed).not.toBeNull();
    expect((await getWithToken(t, WHO, renewed ?? "")).data).toMatchObject({ username: phone });
    expect((await getWithToken(t, WHO, phoneTwo)).data).toBeNull();
    expect((await getWithToken(t, WHO, here)).data).toBeNull();
    expect((await post(t, "/api/auth/login", { username: phone, password: "matkhau123" })).code).toBe(210);
    expect((await post(t, "/api/auth/login", { username: phone, password: "moi-123456" })).code).toBe(200);
  });

  it("refuses a wrong current password, an invalid new one, and a visitor who is not signed in", async () => {
    const phone = await account();
    const here = await signIn(t, phone, "matkhau123");
    const wrong = await change(here, { currentPassword: "sai-mat-khau", password: "moi-123456" });
    expect(wrong).toMatchObject({ status: 200, code: 210, message: "Mật khẩu hiện tại không đúng." });
    expect((await change(here, { currentPassword: "matkhau123", password: "12345" })).status).toBe(400);
    expect((await change(null, { currentPassword: "matkhau123", password: "moi-123456" })).status).toBe(401);
    expect((await getWithToken(t, WHO, here)).data).toMatchObject({ username: phone });
  });

  it("is rate-limited like sign-in: past the account's failed attempts even the right password is refused", async () => {
    const phone = await account();
    const here = await signIn(t, phone, "matkhau123");
    const limit = t.deps.config.rateLimits.loginPerAccountPerHour;
    for (let i = 0; i < limit; i += 1) {
      expect(
        (await change(here, { currentPassword: `sai-${i}-xyz`, password: "moi-123456" }, `198.51.101.${i}`)).code,
      ).toBe(210);
    }
    const refused = await change(here, { currentPassword: "matkhau123", password: "moi-123456" }, "198.51.102.1");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).not.toBeNull();
  });
});
