import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELAY } from "../../src/domain/constants";
import { FUNNEL_STORAGE_KEY } from "../../src/features/lead-funnel/funnel-persistence";
import { launchBrowser, watchPage } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

/**
 * Issue 19 item 4, on a phone (390 px) in Chromium against the real server: after 4 minutes without
 * activity the page returns to / (SPEC 4 Tracking), and the lead form there resumes where the visitor
 * left it, with the answers, the phone and the e-mail; the OTP code is not kept.
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function latestOtp(phone: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const res = await fetch(`${server.url}/api/dev/outbox?phone=${phone}`);
    const body = (await res.json()) as { data?: Array<{ otp: string | null }> };
    const otp = body.data?.[0]?.otp;
    if (otp) return otp;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no OTP in the outbox for ${phone}`);
}

const heading = (page: Page, name: string) => page.getByRole("heading", { name, exact: true });

describe("the lead funnel after the inactivity cut-off, at 390 px", () => {
  it("returns to / after 4 quiet minutes and resumes at step 6 with the answers, phone and e-mail", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const watched = watchPage(page);
    // Time runs as usual until the test fast-forwards it (as the tracking e2e does).
    await page.clock.install();
    const phone = "0912345611";
    const email = "cho.lau@example.com";
    await page.goto(`${server.url}/vay-tien-online`);

    await heading(page, "Bạn cần vay bao nhiêu?").waitFor();
    await page.getByRole("button", { name: "Tiếp tục" }).click();
    await heading(page, "Thông tin liên hệ").waitFor();
    await page.getByRole("textbox", { name: "Số điện thoại" }).fill(phone);
    await page.getByRole("textbox", { name: "Email (không bắt buộc)" }).fill(email);
    await page.getByRole("checkbox", { name: /Tôi đồng ý/ }).check();
    await page.getByRole("checkbox", { name: "Tôi không phải là robot" }).click();
    await page.getByText("Đã xác minh").waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "Tiếp tục" }).click();
    await heading(page, "Xác thực số điện thoại").waitFor();
    const otp = await latestOtp(phone);
    await page.getByRole("textbox", { name: "Chữ số thứ 1 của mã OTP" }).click();
    await page.keyboard.type(otp);
    await page.getByRole("button", { name: "Xác nhận" }).click();
    await heading(page, "Thông tin cá nhân").waitFor();
    await page.getByRole("textbox", { name: "Họ và tên" }).fill("Nguyễn Văn An");
    await page.getByRole("textbox", { name: "Số CCCD" }).fill("001090000123");
    await page.getByRole("button", { name: "Tiếp tục" }).click();
    await heading(page, "Thu nhập hàng tháng của bạn").waitFor();
    await page.getByRole("button", { name: "7 - 10 triệu" }).click();
    await heading(page, "Tình trạng nhà ở của bạn").waitFor();
    await page.waitForFunction(() => document.querySelector(".score-bar")?.getAttribute("aria-busy") === "false");
    const score = await page.getByRole("meter", { name: "Điểm tín nhiệm" }).getAttribute("value");

    // Four quiet minutes: the cut-off, then the return to / half a second later (a new page load).
    const home = page.waitForURL(`${server.url}/`);
    await page.clock.runFor(DELAY.IDLE_CUTOFF + DELAY.IDLE_REDIRECT + 1_000);
    await home;

    await heading(page, "Tình trạng nhà ở của bạn").waitFor();
    await expect(page.getByText("Bước 6/8").isVisible()).resolves.toBe(true);
    await expect(page.getByRole("meter", { name: "Điểm tín nhiệm" }).getAttribute("value")).resolves.toBe(score);
    const stored = (await page.evaluate((key) => sessionStorage.getItem(key), FUNNEL_STORAGE_KEY)) ?? "";
    expect(stored).toContain(phone);
    expect(stored).toContain(email);
    expect(stored).toContain("Nguyễn Văn An");
    expect(stored).not.toContain(otp);

    // The rest of the form goes on from there: the result needs the income answered before the cut-off.
    await page.getByRole("button", { name: "Nhà thuê" }).click();
    await page.getByRole("button", { name: "Độc thân" }).click();
    await page.getByRole("button", { name: "1 người" }).click();
    await heading(page, "Tạo mật khẩu để theo dõi hồ sơ").waitFor({ timeout: 15_000 });
    expect(watched.errors).toEqual([]);
    await context.close();
  });
});
