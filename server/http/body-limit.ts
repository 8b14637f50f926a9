import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit as countedBodyLimit } from "hono/body-limit";
import type { AppEnv } from "./app-env";

interface BodyLimitOptions {
  maxSize: number;
  onError: (c: Context<AppEnv>) => Response | Promise<Response>;
  /**
   * The route reads the body itself and counts it as it arrives (eKYC uploads: upload-body.ts):
   * a body without a declared length is left to it, not buffered here (Hono's middleware
   * collects a chunked body in a buffer it grows by copying, on the event loop).
   */
  countedByRoute?: boolean;
}

/**
 * Hono's bodyLimit (413 over maxSize), answered from the header when it can be: a body whose
 * Content-Length is declared and which is not chunked is judged by that number alone (Node's
 * parser never delivers more bytes than it declares). Hono's own middleware reads
 * `c.req.raw.body` first, which makes @hono/node-server build a web-streams Request for every
 * call and gives up its direct read of the body (issue 16: a tenth of the card list's time).
 * Chunked bodies, and bodies without a length, are still counted byte by byte by Hono's.
 */
export function bodyLimit(options: BodyLimitOptions): MiddlewareHandler<AppEnv> {
  const counted = countedBodyLimit(options);
  return (c, next) => {
    const length = c.req.header("content-length");
    if (length === undefined || c.req.header("transfer-encoding") !== undefined) {
      return options.countedByRoute ? next() : counted(c, next);
    }
    return Number.parseInt(length, 10) > options.maxSize ? Promise.resolve(options.onError(c)) : next();
  };
}
