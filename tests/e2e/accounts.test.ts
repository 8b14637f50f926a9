import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, watchPage } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

/**
 * The demo customer (README "Development fixtures") forgets the password: a code from the outbox,
 * a new password, sign-in with it, the loan records, and logout with its confirmation.
 */
const PHONE = "0987654321";
const NEW_PASSWORD = "matkhau-moi-2026";

describe("accounts in Chromium", () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let watched: ReturnType<typeof watchPage>;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await browser.newPage();
    watched = watchPage(page);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function latestCode(): Promise<string> {
    const res = await fetch(`${server.url}/api/dev/outbox?phone=${PHONE}`);
    const body = (await res.json()) as { data: Array<{ otp: string | null }> };
    const otp = body.data[0]?.otp;
    if (!otp) throw new Error("no code in the outbox");
    return otp;
  }

  /** The header's user menu (a button that may still be expanded after a navigation). */
  async function openUserMenu(): Promise<void> {
    const button = page.getByRole("button", { name: "Khách Hàng Mẫu" });
    if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
  }

  it("recovers the password by a code from the outbox and sets a new one", async () => {
    await page.goto(`${server.url}/login`);
    await page.getByRole("link", { name: "Quên mật khẩu?" }).click();
    await page.waitForURL(`${server.url}/request-password`);
    const confirm = page.getByRole("button", { name: "Xác nhận" });
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByLabel("Số điện thoại").fill(PHONE);
    // Confirm waits for the bot check (the real ALTCHA widget, solved in the browser).
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByText("Tôi không phải là robot", { exact: true }).click();
    await page.getByText("Đã xác minh").waitFor({ timeout: 30_000 });
    await confirm.click();

    await page.waitForURL(/\/request-password-confirm\?transId=/);
    await page.getByText(/\*{8}21/).waitFor();
    await page.getByRole("textbox", { name: "Chữ số thứ 1 của mã OTP" }).click();
    await page.keyboard.type(await latestCode());
    await page.getByRole("button", { name: "Xác nhận" }).click();

    await page.waitForURL(/\/change-password\?transId=/);
    await page.getByRole("heading", { name: "Đổi mật khẩu" }).waitFor();
    // The browser's back button is blocked here.
    await page.evaluate(() => window.history.back());
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe("/change-password");
    await page.getByLabel("Mật khẩu mới", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Nhập lại mật khẩu mới").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Xác nhận" }).click();

    await page.waitForURL(`${server.url}/login?transId=success`);
    await page.getByText("Bạn đã đổi mật khẩu thành công. Vui lòng đăng nhập bằng mật khẩu mới.").waitFor();
    expect(await page.getByLabel("Số điện thoại hoặc email").inputValue()).toBe(PHONE);
  });

  it("signs in with the new password, shows the loan records and logs out after confirming", async () => {
    await page.getByLabel("Mật khẩu", { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Đăng nhập" }).click();
    await page.waitForURL(`${server.url}/`);

    // The session is an HttpOnly, Secure, SameSite=Lax cookie: no script and no storage holds it.
    const cookie = (await page.context().cookies()).find((c) => c.name === "__Host-session");
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
    const session = cookie?.value ?? "";
    expect(session).not.toBe("");
    const visible = await page.evaluate(() => ({
      cookies: document.cookie,
      storage: JSON.stringify({ ...localStorage, ...sessionStorage }),
    }));
    expect(visible.cookies).not.toContain("__Host-session");
    expect(visible.storage).not.toContain(session);
    expect(visible.storage).not.toMatch(/token/i);

    await openUserMenu();
    await page.getByText("demo@example.com").waitFor();
    await page.getByRole("link", { name: "Hồ sơ vay" }).click();
    await page.waitForURL(`${server.url}/ho-so-vay`);
    const rows = page.getByRole("table", { name: "Danh sách hồ sơ vay" }).getByRole("row");
    await rows.nth(2).waitFor();
    expect(await rows.count()).toBe(3);
    expect(await rows.nth(1).textContent()).toContain("LNDEMO000002");

    await openUserMenu();
    await page.getByRole("button", { name: "Đăng xuất", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Thông báo" });
    await dialog.getByText("Bạn có chắc chắn muốn đăng xuất?").waitFor();
    await dialog.getByRole("button", { name: "Đăng xuất", exact: true }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole("link", { name: "Đăng nhập" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("account"))).toBe("null");
    // Ended on the server: the old cookie, replayed, opens nothing.
    const replayed = await fetch(`${server.url}/api/me/records`, { headers: { cookie: `__Host-session=${session}` } });
    expect(replayed.status).toBe(401);
  });

  it("sends a visitor of /ho-so-vay to sign in and back, and refuses the old password", async () => {
    await page.goto(`${server.url}/ho-so-vay`);
    await page.waitForURL(/\/login\?redirect=/);
    await page.getByLabel("Số điện thoại hoặc email").fill(PHONE);
    await page.getByLabel("Mật khẩu", { exact: true }).fill("matkhau123");
    await page.getByRole("button", { name: "Đăng nhập" }).click();
    const dialog = page.getByRole("dialog", { name: "Thông báo" });
    await dialog.getByText("Tên đăng nhập hoặc mật khẩu không đúng.").waitFor();
    await dialog.getByRole("button", { name: "Tiếp tục" }).click();

    await page.getByLabel("Mật khẩu", { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Đăng nhập" }).click();
    await page.waitForURL(`${server.url}/ho-so-vay`);
    await page.getByRole("table", { name: "Danh sách hồ sơ vay" }).waitFor();
    expect(watched.cspViolations).toEqual([]);
    expect(watched.errors).toEqual([]);
  });

  it("keeps the user menu across a reload, and 'sign out everywhere' ends the other device's session", async () => {
    // Still signed in from the test before: a reload asks the server who is signed in.
    await page.reload();
    await openUserMenu();
    await page.getByText("demo@example.com").waitFor();

    // A second device (its own cookie jar) signs in too.
    const other = await browser.newContext();
    const device = await other.newPage();
    await device.goto(`${server.url}/login`);
    await device.getByLabel("Số điện thoại hoặc email").fill(PHONE);
    await device.getByLabel("Mật khẩu", { exact: true }).fill(NEW_PASSWORD);
    await device.getByRole("button", { name: "Đăng nhập" }).click();
    await device.waitForURL(`${server.url}/`);

    await openUserMenu();
    await page.getByRole("button", { name: "Đăng xuất khỏi mọi thiết bị" }).click();
    const dialog = page.getByRole("dialog", { name: "Thông báo" });
    await dialog.getByText("Bạn có chắc chắn muốn đăng xuất khỏi mọi thiết bị đang đăng nhập tài khoản này?").waitFor();
    await dialog.getByRole("button", { name: "Đăng xuất khỏi mọi thiết bị" }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole("link", { name: "Đăng nhập" }).waitFor();

    // The other device still shows the menu from its storage, but the server no longer knows it.
    await device.goto(`${server.url}/ho-so-vay`);
    await device.waitForURL(/\/login/);
    await other.close();
    expect(watched.cspViolations).toEqual([]);
    expect(watched.errors).toEqual([]);
  });
});
