import { brotliCompressSync, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";

/**
 * The back-office's pages (/quan-tri, docs/decisions/021-back-office.md): never indexed and never
 * one of the prerendered visitor pages. Every answer under /quan-tri and /api/quan-tri carries
 * `X-Robots-Tag: noindex, nofollow`; the HTML shell they get has the robots meta tag in its head.
 */
export const NO_INDEX = "noindex, nofollow";

export function isBackOfficePath(path: string): boolean {
  return path === "/quan-tri" || path.startsWith("/quan-tri/") || path.startsWith("/api/quan-tri/");
}

export function noIndexHeader(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (isBackOfficePath(c.req.path)) c.res.headers.set("X-Robots-Tag", NO_INDEX);
  };
}

/** The SPA shell with `<meta name="robots" content="noindex, nofollow">` first in its head, in each encoding. */
export function noIndexShell(identity: Buffer): { identity: Buffer; br: Buffer; gzip: Buffer } {
  const html = identity.toString("utf8").replace(/<head>/i, `<head><meta name="robots" content="${NO_INDEX}">`);
  const body = Buffer.from(html, "utf8");
  return { identity: body, br: brotliCompressSync(body), gzip: gzipSync(body) };
}
