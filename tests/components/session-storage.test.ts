import { describe, expect, it } from "vitest";

/**
 * Issue 14: the session is an HttpOnly cookie; the page keeps display data only. A bearer token an
 * older build left in storage is removed, and a stored entry carrying anything else is trimmed.
 */
describe("the session atom's storage", () => {
  it("removes an old token and keeps only username, full name and e-mail", async () => {
    localStorage.setItem("session", JSON.stringify({ token: "eyJ.old.token", username: "0912345678" }));
    localStorage.setItem(
      "account",
      JSON.stringify({ token: "eyJ.x.y", username: "0912345678", fullName: "Nguyễn Văn An", email: "a@example.com" }),
    );
    const { sessionAtom, signIn, signOut } = await import("../../src/state/session");
    const { appStore } = await import("../../src/state/store");
    expect(localStorage.getItem("session")).toBeNull();
    expect(appStore.get(sessionAtom)).toEqual({
      username: "0912345678",
      fullName: "Nguyễn Văn An",
      email: "a@example.com",
    });

    signIn({ username: "0987654321", fullName: "Khách Hàng Mẫu", email: "demo@example.com" });
    expect(JSON.parse(localStorage.getItem("account") ?? "null")).toEqual({
      username: "0987654321",
      fullName: "Khách Hàng Mẫu",
      email: "demo@example.com",
    });
    signOut();
    expect(appStore.get(sessionAtom)).toBeNull();
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toMatch(/token|eyJ/);
  });
});
