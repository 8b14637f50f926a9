import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardImage, SAMPLE_PERSON } from "../support/card-image";
import { launchBrowser, watchPage } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

/**
 * The demo customer applies for a product: a generated chip-CCCD image uploaded as a file (front with
 * its QR, then the back), the prefilled review, and the face step, which offers the file fallback
 * when no camera is available.
 */
const PHONE = "0987654321";
const PASSWORD = "matkhau123";
// The demo customer's national ID (server/db/seed/accounts.ts): the card must carry it (else 023).
const DEMO_ID = "001090123456";

describe("loan-ticket wizard in Chromium", () => {
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

  it("reads an uploaded card and reaches the face step", async () => {
    await page.goto(`${server.url}/login`);
    await page.getByLabel("Số điện thoại hoặc email").fill(PHONE);
    await page.getByLabel("Mật khẩu", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Đăng nhập" }).click();
    await page.waitForURL(`${server.url}/`);

    await page.goto(`${server.url}/dang-ky-vay?productId=1`);
    await page.getByText(/Bước 1\/\d: Giấy tờ tùy thân/).waitFor();
    await page.getByRole("button", { name: "Tiếp tục" }).click();

    const person = { ...SAMPLE_PERSON, idNumber: DEMO_ID };
    const front = cardImage({ person, kind: "front" });
    await page
      .getByLabel("Chọn ảnh từ máy")
      .setInputFiles({ name: "mat-truoc.png", mimeType: front.mime, buffer: front.bytes });
    await page.getByRole("img", { name: "Ảnh giấy tờ đã chọn" }).waitFor();
    await page.getByRole("button", { name: "Tiếp tục" }).click();

    await page.getByRole("heading", { name: "Ảnh mặt sau giấy tờ" }).waitFor();
    const back = cardImage({ person, kind: "back" });
    await page
      .getByLabel("Chọn ảnh từ máy")
      .setInputFiles({ name: "mat-sau.png", mimeType: back.mime, buffer: back.bytes });
    await page.getByRole("button", { name: "Tiếp tục" }).click();

    await page.getByRole("heading", { name: "Kiểm tra thông tin giấy tờ" }).waitFor();
    expect(await page.getByLabel("Họ và tên").inputValue()).toBe(person.fullName);
    expect(await page.getByLabel("Số giấy tờ").inputValue()).toBe(DEMO_ID);
    expect(await page.getByLabel("Ngày sinh (dd/mm/yyyy)").inputValue()).toBe(person.dateOfBirth);
    await page.getByRole("button", { name: "Tiếp tục" }).click();

    await page.getByRole("heading", { name: "Chụp ảnh khuôn mặt" }).waitFor();
    await page.getByText(/Bước 2\/5/).waitFor();
    expect(watched.cspViolations).toEqual([]);
  });
});
