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

describe("the static flow viewer", () => {
  it("draws every machine from file:// without any request to a server", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const watched = watchPage(page);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await page.goto(pathToFileURL(resolve("flows-static/index.html")).href);
    const diagram = page.getByRole("group", { name: "Sơ đồ trạng thái của Đăng ký vay (lead funnel)" });
    await diagram.waitFor();
    expect(await diagram.getByRole("img").count()).toBeGreaterThan(10);
    await page.getByRole("button", { name: "Yêu cầu xoá dữ liệu" }).click();
    await page.getByRole("group", { name: "Sơ đồ trạng thái của Yêu cầu xoá dữ liệu" }).waitFor();
    await page.getByText("Bản tĩnh: không theo dõi trực tiếp được.", { exact: false }).waitFor();
    expect(requests.filter((url) => !url.startsWith("file://"))).toEqual([]);
    expect(watched.errors).toEqual([]);
    await context.close();
  });
});
