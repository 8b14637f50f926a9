import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { acceptedEncoding, type Encoding } from "./accept-encoding";
import type { AppEnv } from "./app-env";

/** JSON answers at least this long are compressed for a client that accepts it. */
export const JSON_COMPRESS_THRESHOLD = 1024;
/** Above this, compression runs on the zlib thread pool instead of the event loop. */
const SYNC_LIMIT = 64 * 1024;
/** Brotli 4 compresses a page of cards nearly as well as 11 at a small fraction of the time. */
const BROTLI = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
const GZIP = { level: 6 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function compress(bytes: Uint8Array, encoding: Encoding): Buffer | Promise<Buffer> {
  if (bytes.length <= SYNC_LIMIT) {
    return encoding === "br" ? brotliCompressSync(bytes, BROTLI) : gzipSync(bytes, GZIP);
  }
  return encoding === "br" ? brotliAsync(bytes, BROTLI) : gzipAsync(bytes, GZIP);
}

/**
 * Compresses /api JSON answers of JSON_COMPRESS_THRESHOLD bytes or more (brotli, else gzip) when
 * the client's Accept-Encoding allows it. Anything else (small answers, files, answers that are
 * already encoded, HEAD) passes untouched.
 */
export function compressJson(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const encoding = acceptedEncoding(c.req.header("Accept-Encoding"));
    if (!encoding || c.req.method === "HEAD") return;
    const res = c.res;
    if (!res.body || res.headers.has("Content-Encoding") || res.status === 204 || res.status === 206) return;
    if (!(res.headers.get("Content-Type") ?? "").startsWith("application/json")) return;
    const length = res.headers.get("Content-Length");
    if (length !== null && Number(length) < JSON_COMPRESS_THRESHOLD) return;
    const bytes = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    // Assigning undefined first: Hono would otherwise merge the old answer's headers into the new one.
    c.res = undefined;
    if (bytes.length < JSON_COMPRESS_THRESHOLD) {
      c.res = new Response(bytes, { status: res.status, headers });
      return;
    }
    const body = await compress(bytes, encoding);
    headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(body.length));
    const vary = headers.get("Vary");
    if (!vary) headers.set("Vary", "Accept-Encoding");
    else if (!/accept-encoding/i.test(vary)) headers.set("Vary", `${vary}, Accept-Encoding`);
    c.res = new Response(new Uint8Array(body), { status: res.status, headers });
  };
}
