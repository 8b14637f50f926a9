import { cardListEndpoint } from "../../src/contract/cards";
import { t } from "../../src/i18n/t";
import { isDatabaseUnavailable } from "../db/errors";
import type { Deps } from "../deps";
import { cardListTextAnswer } from "../routes/cards";
import type { Encoding } from "./accept-encoding";
import { apiRateHit } from "./api-rate-front";
import { clientIpOf } from "./client-ip";
import { encodingOf, jsonBody } from "./compress-json";
import { HttpError } from "./errors";
import { API_HEADERS, type Fetch, HTTPS_API_HEADERS, type NodeBindings, type NodeIncoming } from "./health-fast-path";
import { SESSION_COOKIE } from "./session-cookie";

const PATH = `/api${cardListEndpoint.path}`;
/** As request-guards.ts's jsonBodiesOnly tells a JSON body. */
const JSON_TYPE = /^application\/json\s*(;|$)/i;

/** The headers of an answer, per scheme and encoding, built once (a request allocates none). */
function headerSet(base: Readonly<Record<string, string>>) {
  const compressed = (encoding: Encoding) => ({ ...base, "Content-Encoding": encoding, Vary: "Accept-Encoding" });
  return { plain: base, br: compressed("br"), gzip: compressed("gzip") };
}
const HEADERS = headerSet(API_HEADERS);
const HTTPS_HEADERS = headerSet(HTTPS_API_HEADERS);

/** The request headers the chain's middleware read for this call, each as it was sent once. */
interface Seen {
  contentLength?: string;
  contentType?: string;
  transferEncoding?: string;
  secFetchSite?: string;
  origin?: string;
  cookie?: string;
  acceptEncoding?: string;
  forwardedProto?: string;
  forwardedFor?: string;
}
const FIELDS: Readonly<Record<string, keyof Seen>> = {
  "content-length": "contentLength",
  "content-type": "contentType",
  "transfer-encoding": "transferEncoding",
  "sec-fetch-site": "secFetchSite",
  origin: "origin",
  cookie: "cookie",
  "accept-encoding": "acceptEncoding",
  "x-forwarded-proto": "forwardedProto",
  "x-forwarded-for": "forwardedFor",
};

const isHttpWhitespace = (code: number) => code === 9 || code === 10 || code === 13 || code === 32;
/** A header value as @hono/node-server hands it to the middleware: HTTP whitespace trimmed. */
function trimmed(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && isHttpWhitespace(value.charCodeAt(start))) start++;
  while (end > start && isHttpWhitespace(value.charCodeAt(end - 1))) end--;
  return start === 0 && end === value.length ? value : value.slice(start, end);
}

/**
 * The headers the chain would read, from the raw ones; null when one of them is sent twice (the
 * chain then sees them joined, and is left to judge them).
 */
function seenHeaders(raw: readonly string[]): Seen | null {
  const seen: Seen = {};
  for (let i = 0; i < raw.length; i += 2) {
    const field = FIELDS[(raw[i] as string).toLowerCase()];
    if (field === undefined) continue;
    if (seen[field] !== undefined) return null;
    seen[field] = trimmed(raw[i + 1] as string);
  }
  return seen;
}

/**
 * Whether the chain would let this call through to the route without refusing it or reading
 * anything but these headers: a declared length within the body limit (no chunking), a JSON
 * content type, no cross-site signal (request-guards.ts), no session cookie (its lookup is left
 * to authenticate). Anything else goes the whole way, where the chain answers it.
 */
function plainCall(seen: Seen, bodyLimitBytes: number): boolean {
  const length = seen.contentLength;
  if (length === undefined || seen.transferEncoding !== undefined) return false;
  if (!/^\d+$/.test(length) || Number(length) > bodyLimitBytes) return false;
  if (seen.contentType === undefined || !JSON_TYPE.test(seen.contentType)) return false;
  const site = seen.secFetchSite;
  if (site === undefined ? seen.origin !== undefined : site !== "same-origin" && site !== "none") return false;
  return seen.cookie === undefined || !seen.cookie.includes(SESSION_COOKIE);
}

