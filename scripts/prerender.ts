/**
 * `tsx scripts/prerender.ts [dist]` (run by vite.config.ts's prerender plugin after each client
 * build, before scripts/compress-dist.ts): renders the public routes of issue 16 to HTML at build
 * time with react-dom's static rendering and writes each into a copy of the built index.html, under
 * dist/prerendered/ (index.html for /, <path>.html for the others). The server answers those paths
 * with these files (server/http/static-site.ts); main.tsx hydrates them. Every other path keeps
 * the empty shell. Routes whose content comes from the API show what they show before it answers.
 * It also leaves in the dist what the server needs to render the card detail pages on request
 * (decision 018): their template and the server bundle (prerendered/on-request/).
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { NEWS_ARTICLES } from "../src/features/content/news-articles";
import { BOOT_MODULE } from "../vite.config";
import { forOurCsp } from "./prerender-html";

export { forOurCsp };

/**
 * The public routes rendered at build time, each with the module of its lazy screen, whose
 * stylesheets the page inlines from the start: the fixed pages and one page per news article (the
 * articles are part of the sources). Card detail pages come from a catalogue imported at run time:
 * the server renders them on request (ON_REQUEST_SCREENS, decision 018).
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

/**
 * The pages the server renders on request (decision 018), each with its lazy screen: the build
 * writes their template (the shell with the page's critical CSS inline and its chunks preloaded)
 * under dist/prerendered/on-request/<name>.html, and keeps the server bundle that renders them.
 */
export const ON_REQUEST_SCREENS: Readonly<Record<string, string>> = {
  "chi-tiet-the-tin-dung.html": "src/features/cards/card-detail-page.tsx",
};
/** Under dist/prerendered/: the on-request templates, and the server bundle in its server/ folder. */
export const ON_REQUEST_DIR = "on-request";

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
  return { html: html.replace("</head>", () => `${blocks.join("")}</head>`), hashes: [...new Set(hashes)] };
}

/**
 * The page's scripts swapped for the boot script (src/app/boot.ts, vite.config.ts's bootEntry), which
 * names the app's entry in `data-app` and starts it once the page has painted (issue 16). The entry
 * is the shell's last module script; any before it (the bundler's runtime, which the entry imports)
 * stay as module preloads.
 */
