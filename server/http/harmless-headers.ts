/**
 * The request headers the demo headers call (GET /api/demo/headers, decision 013) may show: an
 * allowlist of headers that carry no credential, so a header we did not think of (Proxy-
 * Authorization, X-Api-Key, a signature) is never echoed. What the call is for: which language,
 * forwarded address and client hints reached the server through the proxies, and whether a
 * session arrives (credentials show as "***", present or not, never their value).
 */

const SHOWN = new Set([
  "accept",
  "accept-encoding",
  "accept-language",
  "cache-control",
  "connection",
  "content-length",
  "content-type",
  "dnt",
  "forwarded",
  "host",
  "origin",
  "pragma",
  "priority",
  "save-data",
  "sec-gpc",
  "upgrade-insecure-requests",
  "user-agent",
  "via",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-real-ip",
  "x-request-id",
]);

/** Client hints and fetch metadata: sec-ch-ua, sec-ch-ua-mobile, sec-fetch-site, … */
const SHOWN_PREFIXES = ["sec-ch-", "sec-fetch-"];

/** Shown as "***" when present: whether a session or a ticket reaches the server. */
const PRESENCE_ONLY = new Set(["authorization", "cookie", "x-ticket-token"]);

export function harmlessHeaders(headers: Headers): Record<string, string> {
  const shown: Record<string, string> = {};
  headers.forEach((value, name) => {
    const key = name.toLowerCase();
    if (PRESENCE_ONLY.has(key)) shown[key] = "***";
    else if (SHOWN.has(key) || SHOWN_PREFIXES.some((prefix) => key.startsWith(prefix))) shown[key] = value;
  });
  return shown;
}
