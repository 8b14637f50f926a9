/**
 * `tsx scripts/prerender.ts [dist]` (run by vite.config.ts's prerender plugin after each client
 * build, before scripts/compress-dist.ts): renders the public routes of issue 16 to HTML at build
 * time with react-dom's static rendering and writes each into a copy of the built index.html, under
 * dist/prerendered/ (index.html for /, <path>.html for the others). The server answers those paths
 * with these files (server/http/static-site.ts); main.tsx hydrates them. Every other path keeps
 * the empty shell. Routes whose content comes from the API show what they show before it answers.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { NEWS_ARTICLES } from "../src/features/content/news-articles";

/**
 * The public routes rendered at build time, each with the module of its lazy screen, whose
 * stylesheets the page inlines from the start: the fixed pages and one page per news article (the
 * articles are part of the sources). Card detail pages come from a catalogue imported at run time:
 * not yet (decision 017).
 */
export const PRERENDERED_SCREENS: Readonly<Record<string, string | null>> = {
  "/": null,
  "/the-tin-dung": "src/features/cards/card-list-page.tsx",
  "/dieu-khoan": "src/features/content/terms-page.tsx",
  "/chinh-sach-bao-mat": "src/features/content/privacy-page.tsx",
  "/tin-tuc": "src/features/content/news-page.tsx",
  ...Object.fromEntries(
    NEWS_ARTICLES.map((article) => [`/tin-tuc/${article.slug}`, "src/features/content/news-article-page.tsx"]),
  ),
};
export const PRERENDERED_ROUTES = Object.keys(PRERENDERED_SCREENS);

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/**
 * The stylesheets and scripts a lazy screen brings (its chunk and the chunks it imports), from
 * vite's manifest: the stylesheets linked in the prerendered page's head, so the page does not
 * change its layout when the screen's script arrives (the preload helper then finds them there and
 * adds none), the scripts preloaded beside the entry's, so the page hydrates without waiting for them.
 */
