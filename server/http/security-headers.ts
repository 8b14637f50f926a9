import type { MiddlewareHandler } from "hono";

/**
 * The Content-Security-Policy of the whole site. Only our own origin: the bot check, wasm and
 * workers are self-hosted. 'wasm-unsafe-eval' lets our own wasm compile; blob: workers are how
 * the bot-check widget solves its puzzle off the main thread.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * Set before the handler runs, so Hono writes them into the response it builds (c.json, c.body,
 * c.html, c.redirect, serveStatic). Setting them afterwards would copy every response once more.
 * A handler must therefore answer through the context, never with a bare `new Response()`.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    c.header("Content-Security-Policy", CONTENT_SECURITY_POLICY);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
    c.header("Permissions-Policy", "camera=(self), geolocation=(self), microphone=(), payment=(), usb=()");
    c.header("X-Frame-Options", "DENY");
    c.header("Cross-Origin-Opener-Policy", "same-origin");
    const proto = c.req.header("x-forwarded-proto") ?? new URL(c.req.url).protocol.replace(":", "");
    if (proto === "https") c.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    await next();
  };
}
