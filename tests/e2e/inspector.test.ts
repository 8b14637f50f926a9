import type { Browser, BrowserContext, Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, watchPage } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

/**
 * Inspection through the hosted Stately inspector, without the internet: https://stately.ai/... is
 * routed to a stand-in page that says `@statelyai.connected` to its parent, as the real one does,
 * and records every message it gets. A visitor walks the first steps of the lead funnel in a tab
 * opened with ?inspect=1; the stand-in must receive the funnel's states.
 */

const STAND_IN = `<!doctype html><html><body><p>stand-in inspector</p><script>
window.received = [];
addEventListener("message", (event) => { window.received.push(event.data); });
(window.opener || window.parent).postMessage({ type: "@statelyai.connected" }, "*");
</script></body></html>`;

interface Received {
  type?: string;
  sessionId?: string;
  definition?: string;
  snapshot?: { value?: { flow?: unknown } };
}

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

async function inspectedContext(): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.route("https://stately.ai/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: STAND_IN }),
  );
  return context;
}

/** Opens the flow viewer from the app tab's panel (a click: no popup blocker). */
async function openViewer(context: BrowserContext, app: Page): Promise<Page> {
  const panel = app.getByRole("complementary", { name: "Theo dõi luồng" });
  const opened = context.waitForEvent("page");
  await panel.getByRole("button", { name: "Mở trình theo dõi luồng" }).click();
  const viewer = await opened;
  await viewer.getByRole("heading", { name: "Sơ đồ luồng", level: 1 }).waitFor();
  return viewer;
}

async function received(frame: Frame): Promise<Received[]> {
  return frame.evaluate(() => (window as unknown as { received: Received[] }).received);
}

/** The flow region's state in every snapshot of the lead funnel the stand-in received, in order. */
async function funnelFlowStates(frame: Frame): Promise<string[]> {
  const messages = await received(frame);
  const funnel = messages.find((m) => m.type === "@xstate.actor" && m.definition?.includes('"id":"leadFunnel"'));
  return messages
    .filter((m) => m.type === "@xstate.snapshot" && m.sessionId === funnel?.sessionId)
    .map((m) => JSON.stringify(m.snapshot?.value?.flow));
}

describe("the Stately inspector, routed to a stand-in", () => {
  it("receives the lead funnel's states, masked, as a visitor walks the first steps", async () => {
    const context = await inspectedContext();
    const app = await context.newPage();
    const watched = watchPage(app);
    const response = await app.goto(`${server.url}/?inspect=1`);
    // The app's own opener policy is not relaxed: the inspector lives in our viewer's iframe.
    expect(response?.headers()["cross-origin-opener-policy"]).toBe("same-origin");
    await app.getByRole("heading", { name: "Bạn cần vay bao nhiêu?" }).waitFor();

    const viewer = await openViewer(context, app);
    await viewer.getByRole("button", { name: "Mở Stately Inspector" }).click();
    await viewer.getByText("Đã kết nối: Stately Inspector nhận các máy của mọi tab đang theo dõi.").waitFor();
    const frame = viewer.frames().find((f) => f.url().startsWith("https://stately.ai/"));
    if (!frame) throw new Error("no inspector frame in the viewer");

    // What ran before the inspector connected is handed over on connect: the funnel's first step.
    await expect
      .poll(() => funnelFlowStates(frame), { timeout: 20_000 })
      .toContainEqual(expect.stringMatching(/step1|amount/));

    await app.getByRole("button", { name: "Tiếp tục" }).click();
    await app.getByRole("heading", { name: "Thông tin liên hệ" }).waitFor();
    await app.getByRole("textbox", { name: "Số điện thoại" }).fill("0912345678");

    await expect
      .poll(() => funnelFlowStates(frame), { timeout: 20_000 })
      .toContainEqual(expect.stringMatching(/step2|contact/));
    const states = await funnelFlowStates(frame);
    const first = states.findIndex((s) => /step1|amount/.test(s));
    const second = states.findIndex((s) => /step2|contact/.test(s));
    expect(first).toBeLessThan(second);
    // The phone number reached the inspector masked only.
    await expect.poll(async () => JSON.stringify(await received(frame)), { timeout: 20_000 }).toContain("09******78");
    expect(JSON.stringify(await received(frame))).not.toContain("0912345678");
    expect(watched.cspViolations).toEqual([]);
    await context.close();
  });

  it("opens the viewer once per tab: a second click brings back the same window", async () => {
    const context = await inspectedContext();
    const app = await context.newPage();
    await app.goto(`${server.url}/?inspect=1`);
    const viewer = await openViewer(context, app);
    await app.getByRole("button", { name: "Mở trình theo dõi luồng" }).click();
    await app.getByRole("status").filter({ hasText: "Trình theo dõi luồng đang mở trong một cửa sổ khác." }).waitFor();
    expect(context.pages()).toEqual([app, viewer]);
    await context.close();
  });

  it("says so, in Vietnamese, when the inspector cannot be reached", async () => {
    const context = await inspectedContext();
    const app = await context.newPage();
    await app.goto(`${server.url}/?inspect=1`);
    const viewer = await openViewer(context, app);
    await viewer.getByRole("group", { name: /Sơ đồ trạng thái/ }).waitFor();
    await context.setOffline(true);
    await viewer.getByRole("button", { name: "Mở Stately Inspector" }).click();
    await viewer
      .getByText(
        "Không kết nối được Stately Inspector (có thể do không có internet). Sơ đồ luồng bên trên vẫn dùng được ngoại tuyến.",
      )
      .waitFor();
    await context.close();
  });

  it("gives no panel and no inspector code to a visitor without ?inspect=1", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(`${server.url}/`);
    await page.getByRole("heading", { name: "Bạn cần vay bao nhiêu?" }).waitFor();
    expect(await page.getByRole("complementary", { name: "Theo dõi luồng" }).count()).toBe(0);
    expect(scripts.filter((url) => /start-bridge|inspect-panel|mount-flows|elk/.test(url))).toEqual([]);
    await context.close();
  });

  it("keeps @statelyai/inspect and elkjs out of the built entry chunk", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    // The prerendered page's boot script names the app's entry in data-app (decision 019).
    const entry = /<script type="module"[^>]*data-app="([^"]+)"/.exec(html)?.[1];
    if (!entry) throw new Error("no entry script in the home page");
    const code = await (await fetch(new URL(entry, server.url))).text();
    expect(code.length).toBeGreaterThan(1000);
    expect(code).not.toContain("@statelyai");
    expect(code).not.toContain("org.eclipse.elk");
  });
});