export function screenAssets(manifest: Manifest, screen: string | null): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    js.add(`/${chunk.file}`);
    for (const file of chunk.css ?? []) css.add(`/${file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (screen) visit(screen);
  return { css: [...css], js: [...js] };
}
export const PRERENDERED_DIR = "prerendered";
/**
 * Written beside the prerendered pages: for each page's file, the CSP sources (`'sha256-…'`) of
 * its inline style blocks, which the server allows on that page (decision 017).
 */
export const STYLE_HASHES_FILE = "style-hashes.json";

/** The CSP hash source of an inline block's text, as the browser computes it. */
export const cspHash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * Decision 017: the stylesheets a prerendered page needs at first paint (the entry's and its screen's)
 * go inline, one <style> block each, so nothing blocks rendering. The entry's link goes; each screen
 * stylesheet keeps a link with media="print" (fetched without blocking, applying to nothing on
 * screen) so vite's preload helper finds it and does not load it again, blocking the lazy screen.
 */
export function inlineStyles(
  page: string,
  sheets: readonly { href: string; css: string; entry: boolean }[],
): { html: string; hashes: string[] } {
  let html = page;
  const blocks: string[] = [];
  const hashes: string[] = [];
  for (const sheet of sheets) {
    if (/<\/style/i.test(sheet.css)) throw new Error(`prerender: ${sheet.href} cannot be inlined`);
    blocks.push(`<style>${sheet.css}</style>`);
    hashes.push(cspHash(sheet.css));
    const link = new RegExp(
      `<link rel="stylesheet"[^>]*href="${sheet.href.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"[^>]*>\\s*`,
    );
    html = html.replace(link, "");
    if (!sheet.entry) blocks.push(`<link rel="stylesheet" media="print" crossorigin href="${sheet.href}">`);
  }
  return { html: html.replace("</head>", `${blocks.join("")}</head>`), hashes: [...new Set(hashes)] };
}

/** The file of a prerendered route under dist/prerendered/. */
export const prerenderedFile = (path: string) =>
  path === "/" ? "index.html" : `${path.slice(1).replaceAll("/", "__")}.html`;

interface Entry {
  renderRoute(path: string): Promise<{ html: string; documents: Record<string, unknown> }>;
}

/**
 * The data block of the documents a page was rendered with (src/features/content/prerendered-documents.ts):
 * JSON that is never run, with "<" escaped so no text can close the element.
 */
export function documentsBlock(documents: Record<string, unknown>): string {
  if (Object.keys(documents).length === 0) return "";
  const json = JSON.stringify(documents).replaceAll("<", "\\u003c");
  return `<script type="application/json" id="prerendered-documents">${json}</script>`;
}

/** What a browser has and the app reads while rendering, for a render in Node (storage starts empty). */
function browserlessGlobals(): void {
  const memoryStorage = (): Storage => {
    const items = new Map<string, string>();
    return {
      get length() {
        return items.size;
      },
      clear: () => items.clear(),
      getItem: (key) => items.get(key) ?? null,
      key: (index) => [...items.keys()][index] ?? null,
      removeItem: (key) => void items.delete(key),
      setItem: (key, value) => void items.set(key, String(value)),
    };
  };
  const g = globalThis as Record<string, unknown>;
  g.localStorage ??= memoryStorage();
  g.sessionStorage ??= memoryStorage();
  const noop = () => {};
  g.window ??= {
    localStorage: g.localStorage,
    sessionStorage: g.sessionStorage,
    location: new URL("http://localhost/"),
    addEventListener: noop,
    removeEventListener: noop,
    matchMedia: () => ({ matches: false, addEventListener: noop, removeEventListener: noop }),
    scrollTo: noop,
  };
  g.document ??= {
    cookie: "",
    title: "",
    referrer: "",
    visibilityState: "visible",
    addEventListener: noop,
    removeEventListener: noop,
  };
}

/**
 * Our Content-Security-Policy runs no inline script and applies no style="" attribute. The router's
 * inline scroll-restoration script goes (the browser's router restores scroll itself), and each
 * style attribute becomes data-ssr-style, which main.tsx applies through the CSSOM (allowed) before
 * hydrating, so the DOM is what React rendered.
 */
export function forOurCsp(html: string): string {
  return html
    .replace(/<script>[\s\S]*?<\/script>/g, "")
    .replace(/(<[a-zA-Z][^>]*?)\sstyle="([^"]*)"/g, '$1 data-ssr-style="$2"');
}

export async function prerender(distDir: string): Promise<string[]> {
  const out = resolve(distDir);
  // Inside the project, so the server build finds node_modules; one folder per run (builds may run side by side).
  const ssrDir = resolve("node_modules/.cache", `vay-prerender-${process.pid}`);
  await build({
    configFile: resolve("vite.config.ts"),
    logLevel: "warn",
    build: { ssr: resolve("scripts/prerender-entry.tsx"), outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
  });
  browserlessGlobals();
  const entry = (await import(pathToFileURL(join(ssrDir, "prerender-entry.js")).href)) as Entry;
  const shell = readFileSync(join(out, "index.html"), "utf8");
  const manifestFile = join(out, ".vite", "manifest.json");
  const manifest = (existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, "utf8")) : {}) as Manifest;
  if (!shell.includes('<div id="root"></div>')) throw new Error("prerender: no empty #root in index.html");
  // A fresh folder: pages or compressed copies of an earlier build must not outlive it (vite does not
  // empty an outDir outside the project).
  rmSync(join(out, PRERENDERED_DIR), { recursive: true, force: true });
  mkdirSync(join(out, PRERENDERED_DIR), { recursive: true });
  const written: string[] = [];
  const styleHashes: Record<string, string[]> = {};
  const entryCss = [...shell.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"/g)].map((m) => m[1] as string);
  const readCss = (href: string) => readFileSync(join(out, href.slice(1)), "utf8");
  for (const path of PRERENDERED_ROUTES) {
    const { html, documents } = await entry.renderRoute(path);
    const linked = new Set([...shell.matchAll(/(?:href|src)="([^"]+\.(?:css|js))"/g)].map((m) => m[1]));
    const assets = screenAssets(manifest, PRERENDERED_SCREENS[path] ?? null);
    const links = assets.js
      .filter((href) => !linked.has(href))
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
      .join("");
    const sheets = [
      ...entryCss.map((href) => ({ href, css: readCss(href), entry: true })),
      ...assets.css.filter((href) => !linked.has(href)).map((href) => ({ href, css: readCss(href), entry: false })),
    ];
    const inlined = inlineStyles(shell.replace("</head>", `${links}</head>`), sheets);
    const page = inlined.html.replace(
      '<div id="root"></div>',
      `<div id="root">${forOurCsp(html)}</div>${documentsBlock(documents)}`,
    );
    const name = prerenderedFile(path);
    writeFileSync(join(out, PRERENDERED_DIR, name), page);
    styleHashes[name] = inlined.hashes;
    written.push(join(out, PRERENDERED_DIR, name));
  }
  writeFileSync(join(out, PRERENDERED_DIR, STYLE_HASHES_FILE), `${JSON.stringify(styleHashes, null, 1)}\n`);
  rmSync(ssrDir, { recursive: true, force: true });
  // The manifest served its purpose here; it is not a file of the site.
  rmSync(join(out, ".vite"), { recursive: true, force: true });
  return written;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  prerender(process.argv[2] ?? "dist").then(
    (files) => console.log(`prerender: ${files.length} pages`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
