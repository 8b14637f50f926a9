import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { Worker } from "node:worker_threads";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Deps } from "../deps";
import { type CardPageData, cardCatalogueVersion, cardPageData } from "../services/cards/card-page";
import { contentSecurityPolicy } from "./security-headers";

/**
 * The card detail pages rendered on request (decision 018). The build leaves in the dist the page's
 * template (the shell with the entry's and the card detail screen's CSS inline, the screen's chunks
 * preloaded) and the prerender's server bundle (scripts/prerender.ts). For GET
 * /chi-tiet-the-tin-dung?id=N of an active card, the page is rendered from the card's data (the
 * cards service, as the detail and related API calls answer) by that bundle in a worker thread (the
 * app's browser globals stay out of the server's own), put in the template with the card's data
 * block, compressed, and kept per card for the catalogue version it was read at: a bounded cache
 * emptied when the version moves (an import, an edit of the cards table).
 */

export const CARD_PAGE_PATH = "/chi-tiet-the-tin-dung";
/** Under the dist: what scripts/prerender.ts writes for the pages rendered on request. */
const TEMPLATE_FILE = "prerendered/on-request/chi-tiet-the-tin-dung.html";
const TEMPLATE_KEY = "on-request/chi-tiet-the-tin-dung.html";
const BUNDLE_FILE = "prerendered/on-request/server/prerender-entry.js";
const STYLE_HASHES_FILE = "prerendered/style-hashes.json";
const EMPTY_ROOT = '<div id="root"></div>';

/** Pages kept (about 10 KB each with their compressed copies): the catalogue holds fewer cards. */
export const MAX_CARD_PAGES = 300;
/** A render that takes longer is given up (the shell answers) and its worker replaced. */
const RENDER_TIMEOUT_MS = 15_000;

/** A card id as the page reads ?id= (src/features/cards/use-card-detail.ts, parseCardId). */
const CARD_ID = /^[1-9]\d{0,8}$/;

export interface RenderedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** The CSP allowing the template's inline style blocks by hash (decision 017). */
  csp: string;
}

/** The card a page is rendered with, as scripts/prerender-entry.tsx's renderCardPage takes it. */
type RenderInput = Omit<Extract<CardPageData, { kind: "ok" }>, "kind">;

/**
 * Runs in the worker (plain JavaScript, so it needs no loader): the globals the app reads while
 * rendering (as scripts/prerender.ts gives the build's render), the bundle, and one render at a
 * time (the bundle keeps the card being rendered as module state).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
process.env.NODE_ENV = "production";
const memoryStorage = () => {
  const items = new Map();
  return {
    get length() { return items.size; },
    clear: () => items.clear(),
    getItem: (key) => (items.has(key) ? items.get(key) : null),
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
};
const define = (name, value) => Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
const noop = () => {};
define("localStorage", memoryStorage());
define("sessionStorage", memoryStorage());
const win = {
  localStorage: globalThis.localStorage,
  sessionStorage: globalThis.sessionStorage,
  location: new URL("http://localhost/"),
  addEventListener: noop,
  removeEventListener: noop,
  matchMedia: () => ({ matches: false, addEventListener: noop, removeEventListener: noop }),
  scrollTo: noop,
};
define("window", win);
define("document", { cookie: "", title: "", referrer: "", visibilityState: "visible", addEventListener: noop, removeEventListener: noop });
const entry = import(workerData.bundle);
let queue = Promise.resolve();
parentPort.on("message", ({ seq, card, url }) => {
  queue = queue.then(async () => {
    try {
      globalThis.localStorage.clear();
      globalThis.sessionStorage.clear();
      win.location = new URL(url);
      const html = await (await entry).renderCardPage(card);
      parentPort.postMessage({ seq, html });
    } catch (error) {
      parentPort.postMessage({ seq, error: String((error && error.stack) || error) });
    }
  });
});
`;

/** A rendered page's parts (renderCardPage): the hints for the head, the root with the data block. */
type Rendered = { head: string; root: string };
type Reply = { seq: number; html?: Rendered; error?: string };

/** The worker that renders with the bundle, started at the first render and again after a failure. */
class Renderer {
  private worker: Worker | null = null;
  private seq = 0;
  private readonly waiting = new Map<number, { resolve: (html: Rendered) => void; reject: (error: Error) => void }>();

  constructor(private readonly bundle: string) {}

