import { execFileSync } from "node:child_process";
import { createReadStream, existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type ResolvedConfig } from "vite";

const apiTarget = process.env.API_URL ?? "http://localhost:3000";
const nodeModules = join(dirname(createRequire(import.meta.url).resolve("react/package.json")), "..");

const MIME: Record<string, string> = {
  ".wasm": "application/wasm",
  ".json": "application/json",
  ".bin": "application/octet-stream",
};

export interface VisionAssetFile {
  /** Path inside node_modules. */
  from: string;
  /** URL path on our origin (also the path under dist/). */
  url: string;
  /** An optional file is skipped with a warning when its package is not installed. */
  optional?: boolean;
}

function installedVersion(pkg: string): string {
  return (JSON.parse(readFileSync(join(nodeModules, pkg, "package.json"), "utf8")) as { version: string }).version;
}

/** The human models the face step loads (keep in step with HUMAN_MODELS of src/features/loan-ticket/ekyc/assets.ts). */
const HUMAN_MODELS = ["blazeface", "antispoof", "liveness", "faceres"];
const TFJS_WASM_FILES = [
  "tfjs-backend-wasm.wasm",
  "tfjs-backend-wasm-simd.wasm",
  "tfjs-backend-wasm-threaded-simd.wasm",
];

/**
 * The eKYC vision files, under URLs named by the installed versions (src/features/loan-ticket/ekyc/assets.ts
 * holds the same URLs for the browser; tests/components/ekyc-face-assets.test.tsx checks they agree).
 * The tfjs wasm files are those of the tfjs bundled in human; they ship only when
 * @tensorflow/tfjs-backend-wasm of that version is installed.
 */
export function visionAssetFiles(): VisionAssetFile[] {
  const human = installedVersion("@vladmandic/human");
  const tfjsVersionFile = readFileSync(join(nodeModules, "@vladmandic/human/dist/tfjs.version.js"), "utf8");
  const tfjs = /"(\d+\.\d+\.\d+)"/.exec(tfjsVersionFile)?.[1] ?? "unknown";
  const zxing = installedVersion("zxing-wasm");
  return [
    ...HUMAN_MODELS.flatMap((name) =>
      ["json", "bin"].map((ext) => ({
        from: `@vladmandic/human/models/${name}.${ext}`,
        url: `/vendor/human-${human}/models/${name}.${ext}`,
      })),
    ),
    ...TFJS_WASM_FILES.map((file) => ({
      from: `@tensorflow/tfjs-backend-wasm/dist/${file}`,
      url: `/vendor/tfjs-${tfjs}/${file}`,
      optional: true,
    })),
    { from: "zxing-wasm/dist/reader/zxing_reader.wasm", url: `/vendor/zxing-wasm-${zxing}/zxing_reader.wasm` },
  ];
}

function sourceOf(file: VisionAssetFile): string | null {
  const path = join(nodeModules, file.from);
  if (existsSync(path)) return path;
  if (file.optional) return null;
  throw new Error(`vision asset missing: node_modules/${file.from} (see src/features/loan-ticket/ekyc/assets.ts)`);
}

/**
 * Ships the eKYC vision files (human's models, tfjs wasm, zxing's reader) from our own origin:
 * copied into dist/ at build time as separate files (never inlined in a JS chunk), and served
 * straight from node_modules by the dev server.
 */
export function visionAssets(): Plugin {
  const files = visionAssetFiles();
  return {
    name: "vision-assets",
    generateBundle() {
      for (const file of files) {
        const path = sourceOf(file);
        if (!path) {
          this.warn(`optional vision asset not installed, skipped: ${file.from}`);
          continue;
        }
        this.emitFile({ type: "asset", fileName: file.url.slice(1), source: readFileSync(path) });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split("?")[0];
        const file = files.find((f) => f.url === url);
        const path = file ? sourceOf(file) : null;
        if (!file || !path) return next();
        const ext = file.url.slice(file.url.lastIndexOf("."));
        res.setHeader("Content-Type", MIME[ext] ?? "application/octet-stream");
        createReadStream(path).pipe(res);
      });
    },
  };
}

const ROOT = dirname(fileURLToPath(import.meta.url));
const SOURCE_EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];
const STATIC_IMPORT = /(?:^|[\n;])\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s*)?["']([^"']+)["']/g;

function resolveSource(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = resolve(dirname(from), specifier);
  if (/\.(ts|tsx)$/.test(base) && existsSync(base)) return base;
  for (const ext of SOURCE_EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  return null;
}

/**
 * What the home page's first load runs: the entry, with every source file it reaches through static
 * imports (the home page's below-the-fold sections load as they near the viewport, with the rest).
 */
const FIRST_LOAD_ROOTS = ["src/app/main.tsx"];

export function eagerSourceFiles(roots = FIRST_LOAD_ROOTS.map((root) => join(ROOT, root))): Set<string> {
  const seen = new Set<string>();
  const queue = roots.filter((root) => existsSync(root));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, "utf8").matchAll(STATIC_IMPORT)) {
      const target = resolveSource(file, match[1] as string);
      if (target && !target.includes("/src/i18n/")) queue.push(target);
    }
  }
  return seen;
}

