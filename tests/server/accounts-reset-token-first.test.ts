import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changePassword } from "../../server/services/accounts/password-reset";
import { hashPassword } from "../../server/services/passwords";
import { createUser, validateTokenFor } from "./accounts-helpers";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/**
 * Issue 14, "/api/auth/reset/password hashes before checking the reset token": a bad, spent or
 * expired token must cost no argon2id work. The hasher is passed in and counted.
 */
describe.each(testDatabaseKinds())("new password after the reset token on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  function countingHasher() {
    const calls: string[] = [];
    const hash = (password: string) => {
      calls.push(password);
      return hashPassword(password);
    };
    return { calls, hash };
  }

  it("hashes nothing for a token that is unknown, of another account, spent or expired", async () => {
    await createUser(t.database, { phone: "0944000001", password: "mat-khau-cu" });
    await createUser(t.database, { phone: "0944000002", password: "mat-khau-cu" });
    const hasher = countingHasher();
    const change = (phone: string, validateToken: string) =>
      changePassword(t.deps, { phone, password: "mat-khau-moi", validateToken }, hasher.hash);

    expect(await change("0944000001", "x".repeat(43))).toEqual({ kind: "expired" });
    const othersToken = await validateTokenFor(t, "0944000002");
    expect(await change("0944000001", othersToken)).toEqual({ kind: "expired" });
    expect(hasher.calls).toEqual([]);

    const token = await validateTokenFor(t, "0944000001");
    expect(await change("0944000001", token)).toEqual({ kind: "ok" });
    expect(hasher.calls).toHaveLength(1);
    expect(await change("0944000001", token)).toEqual({ kind: "expired" });
    expect(hasher.calls).toHaveLength(1);

    const late = await validateTokenFor(t, "0944000002");
    t.clock.advance(16 * 60 * 1000);
    expect(await change("0944000002", late)).toEqual({ kind: "expired" });
    expect(hasher.calls).toHaveLength(1);
  });
});
