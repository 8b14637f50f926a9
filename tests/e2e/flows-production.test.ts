import { randomBytes } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, watchPage } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

/**
 * Issue 30: in production the flow viewer and ?inspect=1 worked for every visitor. Here a server in
 * production mode with FLOWS_VIEWER=on (off is the default): a visitor gets no inspection and a 404
 * at the viewer's address; a product owner signs in at /__flows/sign-in with the admin credential
 * and then inspects as in development.
 */

const secret = () => randomBytes(32).toString("base64url");
const ADMIN_TOKEN = secret();

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({
    NODE_ENV: "production",
    FLOWS_VIEWER: "on",
    ADMIN_TOKEN,
    TOKEN_SECRET: secret(),
    OTP_HASH_KEY: secret(),
    CAPTCHA_HMAC_KEY: secret(),
    PUBLIC_ORIGIN: "https://vay.example",
    SMS_DELIVERY: "outbox",
    ALLOW_OUTBOX_IN_PRODUCTION: "true",
    ALLOW_OFFLINE_EKYC_IN_PRODUCTION: "true",
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the flow viewer in production", () => {
  it("gives a visitor with ?inspect=1 no panel, no inspector code and a 404 at /__flows", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    const home = await page.goto(`${server.url}/?inspect=1`);
    expect(home?.headers()["content-security-policy"]).not.toContain("stately.ai");
    await page.getByRole("heading", { name: "Bạn cần vay bao nhiêu?" }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(await page.getByRole("complementary", { name: "Theo dõi luồng" }).count()).toBe(0);
    expect(scripts.filter((url) => /start-bridge|inspect-panel|mount-flows|elk/.test(url))).toEqual([]);
    expect(await page.evaluate(() => window.sessionStorage.getItem("inspect"))).toBeNull();

    const viewer = await page.goto(`${server.url}/__flows?inspect=1`);
    expect(viewer?.status()).toBe(404);
    expect(viewer?.headers()["content-security-policy"]).not.toContain("stately.ai");
    await context.close();
  });

  it("lets a product owner sign in with the admin credential, then inspect", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const watched = watchPage(page);
    await page.goto(`${server.url}/__flows/sign-in`);
    await page.getByRole("heading", { name: "Đăng nhập trình theo dõi luồng" }).waitFor();
    await page.getByLabel("Mã quản trị").fill("khong-dung");
    await page.getByRole("button", { name: "Đăng nhập" }).click();
    await page.getByRole("alert").filter({ hasText: "Mã quản trị không đúng." }).waitFor();
    await page.getByLabel("Mã quản trị").fill(ADMIN_TOKEN);
    await page.getByRole("button", { name: "Đăng nhập" }).click();
    await page.waitForURL(`${server.url}/?inspect=1`);
    await page.getByRole("heading", { name: "Bạn cần vay bao nhiêu?" }).waitFor();

    const panel = page.getByRole("complementary", { name: "Theo dõi luồng" });
    await panel.waitFor();
    const opened = context.waitForEvent("page");
    await panel.getByRole("button", { name: "Mở trình theo dõi luồng" }).click();
    const viewer = await opened;
    await viewer.getByRole("group", { name: "Sơ đồ trạng thái của Đăng ký vay (lead funnel)" }).waitFor();
    expect(watched.cspViolations).toEqual([]);
    await context.close();
  });
});
