import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, watchPage } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

/**
 * The flow viewer at /__flows?inspect=1, in Chromium against the real server: it draws the lead
 * funnel in SVG and follows, live, a second tab of the same browser walking the funnel.
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

/** The dotted paths of the funnel's `flow` states the viewer marks as running (innermost boxes). */
async function liveFlowStates(viewer: Page): Promise<string[]> {
  return viewer
    .locator("svg g.flows-state.live")
    .evaluateAll((boxes) =>
      boxes
        .map((box) => box.querySelector("[data-state]")?.getAttribute("data-state") ?? "")
        .filter((path) => path.startsWith("flow.")),
    );
}

describe("the flow viewer", () => {
  it("is not served without inspection: the visitor goes home", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/__flows`);
    await page.waitForURL(`${server.url}/`);
    await page.getByRole("heading", { name: "Bạn cần vay bao nhiêu?" }).waitFor();
    expect(await page.locator("svg g.flows-state").count()).toBe(0);
    await page.close();
  });

  it("draws the lead funnel and follows another tab walking it", async () => {
    const context = await browser.newContext();
    const viewer = await context.newPage();
    const watched = watchPage(viewer);
    const response = await viewer.goto(`${server.url}/__flows?inspect=1`);
    expect(response?.headers()["content-security-policy"]).toContain("frame-src https://stately.ai");
    // Only the viewer may frame the hosted inspector; the app's pages keep their policy.
    const home = await fetch(`${server.url}/?inspect=1`);
    expect(home.headers.get("content-security-policy")).not.toContain("stately.ai");
    expect(home.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    const diagram = viewer.getByRole("group", { name: "Sơ đồ trạng thái của Đăng ký vay (lead funnel)" });
    await diagram.waitFor();
    expect(await diagram.evaluate((element) => element.tagName.toLowerCase())).toBe("svg");
    expect(await diagram.getByRole("img").count()).toBeGreaterThan(10);
    expect(await diagram.locator("g.flows-edge path").count()).toBeGreaterThan(10);

    const visitor = await context.newPage();
    await visitor.goto(`${server.url}/?inspect=1`);
    await visitor.getByRole("heading", { name: "Bạn cần vay bao nhiêu?" }).waitFor();
    await expect
      .poll(() => liveFlowStates(viewer), { timeout: 20_000 })
      .toEqual([expect.stringMatching(/^flow\.(step1|amount)$/)]);

    await visitor.getByRole("button", { name: "Tiếp tục" }).click();
    await visitor.getByRole("heading", { name: "Thông tin liên hệ" }).waitFor();
    await expect
      .poll(() => liveFlowStates(viewer), { timeout: 20_000 })
      .toContainEqual(expect.stringMatching(/^flow\.(step2|contact)$/));
    expect(await liveFlowStates(viewer)).not.toContainEqual(expect.stringMatching(/^flow\.(step1|amount)$/));
    const log = viewer.getByRole("list", { name: "Nhật ký sự kiện" });
    expect(await log.getByRole("listitem").count()).toBeGreaterThan(0);
    expect(watched.errors).toEqual([]);
    await context.close();
  });
});