  private start(): Worker {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { bundle: pathToFileURL(this.bundle).href } });
    // A server closing (tests) does not wait for it.
    worker.unref();
    worker.on("message", ({ seq, html, error }: Reply) => {
      const waiter = this.waiting.get(seq);
      if (!waiter) return;
      this.waiting.delete(seq);
      if (html) waiter.resolve(html);
      else waiter.reject(new Error(error ?? "card page render failed"));
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const waiter of this.waiting.values()) waiter.reject(error);
      this.waiting.clear();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`card page renderer exited (${code})`)));
    return worker;
  }

  /** The page's parts, for a visitor at `url`. */
  render(card: RenderInput, url: string): Promise<Rendered> {
    this.worker ??= this.start();
    const worker = this.worker;
    const seq = ++this.seq;
    return new Promise<Rendered>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(seq);
        reject(new Error("card page render timed out"));
        // A render that hangs holds the worker's queue: the next render gets a new worker.
        if (this.worker === worker) this.worker = null;
        void worker.terminate();
      }, RENDER_TIMEOUT_MS);
      timer.unref();
      this.waiting.set(seq, {
        resolve: (html) => {
          clearTimeout(timer);
          resolve(html);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      worker.postMessage({ seq, card, url });
    });
  }
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function compressed(html: string, csp: string): Promise<RenderedPage> {
  const identity = Buffer.from(html, "utf8");
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { identity, br, gzip: gz, csp };
}

/** The card id of a query that asks for one card page (?id=N, once), else null (the shell answers). */
export function cardPageId(ids: readonly string[] | undefined): number | null {
  if (ids?.length !== 1) return null;
  const id = ids[0] as string;
  return CARD_ID.test(id) ? Number(id) : null;
}

export interface CardPages {
  /** The page of card `id` (rendered now or kept), or null when the shell should answer. */
  page(deps: Deps, id: number): Promise<RenderedPage | null>;
}

/**
 * The card detail pages of the dist under `root`, or null when the build left nothing to render
 * them with (a dist from before decision 018, PRERENDER=0): the shell answers them as before.
 */
export function cardPages(root: string): CardPages | null {
  const templateFile = join(root, TEMPLATE_FILE);
  const bundle = join(root, BUNDLE_FILE);
  if (!existsSync(templateFile) || !existsSync(bundle)) return null;
  const template = readFileSync(templateFile, "utf8");
  if (!template.includes(EMPTY_ROOT)) return null;
  const hashesFile = join(root, STYLE_HASHES_FILE);
  const hashes =
    (existsSync(hashesFile) ? (JSON.parse(readFileSync(hashesFile, "utf8")) as Record<string, string[]>) : {})[
      TEMPLATE_KEY
    ] ?? [];
  const csp = contentSecurityPolicy(hashes);
  const renderer = new Renderer(bundle);
  // The render's hints (the card picture's preload) go first in the head, before the scripts and
  // their preloads: the picture is the page's largest paint and needs no script.
  const firstScript = template.indexOf("<script");
  const hintsAt =
    firstScript >= 0 && firstScript < template.indexOf("</head>") ? firstScript : template.indexOf("</head>");
  const rootAt = template.indexOf(EMPTY_ROOT);

  /** The pages of `version`, least recently asked first. */
  let version: number | null = null;
  const kept = new Map<number, RenderedPage>();
  const rendering = new Map<number, Promise<RenderedPage | null>>();

  const keep = (id: number, page: RenderedPage) => {
    kept.delete(id);
    kept.set(id, page);
    if (kept.size > MAX_CARD_PAGES) kept.delete(kept.keys().next().value as number);
  };

  const make = async (deps: Deps, id: number, at: number): Promise<RenderedPage | null> => {
    const data = await cardPageData(deps.database.db, id);
    let page: RenderedPage | null = null;
    if (data.kind === "ok") {
      // The page as a visitor of the site's public origin has it (its QR code holds an absolute link).
      const url = `${deps.config.publicOrigin}${CARD_PAGE_PATH}?id=${id}`;
      const { head, root } = await renderer.render({ id, card: data.card, related: data.related }, url);
      const html = `${template.slice(0, hintsAt)}${head}${template.slice(hintsAt, rootAt)}${root}${template.slice(rootAt + EMPTY_ROOT.length)}`;
      page = await compressed(html, csp);
    }
    // Only pages are kept: ids of no card (anyone may ask for any number) must not push them out.
    if (version === at && page) keep(id, page);
    return page;
  };

  return {
    async page(deps, id) {
      try {
        const now = await cardCatalogueVersion(deps.database.db, deps.clock.now());
        if (now !== version) {
          version = now;
          kept.clear();
          rendering.clear();
        }
        const hit = kept.get(id);
        if (hit) {
          keep(id, hit);
          return hit;
        }
        let pending = rendering.get(id);
        if (!pending) {
          pending = make(deps, id, now).finally(() => {
            if (rendering.get(id) === pending) rendering.delete(id);
          });
          rendering.set(id, pending);
        }
        return await pending;
      } catch (error) {
        // The shell still shows the card (the browser asks the API): a failure here costs speed only.
        deps.log.error("card page not rendered", { id, error });
        return null;
      }
    },
  };
}
