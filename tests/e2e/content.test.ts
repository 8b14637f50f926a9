import { execFile } from "node:child_process";
import { rmSync } from "node:fs";
import { promisify } from "node:util";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffScriptToken } from "./support/backoffice";
import { launchBrowser, watchPage } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

const run = promisify(execFile);

/** Content pages in Chromium against the real server: FAQ, table of contents, titles, 360 px. */
describe("content pages in Chromium", () => {
  let dataDir = "";
  let complianceToken = "";
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    ({ dataDir, token: complianceToken } = await staffScriptToken("compliance"));
    server = await startServer({}, { dataDir });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const open = async (path: string, viewport = { width: 1280, height: 800 }): Promise<Page> => {
    const page = await browser.newPage({ viewport });
    await page.goto(`${server.url}${path}`);
    return page;
  };

  it("opens an FAQ answer stating the loan range", async () => {
    const page = await open("/");
    const watched = watchPage(page);
    // The later sections load as their room nears the viewport: scroll down to it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const question = page.getByRole("button", { name: "Tôi có thể vay bao nhiêu tiền?" });
    await question.scrollIntoViewIfNeeded();
    await expect(question.getAttribute("aria-expanded")).resolves.toBe("false");
    await question.click();
    await expect(question.getAttribute("aria-expanded")).resolves.toBe("true");
    const answer = page.getByRole("region", { name: "Tôi có thể vay bao nhiêu tiền?" });
    await answer.waitFor({ state: "visible" });
    await expect(answer.textContent()).resolves.toContain("Bạn có thể vay từ 5.000.000 VND đến 100.000.000 VND.");
    await page.keyboard.press("Enter");
    await expect(question.getAttribute("aria-expanded")).resolves.toBe("false");
    expect(watched.cspViolations).toEqual([]);
    expect(watched.errors).toEqual([]);
    await page.close();
  });

  it("lands /#about-us below the sticky header", async () => {
    const page = await open("/tin-tuc");
    await page
      .getByRole("navigation", { name: "Điều hướng chính" })
      .getByRole("link", { name: "Về chúng tôi" })
      .click();
    await page.waitForURL(`${server.url}/#about-us`);
    await page.waitForFunction(() => {
      const top = document.getElementById("about-us")?.getBoundingClientRect().top ?? -1;
      const header = document.querySelector(".site-header")?.getBoundingClientRect().bottom ?? 0;
      return top >= header - 1 && top < header + 40;
    });
    await page.close();
  });

  it("scrolls to the section a table-of-contents link names and marks it", async () => {
    const page = await open("/dieu-khoan");
    const watched = watchPage(page);
    const toc = page.getByRole("navigation", { name: "Mục lục" });
    const link = toc.getByRole("link", { name: "III. Chính sách bảo mật" });
    await link.waitFor({ state: "visible" });
    const section = page.locator("#chinh-sach-bao-mat");
    const topOf = () => section.evaluate((element) => element.getBoundingClientRect().top);
    expect(await topOf()).toBeGreaterThan(800);
    await link.click();
    // Smooth scrolling takes a moment: wait for the section to arrive under the sticky header.
    await page.waitForFunction(() => {
      const top = document.getElementById("chinh-sach-bao-mat")?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 120;
    });
    await expect(link.getAttribute("aria-current")).resolves.toBe("location");
    expect(new URL(page.url()).hash).toBe("#chinh-sach-bao-mat");
    // The table of contents stays in view (sticky) after the scroll.
    const tocTop = await toc.evaluate((element) => element.getBoundingClientRect().top);
    expect(tocTop).toBeGreaterThanOrEqual(0);
    expect(tocTop).toBeLessThan(200);
    expect(watched.errors).toEqual([]);
    await page.close();
  });

  it("builds the privacy policy's side menu from its 16 headings", async () => {
    const page = await open("/chinh-sach-bao-mat");
    const menu = page.getByRole("navigation", { name: "Nội dung chính sách" });
    await menu.getByRole("link").first().waitFor({ state: "visible" });
    const labels = await menu.getByRole("link").allTextContents();
    const headings = await page.locator(".doc-section > h2").allTextContents();
    expect(labels).toHaveLength(16);
    expect(labels).toEqual(headings);
    await page.close();
  });

  it("gives every route its own title and description", async () => {
    const page = await browser.newPage();
    const seen = new Map<string, string>();
    for (const path of ["/", "/tin-tuc", "/dieu-khoan", "/chinh-sach-bao-mat", "/rule-bidv", "/page_test"]) {
      await page.goto(`${server.url}${path}`);
      await page.locator("main h1").first().waitFor({ state: "visible" });
      await page.waitForFunction(() => document.title.includes("|"));
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description, path).toBeTruthy();
      expect([...seen.values()], path).not.toContain(title);
      seen.set(path, title);
    }
    expect(await page.locator("html").getAttribute("lang")).toBe("vi");
    await page.close();
  });

  it("fits a 360 px screen without sideways scrolling", async () => {
    for (const path of [
      "/",
      "/dieu-khoan",
      "/chinh-sach-bao-mat",
      "/tin-tuc",
      "/page_test",
      "/yeu-cau-xoa-du-lieu",
      "/rule-bidv",
    ]) {
      const page = await open(path, { width: 360, height: 740 });
      await page.locator("main h1").first().waitFor({ state: "visible" });
      await page.locator("footer").scrollIntoViewIfNeeded();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      await page.close();
    }
  });

  it("serves robots.txt", async () => {
    const res = await fetch(`${server.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Disallow: /page_test");
  });

  it("loads the spreadsheet library only on demand and downloads a real .xlsx", async () => {
    const page = await open("/page_test");
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.getByRole("button", { name: "Tải tệp Excel" }).waitFor({ state: "visible" });
    const before = scripts.length;
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Tải tệp Excel" }).click(),
    ]);
    expect(scripts.length).toBeGreaterThan(before);
    expect(download.suggestedFilename()).toBe("ho-so-mau.xlsx");
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 2).toString()).toBe("PK");
    await page.close();
  });

  it("files a data-deletion request proven by OTP and gives its reference number, which the operator carries out", async () => {
    const phone = "0862223377";
    const page = await open("/yeu-cau-xoa-du-lieu", { width: 360, height: 740 });
    const watched = watchPage(page);
    await page.getByLabel("Số điện thoại").fill(phone);
    await page.getByRole("checkbox", { name: /Tôi hiểu rằng/ }).check();
    const send = page.getByRole("button", { name: "Gửi mã xác thực" });
    expect(await send.isDisabled()).toBe(true);
    await page.getByText("Tôi không phải là robot", { exact: true }).click();
    await page.getByText("Đã xác minh").waitFor({ timeout: 30_000 });
    await send.click();
    await page.getByRole("heading", { name: "Nhập mã xác thực" }).waitFor();
    const outbox = (await (await fetch(`${server.url}/api/dev/outbox?phone=${phone}`)).json()) as {
      data: Array<{ otp: string }>;
    };
    const code = outbox.data[0]?.otp ?? "";
    expect(code).toMatch(/^\d{6}$/);
    await page.getByRole("textbox", { name: "Chữ số thứ 1 của mã OTP" }).click();
    await page.keyboard.type(code);
    await page.getByRole("button", { name: "Xác nhận" }).click();
    const reference = (await page.locator(".deletion-reference").textContent({ timeout: 10_000 })) ?? "";
    expect(reference).toMatch(/^XD\d{8}-[A-Z0-9]{6}$/);
    expect(watched.errors).toEqual([]);
    await page.close();

    // The server holds the PGlite data, so the command goes through it with a compliance API token.
    const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/privacy-erase.ts", reference], {
      env: {
        ...process.env,
        PORT: String(server.port),
        DATA_DIR: server.dataDir,
        STAFF_API_TOKEN: complianceToken,
        NODE_ENV: "test",
      },
    });
    expect(stdout).toContain(`Đã thực hiện yêu cầu ${reference}`);
  });
});