export function startAfterFirstPaint(page: string, boot: string): string {
  const script = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
  const sources = [...page.matchAll(script)].map((match) => match[1] as string);
  const entry = sources.at(-1);
  if (!entry) throw new Error("prerender: no entry script in index.html");
  let seen = 0;
  return page.replace(script, (_tag, src: string) =>
    ++seen === sources.length
      ? `<script type="module" crossorigin src="${boot}" data-app="${entry}"></script>`
      : `<link rel="modulepreload" crossorigin href="${src}">`,
  );
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
 * Builds the server bundle (scripts/prerender-entry.tsx) into ssrDir: whole, its packages included,
 * so it runs from a dist anywhere (no node_modules beside it). It stays in the dist for the pages
 * rendered on request (decision 018).
 */
export async function buildServerBundle(ssrDir: string): Promise<string> {
  await build({
    configFile: resolve("vite.config.ts"),
    logLevel: "warn",
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    // The face step's vision library (a lazy chunk no prerendered page loads) asks for tfjs-node.
    ssr: { noExternal: true, external: ["@vladmandic/human"] },
    build: {
      ssr: resolve("scripts/prerender-entry.tsx"),
      outDir: ssrDir,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
    },
  });
  // The site's own files (the vision assets' plugin emits them in every build) are not the bundle's.
  rmSync(join(ssrDir, "vendor"), { recursive: true, force: true });
  return join(ssrDir, "prerender-entry.js");
}

export async function prerender(distDir: string): Promise<string[]> {
  const out = resolve(distDir);
  // A fresh folder: pages or compressed copies of an earlier build must not outlive it (vite does not
  // empty an outDir outside the project).
  rmSync(join(out, PRERENDERED_DIR), { recursive: true, force: true });
  const ssrDir = join(out, PRERENDERED_DIR, ON_REQUEST_DIR, "server");
  await buildServerBundle(ssrDir);
  browserlessGlobals();
  const entry = (await import(pathToFileURL(join(ssrDir, "prerender-entry.js")).href)) as Entry;
  const shell = readFileSync(join(out, "index.html"), "utf8");
  const manifestFile = join(out, ".vite", "manifest.json");
  const manifest = (existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, "utf8")) : {}) as Manifest;
  if (!shell.includes('<div id="root"></div>')) throw new Error("prerender: no empty #root in index.html");
  const written: string[] = [];
  const styleHashes: Record<string, string[]> = {};
  const entryCss = [...shell.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"/g)].map((m) => m[1] as string);
  const readCss = (href: string) => readFileSync(join(out, href.slice(1)), "utf8");
  const boot = manifest[BOOT_MODULE]?.file;
  const linked = new Set([...shell.matchAll(/(?:href|src)="([^"]+\.(?:css|js))"/g)].map((m) => m[1]));
  /**
   * The shell with a screen's critical CSS inline and its chunks preloaded, and the hashes of its
   * blocks. The screen's chunks are needed to hydrate, not to paint (the HTML and its inline CSS
   * paint the page): preloaded at low priority, after the page's own picture and the entry script.
   */
  const template = (screen: string | null) => {
    const assets = screenAssets(manifest, screen);
    const links = assets.js
      .filter((href) => !linked.has(href))
      .map((href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`)
      .join("");
    const sheets = [
      ...entryCss.map((href) => ({ href, css: readCss(href), entry: true })),
      ...assets.css.filter((href) => !linked.has(href)).map((href) => ({ href, css: readCss(href), entry: false })),
    ];
    const page = boot ? startAfterFirstPaint(shell, `/${boot}`) : shell;
    return inlineStyles(page.replace("</head>", `${links}</head>`), sheets);
  };
  for (const path of PRERENDERED_ROUTES) {
    const { html, documents } = await entry.renderRoute(path);
    const inlined = template(PRERENDERED_SCREENS[path] ?? null);
    // A function: a "$" in the page's text is no replacement pattern.
    const page = inlined.html.replace(
      '<div id="root"></div>',
      () => `<div id="root">${forOurCsp(html)}</div>${documentsBlock(documents)}`,
    );
    const name = prerenderedFile(path);
    writeFileSync(join(out, PRERENDERED_DIR, name), page);
    styleHashes[name] = inlined.hashes;
    written.push(join(out, PRERENDERED_DIR, name));
  }
  for (const [name, screen] of Object.entries(ON_REQUEST_SCREENS)) {
    const inlined = template(screen);
    const file = `${ON_REQUEST_DIR}/${name}`;
    writeFileSync(join(out, PRERENDERED_DIR, file), inlined.html);
    styleHashes[file] = inlined.hashes;
    written.push(join(out, PRERENDERED_DIR, file));
  }
  writeFileSync(join(out, PRERENDERED_DIR, STYLE_HASHES_FILE), `${JSON.stringify(styleHashes, null, 1)}\n`);
  // The manifest served its purpose here; it is not a file of the site.
  rmSync(join(out, ".vite"), { recursive: true, force: true });
  return written;
}

if (
  process.argv[1] &&
  import.meta.url === pathToFileURL(process.argv[1]).href &&
  process.argv[2] === "--server-bundle"
) {
  // `tsx scripts/prerender.ts --server-bundle <dir>`: the server bundle alone (tests of the server's render).
  buildServerBundle(resolve(process.argv[3] ?? "prerender-server")).then(
    (file) => console.log(`prerender: server bundle ${file}`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
} else if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  prerender(process.argv[2] ?? "dist").then(
    (files) => console.log(`prerender: ${files.length} pages`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
