import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, watchPage } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

/**
 * Issue 18 item 8 in Chromium: the demo customer (README "Development fixtures") opens "Dữ liệu của
 * tôi" from the user menu, sees what we hold by category, downloads it as JSON and PDF with the session
 * the browser holds, and files a deletion request that then shows as pending.
 */
const PHONE = "0987654321";
const PASSWORD = "matkhau123";

describe("Dữ liệu của tôi in Chromium", () => {
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

  it("sends a visitor who is not signed in to the sign-in page", async () => {
    await page.goto(`${server.url}/du-lieu-cua-toi`);
    await page.waitForURL(/\/login/);
  });

  it("shows what we hold, from the user menu, and downloads it as JSON and PDF", async () => {
    await page.getByLabel("Số điện thoại hoặc email").fill(PHONE);
    await page.getByLabel("Mật khẩu", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Đăng nhập" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
    await page.getByRole("button", { name: "Khách Hàng Mẫu" }).click();
    await page.getByRole("link", { name: "Dữ liệu của tôi" }).click();
    await page.waitForURL(`${server.url}/du-lieu-cua-toi`);
    await page.getByRole("heading", { name: "Dữ liệu chúng tôi đang lưu" }).waitFor();
    for (const category of ["Thông tin liên hệ", "Giấy tờ tùy thân", "Ảnh khuôn mặt (dữ liệu sinh trắc học)"]) {
      expect(await page.getByRole("heading", { name: category }).isVisible()).toBe(true);
    }
    const contact = page.getByRole("region", { name: "Thông tin liên hệ" });
    expect(await contact.textContent()).toContain(PHONE);

    const json = await page.request.get(`${server.url}/api/me/data/export.json`);
    expect(json.status()).toBe(200);
    expect(json.headers()["content-disposition"]).toContain("attachment");
    const exported = (await json.json()) as { categories: Array<{ category: string; items: unknown[] }> };
    expect(exported.categories.map((c) => c.category)).toContain("face");
    expect(JSON.stringify(exported)).toContain(PHONE);
    const pdf = await page.request.get(`${server.url}/api/me/data/export.pdf`);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("files a deletion request after a confirmation and shows it as pending", async () => {
    const section = page.getByRole("region", { name: "Yêu cầu xóa dữ liệu" });
    await section.getByRole("button", { name: "Gửi yêu cầu xóa dữ liệu" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Gửi yêu cầu xóa dữ liệu" }).click();
    await page
      .getByRole("dialog", { name: "Thông báo" })
      .getByText(/Mã tham chiếu: XD\d{8}-/)
      .waitFor();
    await page.getByRole("dialog", { name: "Thông báo" }).getByRole("button").first().click();
    await section.getByText("Đang chờ xử lý").waitFor();
    expect(await section.getByRole("button", { name: "Gửi yêu cầu xóa dữ liệu" }).count()).toBe(0);
    expect(watched.errors).toEqual([]);
  });
});
