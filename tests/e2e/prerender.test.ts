import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, watchPage } from "./support/browser";
import { recordShifts, shiftsOf } from "./support/layout-shifts";
import { type RunningServer, startServer } from "./support/server";

/** Issue 16 item 2: the public pages come as HTML built at build time, then hydrate. */
const PAGES = [
  { path: "/", heading: "Vay tiêu dùng nhanh, chọn thẻ tín dụng phù hợp" },
  { path: "/the-tin-dung", heading: "Thẻ tín dụng" },
  { path: "/dieu-khoan", heading: "Điều khoản" },
  { path: "/chinh-sach-bao-mat", heading: "Chính sách bảo mật" },
  { path: "/tin-tuc", heading: "Kiến thức tài chính" },
  { path: "/tin-tuc/diem-tin-dung-cic-la-gi", heading: "Điểm tín dụng CIC là gì và vì sao quan trọng?" },
];

const SHELL_TITLE = "Vay tiêu dùng, thẻ tín dụng trực tuyến";

describe("prerendered public pages", () => {
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

  it.each(PAGES)(
    "serves $path with its content in the HTML, compressed, and no inline script or style",
    async ({ path, heading }) => {
      const res = await fetch(`${server.url}${path}`, { headers: { "accept-encoding": "br, gzip" } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding")).toBe("br");
      expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
      const html = await res.text();
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root.replace(/<[^>]+>/g, " ")).toContain(heading);
      // No inline script runs: a script element either loads a file of ours or is a JSON data block.
      expect(html).not.toMatch(/<script>|<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>/);
      expect(html).not.toMatch(/\sstyle="/);
    },
  );

  it("keeps the empty shell for other paths and for a prerendered path with a query", async () => {
    for (const path of ["/login", "/the-tin-dung?cardType=2"]) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(html).toContain('<div id="root"></div>');
    }
  });

  it.each(PAGES)("shows $path before any script runs, then hydrates without an error", async ({ path, heading }) => {
    const still = await browser.newPage({ javaScriptEnabled: false });
    await still.goto(`${server.url}${path}`);
    await expect(still.locator("h1").first().textContent()).resolves.toContain(heading);
    await still.close();

    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const watched = watchPage(page);
    await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
    await expect(page.locator("h1").first().textContent()).resolves.toContain(heading);
    // Hydrated: the page's effects ran (each page sets its own title; the HTML carries the site's).
    await page.waitForFunction((shell) => document.title !== shell, SHELL_TITLE);
    expect(watched.errors).toEqual([]);
    expect(watched.cspViolations).toEqual([]);
    await page.close();
  });

  it.each(["/", "/dieu-khoan"])("paints %s before it asks for the app's script", async (path) => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
    const timings = await page.evaluate(() => {
      const app = document.querySelector<HTMLScriptElement>("script[data-app]")?.dataset.app ?? "";
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      const script = performance.getEntriesByType("resource").find((entry) => new URL(entry.name).pathname === app);
      return { app, paint: paint?.startTime ?? null, requested: script?.startTime ?? null };
    });
    expect(timings.app).toMatch(/^\/assets\/[\w-]+\.js$/);
    expect(timings.paint).not.toBeNull();
    expect(timings.requested).not.toBeNull();
    expect(timings.requested as number).toBeGreaterThan(timings.paint as number);
    await page.close();
  });

  it("keeps a visitor where they scrolled while the app was still on its way", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const html = await (await fetch(`${server.url}/dieu-khoan`)).text();
    const app = /data-app="([^"]+)"/.exec(html)?.[1];
    expect(app).toBeDefined();
    await page.route(`${server.url}${app}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.url}/dieu-khoan`, { waitUntil: "domcontentloaded" });
    await page.evaluate(() => window.scrollTo(0, 1500));
    release();
    await page.waitForFunction((shell) => document.title !== shell, SHELL_TITLE);
    await page.waitForTimeout(300);
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(1500);
    await page.close();
  });

  it.each([
    { path: "/dieu-khoan", article: "Điều 2. Giải thích từ ngữ" },
    { path: "/chinh-sach-bao-mat", article: "Kênh liên hệ" },
  ])(
    "serves the full text of $path in its HTML, and hydrates it without moving anything",
    async ({ path, article }) => {
      const still = await browser.newPage({ javaScriptEnabled: false });
      await still.goto(`${server.url}${path}`);
      await expect(still.getByRole("heading", { name: article }).isVisible()).resolves.toBe(true);
      await expect(still.locator("footer").isVisible()).resolves.toBe(true);
      await still.close();

      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const watched = watchPage(page);
      await recordShifts(page);
      await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
      await page.waitForFunction((shell) => document.title !== shell, SHELL_TITLE);
      await expect(page.getByRole("heading", { name: article }).isVisible()).resolves.toBe(true);
      await expect(page.locator(".doc-loading").count()).resolves.toBe(0);
      await expect(shiftsOf(page)).resolves.toEqual([]);
      expect(watched.errors).toEqual([]);
      await page.close();
    },
  );

  it.each([360, 390, 1280])(
    "keeps the room of step 1's loan cost while the partners' offers load, at %i px",
    async (width) => {
      const page = await browser.newPage({ viewport: { width, height: 844 } });
      const watched = watchPage(page);
      await recordShifts(page);
      // The offers answer after the page has painted and hydrated (a slow network), so the cost
      // arrives into a page the visitor is already reading.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route("**/api/site/loan-offers", async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${server.url}/`);
      await page.getByText("Đang tải biểu phí...").waitFor();
      release();
      await page.getByText("Tổng số tiền phải trả").first().waitFor();
      const shifts = await shiftsOf(page);
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
      expect(watched.errors).toEqual([]);
      await page.close();
    },
  );

  it("renders the home page's later sections in the browser, in the room kept for them", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const watched = watchPage(page);
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    // The later sections load as their room nears the viewport: scroll down to it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const faq = page.getByRole("button", { name: "Tôi có thể vay bao nhiêu tiền?" });
    await faq.scrollIntoViewIfNeeded();
    await expect(faq.isVisible()).resolves.toBe(true);
    expect(watched.errors).toEqual([]);
    await page.close();
  });
});
