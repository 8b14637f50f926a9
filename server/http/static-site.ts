import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import { acceptedEncoding } from "./accept-encoding";
import type { AppEnv } from "./app-env";

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

/** The SPA shell in each encoding: read from the build's copies, or compressed here once at start. */
function shellVariants(indexFile: string): { identity: Buffer; br: Buffer; gzip: Buffer } {
  const identity = readFileSync(indexFile);
  const read = (ext: string, make: () => Buffer) =>
    existsSync(`${indexFile}${ext}`) ? readFileSync(`${indexFile}${ext}`) : make();
  return { identity, br: read(".br", () => brotliCompressSync(identity)), gzip: read(".gz", () => gzipSync(identity)) };
}

/**
 * Serves the built SPA from staticDir with history fallback: any GET that is not an API call and
 * not a file answers index.html, and the SPA redirects unknown routes to /.
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
  const shell = shellVariants(indexFile);
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
  app.use(
    "*",
    serveStatic({
      root,
      index: "__no_index__",
      precompressed: true,
      onFound: found(null),
    }),
  );
  app.get("*", (c) => {
    const encoding = acceptedEncoding(c.req.header("Accept-Encoding"));
    const headers: Record<string, string> = {
      "Content-Type": "text/html; charset=UTF-8",
      "Cache-Control": "no-cache",
      Vary: "Accept-Encoding",
    };
    if (encoding) headers["Content-Encoding"] = encoding;
    const body = encoding ? shell[encoding] : shell.identity;
    headers["Content-Length"] = String(body.length);
    return c.body(new Uint8Array(body), 200, headers);
  });
}
