import { rmSync } from "node:fs";
import type { Browser, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FunnelReport, TrackingLog } from "../../src/contract/tracking";
import { DELAY } from "../../src/domain/constants";
import { staffScriptToken } from "./support/backoffice";
import { launchBrowser, watchPage } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

const TRACKING_PATH = "/api/callback/loan/tracking";

/** Yesterday and today in Vietnam (UTC+7): a range that holds a visit made now. */
function vietnamRange(): string {
  const day = (offset: number) => new Date(Date.now() + 7 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
  return `from=${day(-1)}&to=${day(0)}`;
}

const isTrackingPost = (request: Request) => request.method() === "POST" && request.url().endsWith(TRACKING_PATH);

/**
 * ky sends its body as a stream, which Playwright does not show: the page keeps a copy of each
 * tracking body it sends (test instrumentation only), read back after the server answered.
 */
async function recordTrackingBodies(page: Page): Promise<void> {
  await page.addInitScript((path: string) => {
    const bodies: Array<Promise<string>> = [];
    Object.assign(window, { trackingBodies: bodies });
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (input instanceof Request && input.method === "POST" && input.url.endsWith(path)) {
        bodies.push(input.clone().text());
      }
      return original(input, init);
    };
  }, TRACKING_PATH);
}

async function sentLogs(page: Page): Promise<TrackingLog[]> {
  const texts = await page.evaluate(() =>
    Promise.all((window as unknown as { trackingBodies: Array<Promise<string>> }).trackingBodies),
  );
  return texts.map((text) => JSON.parse(text) as TrackingLog);
}

/** The last tracking log the page sent, once the server has answered it. */
async function nextLog(page: Page, action: () => Promise<unknown>): Promise<TrackingLog> {
  const answered = page.waitForResponse((response) => isTrackingPost(response.request()));
  await action();
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ code: 200, data: null });
  const logs = await sentLogs(page);
  expect(logs.length).toBeGreaterThan(0);
  return logs.at(-1)!;
}

describe("visit tracking in Chromium", () => {
  let dataDir = "";
  let operatorToken = "";
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    ({ dataDir, token: operatorToken } = await staffScriptToken("operator"));
    server = await startServer({}, { dataDir });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("a visit to /?source=fb&campaign=tet reaches the database with those values", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await recordTrackingBodies(page);
    const watched = watchPage(page);
    const log = await nextLog(page, () => page.goto(`${server.url}/?source=fb&campaign=tet`));
    expect(log).toMatchObject({
      conversionStatus: 1,
      utmSource: "fb",
      utmCampaign: "tet",
      browser: "Chrome",
      operatingSystem: "Linux",
    });
    expect(log.systemClickId).toMatch(/^[A-Za-z0-9]{30}$/);
    expect(log).not.toHaveProperty("ipAddress");

    const cookies = await context.cookies();
    const source = cookies.find((c) => c.name === "aff_source");
    expect(source?.value).toBe("fb");
    const days = ((source?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(cookies.find((c) => c.name === "sys_click_id")?.value.split(".")[0]).toBe(log.systemClickId);

    const res = await fetch(`${server.url}/api/admin/reports/funnel?${vietnamRange()}`, {
      headers: { authorization: `Bearer ${operatorToken}` },
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: FunnelReport };
    expect(data.byCampaign).toContainEqual(expect.objectContaining({ source: "fb", campaign: "tet", visits: 1 }));
    expect(data.bySource).toContainEqual(expect.objectContaining({ source: "fb", visits: 1 }));

    const refused = await fetch(`${server.url}/api/admin/reports/funnel?${vietnamRange()}`);
    expect(refused.status).toBe(401);
    expect(watched.errors).toEqual([]);
    expect(watched.cspViolations).toEqual([]);
    await context.close();
  });

  it("after 4 quiet minutes the click cookie goes, the page returns to /, and a new visit waits for activity", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await recordTrackingBodies(page);
    await page.clock.install();
    const first = await nextLog(page, () => page.goto(`${server.url}/the-tin-dung?source=zalo`));

    // Just before the cut-off: every autosave so far is of this visit, at status 1.
    await page.clock.runFor(DELAY.IDLE_CUTOFF - 1_000);
    const saved = await sentLogs(page);
    expect(saved.length).toBeGreaterThan(DELAY.IDLE_CUTOFF / DELAY.AUTOSAVE - 1);
    expect(saved.every((log) => log.systemClickId === first.systemClickId && log.conversionStatus === 1)).toBe(true);
    const home = page.waitForURL(`${server.url}/`);
    await page.clock.runFor(1_000 + DELAY.IDLE_REDIRECT);
    await home;
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "sys_click_id")).toBeUndefined();
    expect(cookies.find((c) => c.name === "aff_source")?.value).toBe("zalo");

    // The home page may still be loading its tracking when the first move comes: keep moving (as a
    // person does) until the new visit's first log goes out.
    const before = (await sentLogs(page)).length;
    const next = await nextLog(page, async () => {
      for (let step = 0; step < 50 && (await sentLogs(page)).length === before; step++) {
        await page.mouse.move(40 + step, 60 + step);
        await page.clock.runFor(200);
      }
    });
    expect(next.systemClickId).not.toBe(first.systemClickId);
    expect(next).toMatchObject({ conversionStatus: 1, utmSource: "zalo", countBack: 1 });
    await context.close();
  });
});
