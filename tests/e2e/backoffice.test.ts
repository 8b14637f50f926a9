import { rmSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstAdmin, invite, tokenOf, withAuthenticator } from "./support/backoffice";
import { launchBrowser, watchPage } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

/**
 * Issue 31, the back-office's first pieces, in Chromium with the DevTools virtual authenticator:
 * the admin made by `npm run staff:create`'s function enrols a passkey from the link, signs out and
 * in again with it, invites an editor; the editor enrols a passkey of their own and signs in; the
 * audit log shows both. Every back-office page is noindex and keeps the strict CSP.
 */

describe("back-office: staff with passkeys", () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;
  let adminLink: string;

  beforeAll(async () => {
    ({ dataDir, link: adminLink } = await firstAdmin());
    server = await startServer({}, { dataDir });
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves /quan-tri pages noindex, with the strict CSP and never a prerendered page", async () => {
    for (const path of ["/quan-tri", "/quan-tri/dang-nhap", "/quan-tri/ghi-danh"]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self'/);
      expect(res.headers.get("content-security-policy")).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
      const html = await res.text();
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(html).toContain('<div id="root"></div>');
    }
    const api = await fetch(`${server.url}/api/quan-tri/session`);
    expect(api.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  it("admin enrols a passkey and signs in with it; invites an editor who does the same; the log shows both", async () => {
    const admin = await withAuthenticator(browser);
    const watched = watchPage(admin.page);
    await admin.page.goto(`${server.url}/quan-tri/ghi-danh${tokenOf(adminLink)}`);
    await admin.page.getByText("Trần Quản Trị (admin@vay.test)", { exact: false }).waitFor();
    await admin.page.getByRole("button", { name: "Tạo khóa truy cập (passkey)" }).click();
    await admin.page.getByRole("heading", { name: "Tổng quan" }).waitFor();
    expect(await admin.page.getByText("Trần Quản Trị · Quản trị").isVisible()).toBe(true);

    // Signed out, then in again with the passkey alone (discoverable: no email typed). The
    // dashboard's own requests end first: one still in flight at sign-out is answered 401, which
    // the console reports (seen once in CI at a load of 5).
    await admin.page.waitForLoadState("networkidle");
    await admin.page.getByRole("button", { name: "Đăng xuất", exact: true }).click();
    await admin.page.getByRole("heading", { name: "Đăng nhập trang quản trị" }).waitFor();
    await admin.page.getByRole("button", { name: "Đăng nhập bằng khóa truy cập (passkey)" }).click();
    await admin.page.getByRole("heading", { name: "Tổng quan" }).waitFor();

    // The admin's staff screen: invite an editor.
    const link = await invite(admin.page, { fullName: "Lê Biên Tập", email: "editor@vay.test", role: "editor" });
    expect(link).toMatch(/\/quan-tri\/ghi-danh#[\w-]{43}$/);

    // The editor, on their own device.
    const editor = await withAuthenticator(browser);
    const editorWatched = watchPage(editor.page);
    await editor.page.goto(`${server.url}/quan-tri/ghi-danh${tokenOf(link)}`);
    await editor.page.getByRole("button", { name: "Tạo khóa truy cập (passkey)" }).click();
    await editor.page.getByRole("heading", { name: "Tổng quan" }).waitFor();
    expect(await editor.page.getByText("Lê Biên Tập · Biên tập").isVisible()).toBe(true);
    // An editor's navigation has neither the staff screen nor the audit log.
    expect(await editor.page.getByRole("link", { name: "Nhân viên" }).count()).toBe(0);
    expect(await editor.page.getByRole("link", { name: "Nhật ký thao tác" }).count()).toBe(0);
    await editor.page.getByRole("button", { name: "Đăng xuất", exact: true }).click();
    await editor.page.getByRole("button", { name: "Đăng nhập bằng khóa truy cập (passkey)" }).click();
    await editor.page.getByRole("heading", { name: "Tổng quan" }).waitFor();
    // The invitation link was used once.
    await editor.page.goto(`${server.url}/quan-tri/ghi-danh${tokenOf(link)}`);
    await editor.page.getByText("Liên kết mời không hợp lệ, đã dùng hoặc đã hết hạn").waitFor();

    // The audit log, as the admin sees it.
    await admin.page.getByRole("link", { name: "Nhật ký thao tác" }).click();
    await admin.page.getByRole("heading", { name: "Nhật ký thao tác" }).waitFor();
    await admin.page.getByRole("cell", { name: "staff.invite" }).first().waitFor();
    const rows = await admin.page.locator("table.bo-table tbody tr").allInnerTexts();
    const lines = rows.map((row) => row.replace(/\s+/g, " "));
    expect(
      lines.some((l) => l.includes("admin@vay.test") && l.includes("staff.invite") && l.includes("editor@vay.test")),
    ).toBe(true);
    expect(lines.some((l) => l.includes("editor@vay.test") && l.includes("staff.enrol"))).toBe(true);
    expect(lines.filter((l) => l.includes("editor@vay.test") && l.includes("staff.sign-in")).length).toBe(2);
    expect(lines.some((l) => l.includes("admin@vay.test") && l.includes("staff.enrol"))).toBe(true);
    // Filtered by who on the server.
    await admin.page.getByLabel("Người thực hiện (email)").fill("editor@");
    await admin.page.getByRole("button", { name: "Lọc" }).click();
    await admin.page.waitForFunction(() =>
      [...document.querySelectorAll("table.bo-table tbody tr")].every((tr) =>
        tr.textContent?.includes("editor@vay.test"),
      ),
    );

    expect(watched.errors).toEqual([]);
    expect(watched.cspViolations).toEqual([]);
    expect(editorWatched.cspViolations).toEqual([]);
    await admin.context.close();
    await editor.context.close();
  }, 120_000);
});
