import type { Server } from "node:http";
import { resolve } from "node:path";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clickThrough, type IndexEntry, readIndex, serveFolder } from "./click-through";

/**
 * The static Storybook as a designer uses it: one tab, every entry in the sidebar's order (docs
 * pages and stories), at 390 px and at 1280 px. No story may fail its play or its state check, show
 * an error block, end blank, get a 404 or be wider than the viewport (docs pages: at 1280 px; at
 * 390 px their own tables are wider than a phone).
 *
 * `npm run test:storybook-click` clicks through every entry (STORYBOOK_CLICK=all); `npm run
 * test:storybook-click:subset` clicks through a subset: the introduction, each group's docs page
 * and the first and last story of every group, still in one tab and in order, so what one story
 * leaves behind meets the next. Neither is part of `npm test` (vitest.config.ts leaves the project
 * out unless STORYBOOK_CLICK is set).
 */
const DIR = resolve("storybook-static");
const ALL = process.env.STORYBOOK_CLICK === "all";

function subset(entries: IndexEntry[]): IndexEntry[] {
  const byTitle = new Map<string, IndexEntry[]>();
  for (const entry of entries) byTitle.set(entry.title, [...(byTitle.get(entry.title) ?? []), entry]);
  const kept = new Set<string>();
  for (const group of byTitle.values()) {
    const stories = group.filter((entry) => entry.type === "story");
    for (const entry of [group.find((e) => e.type === "docs"), stories[0], stories.at(-1)]) {
      if (entry) kept.add(entry.id);
    }
  }
  return entries.filter((entry) => kept.has(entry.id));
}

let server: Server;
let origin: string;
let browser: Browser;
let entries: IndexEntry[];

beforeAll(async () => {
  ({ server, origin } = await serveFolder(DIR));
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-dev-shm-usage"],
  });
  const all = readIndex(DIR);
  entries = ALL ? all : subset(all);
});
afterAll(async () => {
  await browser?.close();
  server?.close();
});

describe("the static Storybook clicked through in one tab", () => {
  it("opens on the introduction, in Vietnamese", () => {
    const first = readIndex(DIR)[0];
    expect(first).toMatchObject({ type: "docs", title: "Giới thiệu" });
  });

  for (const width of [390, 1280] as const) {
    it(`passes every entry at ${width} px`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      const failures: string[] = [];
      const started = Date.now();
      await clickThrough(page, origin, entries, { docsOverflow: width >= 1024 }, (result) => {
        if (result.problems.length > 0) failures.push(`${result.id}: ${result.problems.join(" | ")}`);
      });
      console.info(`${entries.length} entries at ${width} px in ${Math.round((Date.now() - started) / 1000)} s`);
      await page.close();
      expect(failures).toEqual([]);
    });
  }
});
