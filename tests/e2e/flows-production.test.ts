import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { Secret, TOTP } from "otpauth";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/connect";
import { migrate } from "../../server/db/migrate";
import { sealTotpSecret } from "../../server/services/staff/totp-seal";
import { launchBrowser, watchPage } from "./support/browser";
import { freshDataDir, type RunningServer, startServer } from "./support/server";

/**
 * Issue 30: in production the flow viewer and ?inspect=1 worked for every visitor. Here a server in
 * production mode with FLOWS_VIEWER=on (off is the default): a visitor gets no inspection and, at the
 * viewer's address, a page that sends them to the back-office sign-in; a staff member (issue 31: a
 * person with their own staff account, no ADMIN_TOKEN) signs in at /quan-tri/dang-nhap and then
 * inspects as in development.
 */

const secret = () => randomBytes(32).toString("base64url");
const STAFF_TOTP_KEY = secret();
const STAFF = { email: "bien-tap@vay.test", totp: new Secret({ size: 20 }).base32 };

let dataDir: string;
let server: RunningServer;
let browser: Browser;

/** An editor whose authenticator app holds STAFF.totp, on a data directory the server then opens. */
async function staffDataDir(): Promise<string> {
  const dir = freshDataDir("vay-e2e-flows-");
  const database = await openDatabase({ url: null, dataDir: `${dir}/pglite` });
  try {
    await migrate(database);
    const row = await database.db
      .insertInto("staff")
      .values({
        email: STAFF.email,
        full_name: "Lê Biên Tập",
        role: "editor",
        status: "active",
        created_at: new Date(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await database.db
      .updateTable("staff")
      .set({ totp_secret: sealTotpSecret(STAFF_TOTP_KEY, row.id, STAFF.totp) })
      .where("id", "=", row.id)
      .execute();
  } finally {
    await database.close();
  }
  return dir;
}

const codeNow = () =>
  new TOTP({ secret: Secret.fromBase32(STAFF.totp), digits: 6, period: 30, algorithm: "SHA1" }).generate();

beforeAll(async () => {
  dataDir = await staffDataDir();
  server = await startServer(
    {
      NODE_ENV: "production",
      FLOWS_VIEWER: "on",
      TOKEN_SECRET: secret(),
      OTP_HASH_KEY: secret(),
      CAPTCHA_HMAC_KEY: secret(),
      STAFF_TOTP_KEY,
      PUBLIC_ORIGIN: "https://vay.example",
      SMS_DELIVERY: "outbox",
      ALLOW_OUTBOX_IN_PRODUCTION: "true",
      ALLOW_OFFLINE_EKYC_IN_PRODUCTION: "true",
    },
    { dataDir },
  );
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("the flow viewer in production", () => {
  it("gives a visitor with ?inspect=1 no panel and no inspector code; /__flows sends them to the staff sign-in", async () => {
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
    expect(viewer?.status()).toBe(403);
    expect(viewer?.headers()["content-security-policy"]).not.toContain("stately.ai");
    await page.getByRole("heading", { name: "Trình theo dõi luồng chỉ dành cho nhân viên" }).waitFor();
    expect(await page.getByRole("textbox").count()).toBe(0);
    await page.getByRole("link", { name: "Đăng nhập trang quản trị" }).click();
    await page.waitForURL(`${server.url}/quan-tri/dang-nhap`);
    await page.getByRole("heading", { name: "Đăng nhập trang quản trị" }).waitFor();
    await context.close();
  });

  it("lets a staff member who signed in to the back-office open the viewer and inspect", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const watched = watchPage(page);
    await page.goto(`${server.url}/quan-tri/dang-nhap`);
    await page.getByRole("button", { name: "Dùng mã từ ứng dụng xác thực" }).click();
    await page.getByLabel("Email").fill(STAFF.email);
    await page.getByLabel("Mã xác thực (6 chữ số)").fill(codeNow());
    await page.getByRole("button", { name: "Đăng nhập", exact: true }).click();
    await page.getByRole("heading", { name: "Tổng quan" }).waitFor();

    const frame = await page.goto(`${server.url}/__flows?inspect=1`);
    expect(frame?.status()).toBe(200);
    expect(frame?.headers()["content-security-policy"]).toContain("frame-src https://stately.ai");

    await page.goto(`${server.url}/?inspect=1`);
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
