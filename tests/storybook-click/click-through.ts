import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { extname, join, normalize } from "node:path";
import type { Page } from "playwright-core";

/**
 * Clicking through the static Storybook as a designer does: one tab, the preview loaded once, every
 * entry (docs pages and stories, in the sidebar's order) opened after the one before it, as a click
 * in the sidebar does (the preview's own `onSetCurrentStory`, what the manager's channel event calls;
 * the page is never reloaded, so storage, module state and the service worker carry over).
 */

export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: "story" | "docs";
  tags?: string[];
}

/** The sidebar's entries in the order the built index lists them (storySort already applied). */
export function readIndex(dir: string): IndexEntry[] {
  const index = JSON.parse(readFileSync(join(dir, "index.json"), "utf8")) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries);
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".wasm": "application/wasm",
  ".pdf": "application/pdf",
};

/** A plain static server over the build folder (what any static host does): a missing file is a 404. */
export function serveFolder(dir: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname));
    let file = join(dir, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end("not found");
      return;
    }
    response.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolve({ server, origin: `http://127.0.0.1:${port}` });
    });
  });
}

export interface EntryResult {
  id: string;
  problems: string[];
}

declare global {
  interface Window {
    __clickThrough?: { finished: Record<string, string>; errors: string[]; rendered: string[] };
  }
}

/** Listens to the preview's channel once: which stories finished (and how), and every error it reports. */
async function listen(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const w = window as unknown as { __STORYBOOK_ADDONS_CHANNEL__?: unknown; __STORYBOOK_PREVIEW__?: unknown };
    return Boolean(w.__STORYBOOK_ADDONS_CHANNEL__ && w.__STORYBOOK_PREVIEW__);
  });
  await page.evaluate(() => {
    type Channel = { on(event: string, listener: (...args: unknown[]) => void): void };
    const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
    const state = { finished: {} as Record<string, string>, errors: [] as string[], rendered: [] as string[] };
    window.__clickThrough = state;
    const text = (value: unknown) =>
      value && typeof value === "object" && "message" in value
        ? String((value as { message: unknown }).message)
        : String(value);
    channel.on("storyFinished", (...args) => {
      const { storyId, status } = args[0] as { storyId: string; status: string };
      state.finished[storyId] = status;
    });
    channel.on("docsRendered", (...args) => {
      state.rendered.push(String(args[0]));
    });
    channel.on("storyRendered", (...args) => {
      state.rendered.push(String(args[0]));
    });
    for (const event of ["storyErrored", "storyThrewException", "playFunctionThrewException", "storyMissing"]) {
      channel.on(event, (...args) => state.errors.push(`${event}: ${text(args[0])}`));
    }
    channel.on("unhandledErrorsWhilePlaying", (...args) =>
      state.errors.push(`unhandled: ${(args[0] as unknown[]).map(text).join("; ")}`),
    );
  });
}

/** The width of the viewport a story names in its `globals.viewport` (the preview's viewport options), if any. */
function storyViewportWidth(page: Page, storyId: string): Promise<number | null> {
  return page.evaluate(async (id) => {
    type Prepared = { storyGlobals?: { viewport?: { value?: string } }; parameters?: { viewport?: unknown } };
    const preview = (
      window as unknown as {
        __STORYBOOK_PREVIEW__: { storyStoreValue?: { loadStory(selection: { storyId: string }): Promise<Prepared> } };
      }
    ).__STORYBOOK_PREVIEW__;
    const story = await preview.storyStoreValue?.loadStory({ storyId: id });
    const name = story?.storyGlobals?.viewport?.value;
    const options = (story?.parameters?.viewport as { options?: Record<string, { styles?: { width?: string } }> })
      ?.options;
    const width = name ? options?.[name]?.styles?.width : undefined;
    return width ? Number.parseInt(width, 10) : null;
  }, storyId);
}

/**
 * Opens each entry in turn in the one page and reports what went wrong on it: a failed play or state
 * check, an error block, a request answered 404 (or failed), a page wider than the viewport.
 */
