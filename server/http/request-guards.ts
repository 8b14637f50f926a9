import type { MiddlewareHandler } from "hono";
import { t } from "../../src/i18n/t";
import type { AppEnv } from "./app-env";
import { HttpError } from "./errors";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** PostgreSQL text cannot hold U+0000: such input is malformed, never a server fault. */
export const hasNul = (text: string) => text.includes("\u0000");

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * 400 for a NUL byte anywhere in the path or query (path parameters included). Decoding yields
 * U+0000 only from "%00" or a NUL already there, so a URL holding neither passes without being
 * parsed (most calls: issue 16).
 */
export function refuseNul(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const raw = c.req.url;
    if (!raw.includes("%00") && !hasNul(raw)) return next();
    const url = new URL(raw);
    if (hasNul(decoded(url.pathname)) || hasNul(decoded(url.search.replaceAll("+", " ")))) {
      throw new HttpError(400, t("invalid_characters"));
    }
    await next();
  };
}

/**
 * Cross-site writes are refused (403): a page elsewhere cannot make the browser call our API with
 * the visitor's session cookie. Browsers say where a request comes from in Sec-Fetch-Site (only
 * "same-origin", or "none" for what the user typed, pass); older ones only send Origin, which must
 * then be the public origin or the host the request was sent to. A request with neither header is
 * not from a browser page (scripts, server-to-server, tests) and passes.
 */
export function refuseCrossSiteWrites(publicOrigin: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (WRITES.has(c.req.method)) {
      const site = c.req.header("sec-fetch-site");
      const origin = c.req.header("origin");
      if (site !== undefined) {
        if (site !== "same-origin" && site !== "none") throw new HttpError(403, t("cross_site_refused"));
      } else if (origin !== undefined && !sameOrigin(origin, publicOrigin, c.req.header("host"))) {
        throw new HttpError(403, t("cross_site_refused"));
      }
    }
    await next();
  };
}

function sameOrigin(origin: string, publicOrigin: string, host: string | undefined): boolean {
  if (origin === publicOrigin) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false; // "null" (sandboxed frames, file: pages) and anything unparsable
  }
}

/**
 * JSON endpoints take JSON only (415 otherwise), so an HTML form (urlencoded, multipart or
 * text/plain) posted from another site never reaches them. Image uploads are multipart by design
 * and listed in uploadPaths. A write without a body needs no Content-Type.
 */
export function jsonBodiesOnly(uploadPaths: { has(path: string): boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!WRITES.has(c.req.method) || uploadPaths.has(c.req.path)) return next();
    const type = c.req.header("content-type");
    if (type === undefined) {
      if ((await c.req.text()) !== "") throw new HttpError(415, t("unsupported_media_type"));
    } else if (!/^application\/json\s*(;|$)/i.test(type)) {
      throw new HttpError(415, t("unsupported_media_type"));
    }
    await next();
  };
}
