/**
 * `tsx scripts/compress-dist.ts [dir]` (run by `npm run build` after `vite build`): writes a
 * brotli (`.br`) and a gzip (`.gz`) copy beside every text asset of dist/, which the server hands
 * out by Accept-Encoding (server/http/static-site.ts). Text at brotli 11 and gzip 9; the wasm
 * binaries at brotli 9 (11 would take the build from seconds to half a minute). A copy that is
 * not smaller than its file is not written.
 */
import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Extensions of the text assets a build writes (and the wasm binaries, which shrink well too). */
export const TEXT_EXTENSIONS = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".svg",
  ".txt",
  ".xml",
  ".webmanifest",
  ".map",
]);
const BINARY_EXTENSIONS = new Set([".wasm"]);

export interface CompressedFile {
  path: string;
  raw: number;
  br: number | null;
  gzip: number | null;
}

/** The prerender's server bundle (scripts/prerender.ts, decision 018): run by the server, never sent. */
export const SERVER_ONLY = join("prerendered", "on-request", "server");

function filesUnder(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(root, SERVER_ONLY) ? [] : filesUnder(path, root);
    return [path];
  });
}

function writeIfSmaller(path: string, raw: number, bytes: Buffer): number | null {
  if (bytes.length >= raw) {
    try {
      unlinkSync(path);
    } catch {
      // no stale copy to remove
    }
    return null;
  }
  writeFileSync(path, bytes);
  return bytes.length;
}

/** Compresses every text asset under dir (in place) and tells the sizes. */
export function compressDir(dir: string): CompressedFile[] {
  const out: CompressedFile[] = [];
  for (const path of filesUnder(dir)) {
    const ext = extname(path);
    const text = TEXT_EXTENSIONS.has(ext);
    if (!text && !BINARY_EXTENSIONS.has(ext)) continue;
    const source = readFileSync(path);
    const quality = text ? constants.BROTLI_MAX_QUALITY : 9;
    const br = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_MODE]: text ? constants.BROTLI_MODE_TEXT : constants.BROTLI_MODE_GENERIC,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gzip = gzipSync(source, { level: 9 });
    out.push({
      path,
      raw: statSync(path).size,
      br: writeIfSmaller(`${path}.br`, source.length, br),
      gzip: writeIfSmaller(`${path}.gz`, source.length, gzip),
    });
  }
  return out;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2] ?? "dist";
  const files = compressDir(dir);
  const sum = (pick: (f: CompressedFile) => number) => files.reduce((total, f) => total + pick(f), 0);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `compress-dist: ${files.length} files, ${kb(sum((f) => f.raw))} raw → ${kb(sum((f) => f.br ?? f.raw))} br, ${kb(sum((f) => f.gzip ?? f.raw))} gzip`,
  );
}
