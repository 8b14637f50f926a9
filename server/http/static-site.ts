import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import { SITE_DOCUMENT } from "../../src/contract/content";
import { legalTextAsBuilt } from "../services/content/legal-versions";
import { newsAsBuilt } from "../services/content/news";
import { acceptedEncoding } from "./accept-encoding";
import type { AppEnv } from "./app-env";
import { isBackOfficePath, noIndexShell } from "./backoffice-pages";
import { CARD_PAGE_PATH, cardPageId, cardPages } from "./card-pages";
import { contentSecurityPolicy } from "./security-headers";

const LONG_CACHE = "public, max-age=31536000, immutable";

/** Every file under dir that has a precompressed copy (`.br` or `.gz`, written by scripts/compress-dist.ts). */
function compressedFiles(root: string): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(br|gz)$/.test(entry.name)) found.add(path.slice(0, -3));
    }
  };
  walk(root);
  return found;
}

type Variants = { identity: Buffer; br: Buffer; gzip: Buffer };
type Page = Variants & {
  /** The page's CSP when it carries inline style blocks (decision 017), else null (the site's). */
  csp: string | null;
};

/**
 * The pages prerendered at build time (scripts/prerender.ts writes dist/prerendered/index.html for /
 * and <path>.html for the others, `__` standing for a slash), by the path they answer.
 */
function prerenderedPages(root: string): Map<string, Page> {
  const pages = new Map<string, Page>();
  const dir = join(root, "prerendered");
  if (!existsSync(dir)) return pages;
  // The hashes of each page's inline style blocks, computed by the build (scripts/prerender.ts).
  const hashesFile = join(dir, "style-hashes.json");
  const styleHashes = (existsSync(hashesFile) ? JSON.parse(readFileSync(hashesFile, "utf8")) : {}) as Record<
    string,
    string[]
  >;
  for (const name of readdirSync(dir)) {
    if (!name.endsWith(".html")) continue;
    const path = name === "index.html" ? "/" : `/${name.slice(0, -5).replaceAll("__", "/")}`;
    const hashes = styleHashes[name] ?? [];
    pages.set(path, {
      ...shellVariants(join(dir, name)),
      csp: hashes.length > 0 ? contentSecurityPolicy(hashes) : null,
    });
  }
  return pages;
}

/** The SPA shell in each encoding: read from the build's copies, or compressed here once at start. */
function shellVariants(indexFile: string): Variants {
  const identity = readFileSync(indexFile);
  const read = (ext: string, make: () => Buffer) =>
    existsSync(`${indexFile}${ext}`) ? readFileSync(`${indexFile}${ext}`) : make();
  return { identity, br: read(".br", () => brotliCompressSync(identity)), gzip: read(".gz", () => gzipSync(identity)) };
}

/**
 * Whether the prerendered page of `path` still shows what the site holds: the news pages were
 * rendered from the sample articles, and are answered only while an editor has not changed the news
 * (issue 31); the legal pages, only while the seeded version of their text is the one in effect;
 * after that the shell answers and the browser shows the text from the API.
 */
async function prerenderedStill(c: Context<AppEnv>, path: string): Promise<boolean> {
  const legal = LEGAL_PAGES[path];
  if (path !== "/tin-tuc" && !path.startsWith("/tin-tuc/") && legal === undefined) return true;
  const deps = c.get("deps");
  try {
    // The legal pages were rendered from the seeded texts: answered while that version is in effect.
    if (legal !== undefined) return await legalTextAsBuilt(deps.database.db, legal, deps.clock.now());
    return await newsAsBuilt(deps.database.db, deps.clock.now());
  } catch {
    return false;
  }
}

/** The prerendered pages of our legal texts, by the document they show (issue 31, versions). */
const LEGAL_PAGES: Readonly<Record<string, number>> = {
  "/dieu-khoan": SITE_DOCUMENT.terms,
  "/chinh-sach-bao-mat": SITE_DOCUMENT.privacy,
};

/**
 * Serves the built SPA from staticDir with history fallback: any GET that is not an API call and
 * not a file answers index.html, and the SPA redirects unknown routes to /. The public pages
 * prerendered at build time answer with their own HTML (prerenderedPages); a card detail page
 * (/chi-tiet-the-tin-dung?id=N of an active card) with its HTML rendered on request (card-pages.ts,
 * decision 018). What the build keeps under prerendered/ is not served as files.
 *
 * Text assets are served precompressed (brotli, else gzip) by Accept-Encoding, with
 * `Vary: Accept-Encoding` on every answer of a file that has compressed copies (the plain one
 * too, so a shared cache never hands brotli to a client that did not ask for it). Hashed assets
 * and the versioned vendor files keep their year-long immutable cache.
 */
export function mountStaticSite(app: Hono<AppEnv>, staticDir: string): void {
  const root = resolve(staticDir);
  const indexFile = join(root, "index.html");
  if (!existsSync(indexFile)) return;
  const shell: Page = { ...shellVariants(indexFile), csp: null };
  // The back-office gets the shell with its robots meta tag, never a prerendered page (backoffice-pages.ts).
  const backOfficeShell: Page = { ...noIndexShell(shell.identity), csp: null };
  const prerendered = prerenderedPages(root);
  const cards = cardPages(root);
  const compressible = compressedFiles(root);

  const found = (cacheControl: string | null) => (path: string, c: Context<AppEnv>) => {
    if (cacheControl) c.header("Cache-Control", cacheControl);
    // serveStatic adds Vary when it picks a compressed copy; the plain answer needs it as well.
    if (!c.res.headers.has("Content-Encoding") && compressible.has(resolve(path))) {
      c.header("Vary", "Accept-Encoding");
    }
  };

  app.use("/assets/*", serveStatic({ root, precompressed: true, onFound: found(LONG_CACHE) }));
  // Vision models and wasm under /vendor/<package>-<version>/ (see vite.config.ts): versioned URLs.
  app.use("/vendor/*", serveStatic({ root, precompressed: true, onFound: found(LONG_CACHE) }));
  const files = serveStatic<AppEnv>({
    root,
    index: "__no_index__",
    precompressed: true,
    onFound: found(null),
  });
  // The pages and the server bundle under prerendered/ are answered by path (below), never as files.
  app.use("*", (c, next) => (c.req.path.startsWith("/prerendered/") ? next() : files(c, next)));
  app.get("*", async (c) => {
    const encoding = acceptedEncoding(c.req.header("Accept-Encoding"));
    const headers: Record<string, string> = {
      "Content-Type": "text/html; charset=UTF-8",
      "Cache-Control": "no-cache",
      Vary: "Accept-Encoding",
    };
    if (encoding) headers["Content-Encoding"] = encoding;
    // A prerendered page answers its own path without a query (a query may change what it shows);
    // a card detail page is rendered for its one ?id= (other parameters change nothing it shows).
    const id = cards && c.req.path === CARD_PAGE_PATH ? cardPageId(c.req.queries("id")) : null;
    const page = isBackOfficePath(c.req.path)
      ? backOfficeShell
      : (id !== null && (await cards?.page(c.get("deps"), id))) ||
        (!c.req.url.includes("?") && (await prerenderedStill(c, c.req.path)) && prerendered.get(c.req.path)) ||
        shell;
    const body = encoding ? page[encoding] : page.identity;
    if (page.csp) headers["Content-Security-Policy"] = page.csp;
    headers["Content-Length"] = String(body.length);
    return c.body(new Uint8Array(body), 200, headers);
  });
}
