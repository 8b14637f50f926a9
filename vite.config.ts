import { createReadStream, existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

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

export default defineConfig({
  plugins: [react(), visionAssets()],
  build: {
    outDir: "dist",
    sourcemap: false,
    // The home route must stay small: every other route is a lazy chunk.
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: { "/api": apiTarget },
  },
});
