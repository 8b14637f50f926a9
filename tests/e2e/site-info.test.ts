import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, watchPage } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

/**
 * Issue 18 in Chromium against the real server: what a loan costs before any phone number (priced
 * with the seeded SAMPLE product), who runs the site, the partners with their licences, at 390 px.
 */
describe("what a loan costs and who we are, in Chromium", () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer({ COMPANY_LEGAL_NAME: "Công ty Cổ phần Thử Nghiệm E2E" });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const open = async (path: string): Promise<Page> => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${server.url}${path}`);
    return page;
  };

  it("prices step 1 on the home page with the partner's product, follows the slider, opens the schedule, fits 390 px", async () => {
    const page = await open("/");
    const watched = watchPage(page);
    const calculator = page.getByRole("region", { name: "Ước tính chi phí khoản vay" });
    // The seeded sample product: 24 %/year, 2 % upfront fee. 10,000,000 VND over 6 months:
    // PMT(2%, 6, -10000000) = 1,785,258.12 -> 1,785,258 a month.
    await calculator.getByText("1.785.258 VND", { exact: true }).waitFor();
    // One step up: 15,000,000 VND; PMT(2%, 6, -15000000) = 2,677,887.18 -> 2,677,887.
    await page.getByRole("slider", { name: "Số tiền vay" }).focus();
    await page.keyboard.press("ArrowRight");
    await calculator.getByText("2.677.887 VND", { exact: true }).waitFor();
    await expect(calculator.getByText("24,0%/năm", { exact: true }).count()).resolves.toBe(1);
    await calculator.getByRole("button", { name: "Xem lịch trả nợ" }).click();
    await expect(calculator.getByRole("table").locator("tbody tr").count()).resolves.toBe(6);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    expect(watched.errors).toEqual([]);
    expect(watched.cspViolations).toEqual([]);
    await page.close();
  });

  it("names the configured company in the footer and on /gioi-thieu", async () => {
    const page = await open("/gioi-thieu");
    await page.getByRole("heading", { level: 1, name: "Giới thiệu" }).waitFor();
    // The facts arrive from /api/site/company after the heading: wait for them before counting.
    await expect.poll(() => page.getByText("Công ty Cổ phần Thử Nghiệm E2E").count(), { timeout: 15_000 }).toBe(2);
    // The other facts are not configured here: the site says they are sample (footer and page; the
    // non-production banner above the header says so once more for the whole site).
    await expect(
      page
        .locator("main, footer")
        .getByText(/dữ liệu mẫu/)
        .count(),
    ).resolves.toBe(2);
    await expect(
      page
        .getByRole("note")
        .getByText(/dữ liệu mẫu/)
        .count(),
    ).resolves.toBe(1);
    await page.close();
  });

  it("lists each partner's legal name and licence on /doi-tac", async () => {
    const page = await open("/doi-tac");
    await page.getByText("Công ty Tài chính TNHH MTV Tiêu dùng An Phát").waitFor();
    await expect(page.getByText(/GP-NHNN/).count()).resolves.toBe(2);
    await page.close();
  });
});
