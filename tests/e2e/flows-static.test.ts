import { execSync } from "node:child_process";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, watchPage } from "./support/browser";

/** npm run flows: a folder that opens from disk, with no server and no network. */

let browser: Browser;

beforeAll(async () => {
  execSync("npx tsx scripts/flows/build-static.ts", { stdio: "ignore" });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("the static flow viewer", { timeout: 300_000 }, () => {
  it("draws every machine from file:// without any request to a server", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const watched = watchPage(page);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await page.goto(pathToFileURL(resolve("flows-static/index.html")).href, { waitUntil: "commit" });
    const diagram = page.getByRole("group", { name: "Sơ đồ trạng thái của Đăng ký vay (lead funnel)" });
    // ELK lays out the funnel on the page's thread: slow on a busy machine.
    await diagram.waitFor({ timeout: 120_000 });
    expect(await diagram.getByRole("img").count()).toBeGreaterThan(10);
    await page.getByRole("button", { name: "Yêu cầu xoá dữ liệu" }).click();
    await page.getByRole("group", { name: "Sơ đồ trạng thái của Yêu cầu xoá dữ liệu" }).waitFor();
    await page.getByText("Bản tĩnh: không theo dõi trực tiếp được.", { exact: false }).waitFor();
    expect(requests.filter((url) => !url.startsWith("file://"))).toEqual([]);
    expect(watched.errors).toEqual([]);
    await context.close();
  });

  it("fits 1280 px without horizontal scrolling, zooms and pans, and replays a path with the right next event", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const watched = watchPage(page);
    await page.goto(pathToFileURL(resolve("flows-static/index.html")).href, { waitUntil: "commit" });
    const diagram = page.getByRole("group", { name: "Sơ đồ trạng thái của Đăng ký vay (lead funnel)" });
    // ELK lays out the funnel on the page's thread: slow on a busy machine.
    await diagram.waitFor({ timeout: 120_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    // Fit keeps the boxes' 12 px text readable (at least 9 px on screen): the funnel is panned, not shrunk.
    const textHeight = () =>
      diagram
        .locator("text.flows-label")
        .first()
        .evaluate((text) => text.getBoundingClientRect().height);
    expect(await textHeight()).toBeGreaterThanOrEqual(9);
    const canvas = page.getByRole("region", { name: /Khung sơ đồ/ });
    const transform = () => diagram.locator("g.flows-view").getAttribute("transform");
    const zoomLevel = page.getByRole("status", { name: "Mức phóng" });
    const before = await zoomLevel.textContent();
    await canvas.focus();
    await page.keyboard.press("+");
    expect(await zoomLevel.textContent()).not.toBe(before);
    const zoomed = await transform();
    await page.keyboard.press("ArrowRight");
    expect(await transform()).not.toBe(zoomed);
    const box = await canvas.boundingBox();
    if (!box) throw new Error("no canvas");
    const panned = await transform();
    await page.mouse.move(box.x + 200, box.y + 200);
    await page.mouse.down();
    await page.mouse.move(box.x + 320, box.y + 260, { steps: 4 });
    await page.mouse.up();
    expect(await transform()).not.toBe(panned);
    const dragged = await transform();
    await page.mouse.wheel(0, 300);
    await expect.poll(transform).not.toBe(dragged);
    await page.keyboard.press("0");
    expect(await textHeight()).toBeGreaterThanOrEqual(9);
    await page.getByRole("button", { name: "Bản đồ thu nhỏ: bấm vào một chỗ để tới đó" }).waitFor();

    const paths = page.getByRole("combobox", { name: "Đường đi" });
    const titles = await paths.locator("option").allTextContents();
    const title = titles.find((text) => text.startsWith("amount → contact"));
    if (!title) throw new Error("no lead-funnel path through the contact step");
    await paths.selectOption({ label: title });
    const replay = page.getByRole("region", { name: "Phát lại đường đi của QA" });
    await expect.poll(() => replay.getByRole("status").textContent()).toMatch(/^Bước 1\//);
    const next = page.getByTestId("flows-next-event");
    expect(await next.textContent()).toMatch(/^Sự kiện tiếp theo: /);
    await page.getByRole("button", { name: "Bước sau" }).click();
    await expect.poll(() => replay.getByRole("status").textContent()).toMatch(/^Bước 2\//);
    expect(await diagram.locator("g.flows-state.replayed.atomic").count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    expect(watched.errors).toEqual([]);
    await context.close();
  });
});