const decoder = new TextDecoder();

/**
 * The body's text when Node has it all already (a small body comes in the packet of its headers):
 * read at once, decoded as @hono/node-server's request.text() decodes it. Null when it is still on
 * its way (then request.text() waits for it).
 */
function bodyText(incoming: NodeIncoming, length: number): string | null {
  if (length === 0) return "";
  if (!incoming.complete || incoming.readableLength !== length || !incoming.read) return null;
  const chunk = incoming.read();
  return chunk ? decoder.decode(chunk) : null;
}

/**
 * POST /api/v1/card/get-list answered ahead of the middleware chain (issue 16: the card pages ask
 * it on every visit and filter change, and the chain's own work cost four times the answer's).
 * Only a call the chain would pass untouched takes this path (plainCall); it then gets what the
 * chain gives it: the per-IP API limit counted in the same tier (429 with Retry-After), the body
 * parsed and validated with the contract's schema (400 with the Vietnamese message), the page of
 * the in-memory index serialized and compressed once per answer (compress-json.ts's jsonBody, by
 * the client's Accept-Encoding, with Vary), and every API header (security headers, HSTS over
 * https, no-store) from objects built once. tests/server/card-list-fast-path.test.ts compares its
 * answers with the chain's. Anything else, and any call not over Node's HTTP server, goes to
 * `next`, the Hono app.
 */
export function cardListFastPath(deps: Deps, next: Fetch): Fetch {
  const { bodyLimitBytes, trustProxyHops } = deps.config;

  const answer = async (request: Request, incoming: NodeIncoming, seen: Seen): Promise<Response> => {
    const https =
      seen.forwardedProto !== undefined ? seen.forwardedProto === "https" : incoming.socket?.encrypted === true;
    const headers = https ? HTTPS_HEADERS : HEADERS;
    try {
      const ip = clientIpOf(incoming.socket?.remoteAddress ?? "127.0.0.1", seen.forwardedFor, trustProxyHops);
      const refused = await apiRateHit(deps, ip);
      if (refused) {
        return new Response(JSON.stringify({ code: 429, data: null, message: t("rate_limited") }), {
          status: 429,
          headers: { ...headers.plain, "Retry-After": String(refused.retryAfterSeconds) },
        });
      }
      const text = bodyText(incoming, Number(seen.contentLength)) ?? (await request.text());
      const encoding = encodingOf(seen.acceptEncoding);
      const written = jsonBody(await cardListTextAnswer(deps, text), encoding);
      if (typeof written === "string") return new Response(written, { status: 200, headers: headers.plain });
      // jsonBody compresses only for an encoding.
      if (!encoding) throw new Error("compressed JSON without an encoding");
      return new Response(written as Uint8Array<ArrayBuffer>, { status: 200, headers: headers[encoding] });
    } catch (error) {
      // As app.ts's onError answers.
      let status: number;
      let envelope: { code: number; data: null; message: string };
      if (error instanceof HttpError) {
        status = error.status;
        envelope = { code: error.code, data: null, message: error.message };
      } else if (isDatabaseUnavailable(error)) {
        deps.log.refused("database unavailable", "database", { path: PATH, error });
        status = 503;
        envelope = { code: 503, data: null, message: t("service_unavailable") };
      } else {
        deps.log.error("unhandled error", { path: PATH, error });
        status = 500;
        envelope = { code: 500, data: null, message: t("normal_error") };
      }
      return new Response(JSON.stringify(envelope), { status, headers: headers.plain });
    }
  };

  return (request, env, ...rest) => {
    const incoming = (env as NodeBindings | undefined)?.incoming;
    if (incoming?.url === PATH && incoming.method === "POST" && incoming.rawHeaders) {
      const seen = seenHeaders(incoming.rawHeaders);
      if (seen && plainCall(seen, bodyLimitBytes)) return answer(request, incoming, seen);
    }
    return next(request, env, ...rest);
  };
}
