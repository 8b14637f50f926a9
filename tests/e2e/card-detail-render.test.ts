import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, watchPage } from "./support/browser";
import { recordShifts, shiftsOf } from "./support/layout-shifts";
import { type RunningServer, startServer } from "./support/server";

/**
 * Issue 16 items 2 and 4, SPEC.md "Card detail": a card detail page comes from the server as HTML
 * rendered from the card's data, shows the card before any script runs, and hydrates without an
 * error or a layout shift into a page that works (decision 018).
 */

interface Card {
  id: number;
  name: string;
  cardIssuer: string;
  features: { info: string }[];
}

describe("a card detail page rendered by the server", () => {
  let server: RunningServer;
  let browser: Browser;
  let card: Card;
  let related: { name: string }[];
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    card = ((await (await fetch(`${server.url}/api/v1/card/get-detail/1`)).json()) as { data: Card }).data;
    related = (
      (await (await fetch(`${server.url}/api/v1/card/get-three-card/1`)).json()) as { data: { name: string }[] }
    ).data;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("shows the card, its features and its related cards before any script runs", async () => {
    const still = await browser.newPage({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await still.goto(`${server.url}/chi-tiet-the-tin-dung?id=1`);
    await expect(still.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(card.name);
    await expect(still.getByText(card.cardIssuer, { exact: true }).first().isVisible()).resolves.toBe(true);
    await expect(still.getByText(card.features[0]?.info ?? "?", { exact: true }).isVisible()).resolves.toBe(true);
    await expect(still.getByRole("heading", { name: "Thẻ tín dụng khác" }).count()).resolves.toBe(1);
    for (const other of related) await expect(still.getByText(other.name, { exact: true }).count()).resolves.toBe(1);
    await expect(still.getByRole("button", { name: "Thêm vào so sánh" }).isVisible()).resolves.toBe(true);
    await still.close();
  });

  it("hydrates at 390 px without an error or a layout shift, and its buttons then work", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const watched = watchPage(page);
    await recordShifts(page);
    const apiCalls: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/v1/card/get-")) apiCalls.push(request.url());
    });
    await page.goto(`${server.url}/chi-tiet-the-tin-dung?id=1`, { waitUntil: "networkidle" });
    // Hydrated: the page's effect set its title from the card.
    await page.waitForFunction((name) => document.title.includes(name), card.name);
    // Nothing moved from the first paint through hydration.
    await expect(shiftsOf(page)).resolves.toEqual([]);
    // 'Thêm vào so sánh' adds the card to the compare bar, which only a hydrated page can do.
    await page.getByRole("button", { name: "Thêm vào so sánh" }).click();
    await expect(page.getByRole("button", { name: "Đã thêm vào so sánh" }).getAttribute("aria-pressed")).resolves.toBe(
      "true",
    );
    await page.getByRole("complementary", { name: "Thẻ đã chọn để so sánh" }).waitFor();
    expect(watched.errors).toEqual([]);
    expect(watched.cspViolations).toEqual([]);
    // The page started from the card in its HTML: it did not ask the API for it again.
    expect(apiCalls).toEqual([]);
    await page.close();
  });

  it("keeps today's page for an unknown card: 'Thẻ không khả dụng!' and its popup", async () => {
    const res = await fetch(`${server.url}/chi-tiet-the-tin-dung?id=999999`);
    expect(await res.text()).toContain('<div id="root"></div>');
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${server.url}/chi-tiet-the-tin-dung?id=999999`);
    await page.getByRole("heading", { name: "Thẻ không khả dụng!" }).waitFor();
    await page.getByRole("button", { name: "Tiếp tục" }).click();
    await page.waitForURL(`${server.url}/the-tin-dung`);
    await page.close();
  });
});