export async function clickThrough(
  page: Page,
  origin: string,
  entries: IndexEntry[],
  options: { docsOverflow: boolean },
  onEntry?: (result: EntryResult, ms: number) => void,
): Promise<EntryResult[]> {
  let badRequests: string[] = [];
  page.on("response", (response) => {
    // An answer the story's own Mock Service Worker gave (a refusal it stages) is the story's data;
    // a request it let through to the static host and that was answered 404 is still reported.
    if (response.status() >= 400 && !response.fromServiceWorker())
      badRequests.push(`${response.status()} ${response.url()}`);
  });
  page.on("requestfailed", (request) => {
    const failure = request.failure()?.errorText ?? "";
    // a request the page itself cancelled (an image of a story that was left) is not a failure
    if (!failure.includes("ERR_ABORTED")) badRequests.push(`failed ${request.url()} ${failure}`);
  });
  let pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(`page error: ${error.message}`));

  // tsx (esbuild keepNames) wraps named functions of the evaluated code in __name
  await page.addInitScript("globalThis.__name = (f) => f");
  let loaded = false;
  // where the page is, without the story's query (which every story switch rewrites) and anchor
  const address = () => {
    const url = new URL(page.url());
    return url.origin + url.pathname;
  };
  const results: EntryResult[] = [];
  const pageSize = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const entry of entries) {
    const started = Date.now();
    // As Storybook's manager does, a story that names a viewport (globals.viewport) is shown at it.
    const width = (loaded && entry.type === "story" && (await storyViewportWidth(page, entry.id))) || pageSize.width;
    if (width !== page.viewportSize()?.width) await page.setViewportSize({ width, height: pageSize.height });
    if (!loaded) {
      await page.goto(`${origin}/iframe.html?id=${entry.id}&viewMode=${entry.type}`);
      await listen(page);
      loaded = true;
    } else {
      await page.evaluate(
        ({ storyId, viewMode }) => {
          const state = window.__clickThrough;
          if (state) state.errors = [];
          const preview = (
            window as unknown as {
              __STORYBOOK_PREVIEW__: { onSetCurrentStory(selection: { storyId: string; viewMode: string }): void };
            }
          ).__STORYBOOK_PREVIEW__;
          preview.onSetCurrentStory({ storyId, viewMode });
        },
        { storyId: entry.id, viewMode: entry.type },
      );
    }
    const before = address();
    const result = { id: entry.id, problems: await check(page, entry, entries, options) };
    // a story that follows a real link (not an anchor on the page) leaves Storybook
    if (address() !== before) {
      result.problems.push("the story navigated the page away");
      loaded = false;
    }
    result.problems.push(...badRequests, ...pageErrors);
    badRequests = [];
    pageErrors = [];
    onEntry?.(result, Date.now() - started);
    results.push(result);
  }
  return results;
}

async function check(
  page: Page,
  entry: IndexEntry,
  entries: IndexEntry[],
  options: { docsOverflow: boolean },
): Promise<string[]> {
  try {
    return await checkEntry(page, entry, entries, options);
  } catch (error) {
    return [`could not be read: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`];
  }
}

async function checkEntry(
  page: Page,
  entry: IndexEntry,
  entries: IndexEntry[],
  { docsOverflow }: { docsOverflow: boolean },
): Promise<string[]> {
  const problems: string[] = [];
  const expected =
    entry.type === "story"
      ? [entry.id]
      : entries
          .filter((e) => e.type === "story" && e.title === entry.title && !(e.tags ?? []).includes("!autodocs"))
          .map((e) => e.id);
  try {
    await page.waitForFunction(
      ({ id, type, stories }) => {
        const state = window.__clickThrough;
        if (!state) return false;
        if (type === "docs" && !state.rendered.includes(id)) return false;
        return stories.every((storyId) => storyId in state.finished);
      },
      { id: entry.id, type: entry.type, stories: expected },
      { timeout: 30_000 },
    );
  } catch {
    problems.push("did not finish within 30 s");
  }
  // the story has settled: let its requests (images) answer before reading the page
  await page.waitForLoadState("networkidle").catch(() => {});
  const seen = await page.evaluate(
    ({ stories, docs }) => {
      const state = window.__clickThrough;
      const finished = state?.finished ?? {};
      const failed = stories.filter((id) => finished[id] && finished[id] !== "success");
      for (const id of stories) delete finished[id];
      const body = document.body;
      const root = document.getElementById(docs ? "storybook-docs" : "storybook-root");
      return {
        errors: state?.errors ?? [],
        failed,
        errorShown: body.classList.contains("sb-show-errordisplay"),
        errorText: document.getElementById("error-message")?.textContent ?? "",
        blank: (root?.textContent ?? "").trim().length === 0 && !root?.querySelector("input, img, svg, canvas, video"),
        // a story block of a docs page that failed shows its error instead of the story
        docsErrors: [...document.querySelectorAll("[data-story-block] > pre")].map((e) =>
          (e.textContent ?? "").slice(0, 200),
        ),
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        // what sticks out, to name it in the report
        wide: [...document.querySelectorAll("body *")]
          .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
          .slice(-3)
          .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).split(" ")[0]}`),
      };
    },
    { stories: expected, docs: entry.type === "docs" },
  );
  for (const id of seen.failed) problems.push(`story ${id} finished with an error`);
  problems.push(...seen.errors);
  if (seen.errorShown) problems.push(`error block: ${seen.errorText.slice(0, 300)}`);
  problems.push(...seen.docsErrors.map((text) => `error block: ${text}`));
  if (seen.blank) problems.push("blank page");
  if (seen.overflow > 0 && (entry.type === "story" || docsOverflow))
    problems.push(`${seen.overflow} px wider than the viewport (${seen.wide.join(", ")})`);
  return problems;
}
