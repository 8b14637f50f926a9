import type { MiddlewareHandler } from "hono";

/** Every directive besides default-src, script-src and style-src. */
const OTHER_DIRECTIVES = [
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

/**
 * The Content-Security-Policy of the whole site. Only our own origin: the bot check, wasm and
 * workers are self-hosted. 'wasm-unsafe-eval' lets our own wasm compile. The bot-check widget now
 * solves its puzzle in a worker file of ours (src/features/lead-funnel/altcha-bot-check.tsx);
 * blob: workers stay allowed until every other library is checked not to need them.
 */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy([]);

/**
 * The policy, allowing besides our own stylesheets exactly the inline style blocks whose hashes are
 * given (`'sha256-…'`): a prerendered page's critical CSS (decision 017, scripts/prerender.ts).
 */
export function contentSecurityPolicy(styleHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    // No 'unsafe-inline': no other <style> element and no style="" attribute runs. React's
    // style={{}} props are set through the CSSOM, which CSP allows; the bot-check widget's CSS is a
    // file of ours.
    ["style-src 'self'", ...styleHashes].join(" "),
    ...OTHER_DIRECTIVES,
  ].join("; ");
}

/**
 * The flow viewer (/__flows?inspect=1, a page for the product team) may frame the hosted Stately
 * inspector (src/flows/viewer/stately-relay.tsx); no other page may, and it only for whoever may use
 * the viewer (set by server/routes/flow-viewer.ts, after canUseFlowViewer).
 */
export const FLOWS_CONTENT_SECURITY_POLICY = `${CONTENT_SECURITY_POLICY}; frame-src https://stately.ai`;

const HTTPS_URL = /^https:/i;

/** The headers every answer carries besides the Content-Security-Policy. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(self), geolocation=(self), microphone=(), payment=(), usb=()",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
};
const SECURITY_HEADER_ENTRIES = Object.entries(SECURITY_HEADERS);

/** Added to answers served over https. */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/**
 * Set before the handler runs, so Hono writes them into the response it builds (c.json, c.body,
 * c.html, c.redirect, serveStatic). Setting them afterwards would copy every response once more.
 * A handler must therefore answer through the context, never with a bare `new Response()`.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    c.header("Content-Security-Policy", CONTENT_SECURITY_POLICY);
    for (const [name, value] of SECURITY_HEADER_ENTRIES) c.header(name, value);
    // The scheme of the URL without parsing it (a URL object per call showed in the profile).
    const proto = c.req.header("x-forwarded-proto") ?? (HTTPS_URL.test(c.req.url) ? "https" : "");
    if (proto === "https") c.header("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
    await next();
  };
}