/**
 * The catalogue's keys the given files name: every string literal that is a key, and every key
 * a template (`my_data_${x}`) or a literal ending in "_" begins.
 */
export function keysNamedIn(files: Iterable<string>, keys: readonly string[]): Set<string> {
  const exact = new Set<string>();
  const prefixes = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, "utf8");
    for (const m of source.matchAll(/["'`]([a-z][a-z0-9_]*)["'`]/g)) {
      const word = m[1] as string;
      if (word.endsWith("_")) prefixes.add(word);
      else exact.add(word);
    }
    for (const m of source.matchAll(/`([a-z][a-z0-9_]*)\$\{/g)) prefixes.add(m[1] as string);
  }
  const prefixList = [...prefixes];
  return new Set(keys.filter((key) => exact.has(key) || prefixList.some((prefix) => key.startsWith(prefix))));
}

const WHOLE_CATALOGUE = 'import { vi } from "./src/i18n/t"; process.stdout.write(JSON.stringify(vi));';
/** Whether a build is the site's own (index.html), not a Storybook or another tool's build of these sources. */
function isSiteBuild(config: ResolvedConfig): boolean {
  const input = config.build.rolldownOptions?.input ?? config.build.rollupOptions?.input;
  if (config.build.ssr) return false;
  if (input === undefined) return true;
  const inputs = typeof input === "string" ? [input] : Object.values(input);
  return inputs.length === 1 && resolve(config.root, inputs[0] as string) === join(ROOT, "index.html");
}

/** The first script of a prerendered page: it starts the app once the page has painted (src/app/boot.ts). */
export const BOOT_MODULE = "src/app/boot.ts";

/**
 * Builds src/app/boot.ts beside the site's entry, as an entry of its own holding only itself.
 * scripts/prerender.ts loads it in the prerendered pages in place of the entry, whose file it names.
 */
export function bootEntry(): Plugin {
  let site = false;
  return {
    name: "boot-entry",
    apply: "build",
    configResolved(config) {
      site = isSiteBuild(config);
    },
    options(options) {
      if (!site) return null;
      // A site build's one input is index.html (isSiteBuild).
      return { ...options, input: { index: join(ROOT, "index.html"), boot: join(ROOT, BOOT_MODULE) } };
    },
  };
}

/** The modules between which the browser's start yields (src/app/start/yield-to-browser.ts). */
const START_YIELDS = /\/src\/app\/start\/after-[\w-]+\.ts$/;

/**
 * The start's yields are the browser's: the prerender's server build gets the modules of
 * src/app/start/ that yield (top-level awaits) empty, so it renders without them and stays a bundle
 * Node can load as CommonJS or as a module.
 */
export function startYields(): Plugin {
  return {
    name: "start-yields",
    enforce: "pre",
    load(id, options) {
      if (!START_YIELDS.test(id.split("?")[0] as string)) return null;
      return options?.ssr || this.environment?.config.build.ssr ? "export {};" : null;
    },
  };
}

const EAGER_MESSAGES = "\0i18n-messages:eager";
const LAZY_MESSAGES = "\0i18n-messages:lazy";

/**
 * The message catalogue split for the browser (issue 16): `import { t } from ".../i18n/t"` in a
 * module the entry reaches statically resolves to a module holding only the texts those modules
 * name; from any other (lazy) module, to one that also registers the rest of the catalogue, in
 * a chunk of its own loaded with the first lazy route. Registering happens as the importing
 * module's imports are evaluated, so its code always finds its texts. The server, the tests and
 * the dev server keep the whole catalogue (src/i18n/t.ts).
 */
export function catalogueSplit(): Plugin {
  const tModule = join(ROOT, "src/i18n/t");
  const messagesModule = join(ROOT, "src/i18n/messages.ts");
  let eagerFiles = new Set<string>();
  let eager: Record<string, string> = {};
  let rest: Record<string, string> = {};
  let site = false;
  return {
    name: "catalogue-split",
    apply: "build",
    enforce: "pre",
    configResolved(config) {
      site = isSiteBuild(config);
    },
    buildStart() {
      if (!site || this.environment?.config.build.ssr) return;
      // The whole catalogue as the server has it (tsx reads the TypeScript sources).
      const all = JSON.parse(
        execFileSync(join(ROOT, "node_modules/.bin/tsx"), ["-e", WHOLE_CATALOGUE], { cwd: ROOT, encoding: "utf8" }),
      ) as Record<string, string>;
      eagerFiles = eagerSourceFiles();
      const named = keysNamedIn(eagerFiles, Object.keys(all));
      eager = {};
      rest = {};
      for (const [key, text] of Object.entries(all)) (named.has(key) ? eager : rest)[key] = text;
    },
    resolveId(source, importer, options) {
      // The prerender's server build and other tools' builds keep the whole catalogue.
      if (!site || options?.ssr || this.environment?.config.build.ssr) return null;
      if (source === EAGER_MESSAGES) return source;
      if (!importer || !/(^|\/)i18n\/t(\.ts)?$/.test(source) || !source.startsWith(".")) return null;
      const from = importer.split("?")[0] as string;
      if (resolve(dirname(from), source).replace(/\.ts$/, "") !== tModule) return null;
      return eagerFiles.has(from) ? EAGER_MESSAGES : LAZY_MESSAGES;
    },
    load(id) {
      if (id !== EAGER_MESSAGES && id !== LAZY_MESSAGES) return null;
      const part = id === EAGER_MESSAGES ? eager : rest;
      const messages = JSON.stringify(messagesModule);
      return [
        id === LAZY_MESSAGES ? `import ${JSON.stringify(EAGER_MESSAGES)};` : "",
        `import { registerMessages } from ${messages};`,
        `registerMessages(${JSON.stringify(part)});`,
        `export { isMessageKey, t } from ${messages};`,
      ].join("\n");
    },
  };
}

/**
 * After each client build of the site, the public routes are rendered to HTML (scripts/prerender.ts,
 * issue 16) into <outDir>/prerendered/, before the precompression of `npm run build`. Skipped for the
 * prerender's own server build, for builds of something else than the site (no empty #root), and
 * with PRERENDER=0.
 */
export function prerenderPages(): Plugin {
  let outDir = "dist";
  let site = false;
  return {
    name: "prerender-pages",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      site = isSiteBuild(config);
    },
    closeBundle() {
      const shell = join(outDir, "index.html");
      if (!site || process.env.PRERENDER === "0" || !existsSync(shell)) return;
      if (!readFileSync(shell, "utf8").includes('<div id="root"></div>')) return;
      // NODE_ENV=production whatever the caller runs under: under "test" (vitest's global setup) the
      // server build picks the router's browser code and fails on `history`.
      execFileSync(join(ROOT, "node_modules/.bin/tsx"), [join(ROOT, "scripts/prerender.ts"), outDir], {
        cwd: ROOT,
        stdio: "inherit",
        env: { ...process.env, NODE_ENV: "production" },
      });
    },
  };
}

/**
 * Parts of a page the prerender leaves to the browser: their module is replaced, in the prerender's
 * server build only, by one whose component throws CLIENT_ONLY. React then writes the part's
 * Suspense fallback and the browser renders the part (main.tsx takes that as expected, not as an
 * error). The home page's sections below the fold: their carousels size themselves from the
 * screen's width, which the build does not know.
 */
export const CLIENT_ONLY = "client-only";
const CLIENT_ONLY_PARTS: Record<string, string[]> = {
  [join(ROOT, "src/app/pages/home/home-sections.tsx")]: ["HomeSections"],
};

export function clientOnlyParts(): Plugin {
  return {
    name: "client-only-parts",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!this.environment?.config.build.ssr || !importer || !source.startsWith(".")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const id = resolved?.id.split("?")[0];
      return id && CLIENT_ONLY_PARTS[id] ? `\0client-only:${id}` : null;
    },
    load(id) {
      if (!id.startsWith("\0client-only:")) return null;
      const names = CLIENT_ONLY_PARTS[id.slice("\0client-only:".length)] ?? [];
      const thrower = `() => { throw Object.assign(new Error(${JSON.stringify(CLIENT_ONLY)}), { digest: ${JSON.stringify(CLIENT_ONLY)} }); }`;
      return names.map((name) => `export const ${name} = ${thrower};`).join("\n");
    },
  };
}

export default defineConfig({
  plugins: [startYields(), catalogueSplit(), clientOnlyParts(), react(), visionAssets(), bootEntry(), prerenderPages()],
  build: {
    outDir: "dist",
    sourcemap: false,
    // Read by scripts/prerender.ts (each prerendered screen's stylesheets), then removed.
    manifest: true,
    // The home route must stay small: every other route is a lazy chunk.
    chunkSizeWarningLimit: 600,
    // Every browser we serve preloads modules natively (Chrome 66, Safari 17, Firefox 115); an older
    // one only loads the lazy chunks a little later. The polyfill cost the home page's first load
    // ~0.7 KB and a scan of the document at start (issue 16).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the entry imports statically (the home page's first load) in the entry's one chunk:
        // fewer, better compressed files than one shared chunk per library or module (issue 16).
        // The boot script (bootEntry) stays a file of its own.
        codeSplitting: { groups: [{ name: "app", tags: ["$initial"], test: (id) => !id.endsWith(BOOT_MODULE) }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": apiTarget },
  },
});
