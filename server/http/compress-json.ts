import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { acceptedEncoding, type Encoding } from "./accept-encoding";
import type { AppEnv } from "./app-env";

/** JSON answers at least this long (bytes) are compressed for a client that accepts it. */
export const JSON_COMPRESS_THRESHOLD = 1024;
/** Brotli 4 compresses a page of cards nearly as well as 11 at a small fraction of the time. */
const BROTLI = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
const GZIP = { level: 6 };
/** Synchronous, as c.json answers at once: API answers are small (a page of cards is a few KB). */
function compress(bytes: Uint8Array, encoding: Encoding): Buffer {
  return encoding === "br" ? brotliCompressSync(bytes, BROTLI) : gzipSync(bytes, GZIP);
}

type Json = Context<AppEnv>["json"];

/**
 * Compresses /api JSON answers of JSON_COMPRESS_THRESHOLD bytes or more (brotli, else gzip) when
 * the client's Accept-Encoding allows it; smaller answers, files and HEAD pass untouched.
 *
 * It works where the JSON is written: for such a client, `c.json` of this request serializes once
 * and answers the compressed bytes. Reading a finished Response back instead would make
 * @hono/node-server build a full web-streams Response for every answer, which halved the card
 * list's throughput (issue 16).
 */
export function compressJson(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const encoding = acceptedEncoding(c.req.header("Accept-Encoding"));
    if (!encoding || c.req.method === "HEAD") return next();
    const plain = c.json;
    const compressed = (object: unknown, arg?: unknown, headers?: unknown) => {
      // Anything but a plain status (a ResponseInit) goes the ordinary way.
      if (arg !== undefined && typeof arg !== "number")
        return (plain as (...a: unknown[]) => unknown)(object, arg, headers);
      const text = JSON.stringify(object);
      const bytes = text.length * 3 >= JSON_COMPRESS_THRESHOLD ? Buffer.from(text) : null;
      if (!bytes || bytes.length < JSON_COMPRESS_THRESHOLD) {
        return (plain as (...a: unknown[]) => unknown)(object, arg, headers);
      }
      const extra = (headers ?? {}) as Record<string, string>;
      return c.body(new Uint8Array(compress(bytes, encoding)), arg as 200 | undefined, {
        ...extra,
        "Content-Type": "application/json",
        "Content-Encoding": encoding,
        Vary: "Accept-Encoding",
      });
    };
    c.json = compressed as unknown as Json;
    await next();
  };
}
