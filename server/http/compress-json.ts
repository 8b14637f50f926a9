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

/** An answer written once: its JSON, its UTF-8 bytes when long enough to compress, and each compressed copy made. */
interface Written {
  /** Kept with a writeOnce answer, so its compressed copies are kept too. */
  kept: boolean;
  text: string;
  bytes: Buffer | null;
  br?: Buffer;
  gzip?: Buffer;
}

function write(object: unknown, kept: boolean): Written {
  const text = JSON.stringify(object);
  // A UTF-16 unit is at most 3 UTF-8 bytes: shorter text cannot reach the threshold.
  const bytes = text.length * 3 >= JSON_COMPRESS_THRESHOLD ? Buffer.from(text) : null;
  return { kept, text, bytes: bytes && bytes.length >= JSON_COMPRESS_THRESHOLD ? bytes : null };
}

/** Answers marked by `writeOnce`, with what was written of them (null until first answered). */
const writtenOnce = new WeakMap<object, Written | null>();

/**
 * Marks an answer that stays the same object, never changed, for as long as it lives (a page of
 * the card index, shared by every caller asking for it): c.json then serializes and compresses it
 * once per encoding instead of on every call. The entry goes with the object.
 */
export function writeOnce<T extends object>(answer: T): T {
  if (!writtenOnce.has(answer)) writtenOnce.set(answer, null);
  return answer;
}

function written(object: unknown): Written {
  if (typeof object !== "object" || object === null || !writtenOnce.has(object)) return write(object, false);
  let entry = writtenOnce.get(object);
  if (!entry) {
    entry = write(object, true);
    writtenOnce.set(object, entry);
  }
  return entry;
}

function compressed(entry: Written, bytes: Buffer, encoding: Encoding): Buffer {
  if (!entry.kept) return compress(bytes, encoding);
  const cached = entry[encoding];
  if (cached) return cached;
  const made = compress(bytes, encoding);
  entry[encoding] = made;
  return made;
}

/**
 * What compressJson's c.json answers for `object` to a client taking `encoding`: the JSON text,
 * or, when the text is JSON_COMPRESS_THRESHOLD bytes or more and an encoding is taken, its bytes
 * compressed with that encoding (then sent with Content-Encoding and Vary). For answers made
 * ahead of the middleware chain (card-list-fast-path.ts); a writeOnce answer is written and
 * compressed once, as through c.json.
 */
export function jsonBody(object: unknown, encoding: Encoding | null): string | Buffer {
  const entry = written(object);
  return encoding && entry.bytes ? compressed(entry, entry.bytes, encoding) : entry.text;
}

/** The encodings of the few Accept-Encoding values browsers send, so each is parsed once. */
const encodings = new Map<string, Encoding | null>();
/** The encoding compressJson answers a client sending this Accept-Encoding with (null: none). */
export function encodingOf(header: string | undefined): Encoding | null {
  if (!header) return null;
  let encoding = encodings.get(header);
  if (encoding === undefined) {
    encoding = acceptedEncoding(header);
    if (encodings.size >= 64) encodings.clear();
    encodings.set(header, encoding);
  }
  return encoding;
}

type Json = Context<AppEnv>["json"];
type Headers = Record<string, string>;

/**
 * Compresses /api JSON answers of JSON_COMPRESS_THRESHOLD bytes or more (brotli, else gzip) when
 * the client's Accept-Encoding allows it; smaller answers, files and HEAD pass untouched.
 *
 * It works where the JSON is written: for such a client, `c.json` of this request serializes once
 * (once per answer for those marked by writeOnce) and answers the text, or the compressed bytes.
 * Reading a finished Response back instead would make @hono/node-server build a full web-streams
 * Response for every answer, which halved the card list's throughput (issue 16).
 */
export function compressJson(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const encoding = encodingOf(c.req.header("Accept-Encoding"));
    // Without a compressed encoding c.json stays Hono's own: replacing it on every call measured
    // slower for small answers (/api/health) than serializing twice.
    if (!encoding || c.req.method === "HEAD") return next();
    const plain = c.json as (...a: unknown[]) => Response;
    // Assigned as it is written: tsx names a function held in a const, a cost on every call.
    c.json = ((object: unknown, arg?: unknown, headers?: unknown) => {
      // Anything but a plain status (a ResponseInit) goes the ordinary way.
      if (arg !== undefined && typeof arg !== "number") return plain(object, arg, headers);
      const entry = written(object);
      const status = arg as 200 | undefined;
      const extra = headers as Headers | undefined;
      if (!entry.bytes) {
        // What c.json answers, without serializing a second time.
        return c.body(entry.text, status, { "Content-Type": "application/json", ...extra });
      }
      return c.body(compressed(entry, entry.bytes, encoding) as Uint8Array<ArrayBuffer>, status, {
        ...extra,
        "Content-Type": "application/json",
        "Content-Encoding": encoding,
        Vary: "Accept-Encoding",
      });
    }) as unknown as Json;
    await next();
  };
}
