import type { IncomingMessage, ServerResponse } from "node:http";
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
import { API_HEADERS, HTTPS_API_HEADERS, headerList } from "./health-fast-path";
import { SESSION_COOKIE } from "./session-cookie";

const PATH = `/api${cardListEndpoint.path}`;
/** As request-guards.ts's jsonBodiesOnly tells a JSON body. */
const JSON_TYPE = /^application\/json\s*(;|$)/i;
/**
 * A Host that @hono/node-server takes as it is, without parsing a URL (its reValidHost); any other
 * goes to the chain, which judges it (400 for an invalid one).
 */
const PLAIN_HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;

/** The request headers the chain reads for this call, each as it was sent once. */
interface Seen {
  host?: string;
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
  host: "host",
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
 * anything but these headers: a plain Host, a declared length within the body limit (no
 * chunking), a JSON content type, no cross-site signal (request-guards.ts), no session cookie
 * (its lookup is left to authenticate). Anything else goes the whole way, where the chain
 * answers it.
 */
function plainCall(seen: Seen, bodyLimitBytes: number): boolean {
  if (seen.host === undefined || !PLAIN_HOST.test(seen.host)) return false;
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
 * The body's text, decoded as @hono/node-server's request.text() decodes it; null when the client
 * goes away first. Node's parser never delivers more than the declared length, which plainCall has
 * checked against the body limit. A small body comes in the packet of its headers, but Node hands
 * the request over (and runs its promises) before it parses that body: it is read once the packet
 * is parsed (setImmediate), in one piece from the stream's buffer, which measured about a third
 * less CPU per call than listening to the stream's events (issue 16). A body still on its way is
 * then read as it comes in.
 */
function bodyText(req: IncomingMessage, length: number): string | Promise<string | null> {
  if (length === 0) return "";
  if (req.complete && req.readableLength === length) {
    const chunk = req.read() as Buffer | null;
    if (chunk) return decoder.decode(chunk);
  }
  return new Promise((resolve) =>
    setImmediate(() => {
      if (req.complete && req.readableLength === length) {
        const chunk = req.read() as Buffer | null;
        if (chunk) return resolve(decoder.decode(chunk));
      }
      streamed(req).then(resolve);
    }),
  );
}

/** The body read from the stream as it comes in (bodyText). */
function streamed(req: IncomingMessage): Promise<string | null> {
  if (req.destroyed) return Promise.resolve(null);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.once("end", () => resolve(decoder.decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks))));
    req.once("error", () => resolve(null));
    req.once("close", () => resolve(null));
  });
}

/**
 * An answer as written to the wire: its bytes as a latin1 string (one character per byte), and its
 * headers over http and over https. Node writes a string body in one piece with the head before it
 * (OutgoingMessage._send); a Buffer would go as a second chunk, through a writev.
 */
interface Written {
  body: string;
  http: string[];
  https: string[];
}
type Variant = Encoding | "plain";

/**
 * What a shared answer (a page of the index, the same object for as long as it lives) is written
 * as, per encoding asked, made on its first call: a cached page then costs one lookup and one write.
 */
const writtenAnswers = new WeakMap<object, Partial<Record<Variant, Written>>>();

function writtenAnswer(envelope: object, encoding: Encoding | null): Written {
  const variant: Variant = encoding ?? "plain";
  let variants = writtenAnswers.get(envelope);
  if (!variants) {
    variants = {};
    writtenAnswers.set(envelope, variants);
  }
  let written = variants[variant];
  if (!written) {
    // compress-json.ts's jsonBody: the JSON text, or (1 KB or more, an encoding taken) its bytes
    // compressed, then sent with Content-Encoding and Vary, as compressJson's c.json answers.
    const made = jsonBody(envelope, encoding);
    const compressed = typeof made !== "string" && encoding !== null;
    const body = typeof made === "string" ? Buffer.from(made) : made;
    const extra: Record<string, string> = compressed ? { "Content-Encoding": encoding, Vary: "Accept-Encoding" } : {};
    written = {
      body: body.toString("latin1"),
      http: headerList({ ...API_HEADERS, ...extra }, body.length),
      https: headerList({ ...HTTPS_API_HEADERS, ...extra }, body.length),
    };
    variants[variant] = written;
  }
  return written;
}

/** An envelope the chain answers with a status of its own (a refusal, an error), written now. */
function writeEnvelope(
  res: ServerResponse,
  status: number,
  envelope: { code: number; data: null; message: string },
  headers: Readonly<Record<string, string>>,
): void {
  const body = Buffer.from(JSON.stringify(envelope));
  res.writeHead(status, headerList(headers, body.length));
  res.end(body);
}

/**
 * POST /api/v1/card/get-list answered on Node's HTTP server itself, before @hono/node-server
 * builds a web Request and Response for it (issue 16: the card pages ask it on every visit and
 * filter change, and the chain's own work, then the adapter's, cost several times the answer's).
 * Only a call the chain would pass untouched takes this path (plainCall); it then gets what the
 * chain gives it: the per-IP API limit counted in the same tier (429 with Retry-After), the body
 * parsed and validated with the contract's schema (400 with the Vietnamese message), the page of
 * the in-memory index (routes/cards.ts's cardListTextAnswer: cached by the body's exact text)
 * serialized and compressed once per answer by the client's Accept-Encoding (with Vary), every
 * API header (security headers, HSTS over https, no-store), errors as app.ts's onError answers
 * them. tests/server/card-list-fast-path.test.ts compares its answers with the chain's over a
 * real server. Returns false, touching nothing, for any other call, which goes to the chain.
 */
export function cardListNodePath(deps: Deps): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { bodyLimitBytes, trustedProxies } = deps.config;

  const answer = async (req: IncomingMessage, res: ServerResponse, seen: Seen): Promise<void> => {
    const https =
      seen.forwardedProto !== undefined
        ? seen.forwardedProto === "https"
        : (req.socket as { encrypted?: boolean }).encrypted === true;
    const headers = https ? HTTPS_API_HEADERS : API_HEADERS;
    try {
      const ip = clientIpOf(req.socket.remoteAddress ?? "127.0.0.1", seen.forwardedFor, trustedProxies);
      const refused = await apiRateHit(deps, ip);
      if (refused) {
        // Node reads and drops the body left unread once the answer is written.
        const retry = { ...headers, "Retry-After": String(refused.retryAfterSeconds) };
        return writeEnvelope(res, 429, { code: 429, data: null, message: t("rate_limited") }, retry);
      }
      const text = await bodyText(req, Number(seen.contentLength));
      if (text === null) return; // The client went away before its body was in.
      const written = writtenAnswer(await cardListTextAnswer(deps, text), encodingOf(seen.acceptEncoding));
      res.writeHead(200, https ? written.https : written.http);
      res.end(written.body, "latin1");
    } catch (error) {
      // As app.ts's onError answers.
      if (error instanceof HttpError) {
        return writeEnvelope(res, error.status, { code: error.code, data: null, message: error.message }, headers);
      }
      if (isDatabaseUnavailable(error)) {
        deps.log.refused("database unavailable", "database", { path: PATH, error });
        return writeEnvelope(res, 503, { code: 503, data: null, message: t("service_unavailable") }, headers);
      }
      deps.log.error("unhandled error", { path: PATH, error });
      writeEnvelope(res, 500, { code: 500, data: null, message: t("normal_error") }, headers);
    }
  };

  return (req, res) => {
    if (req.url !== PATH || req.method !== "POST") return false;
    const seen = seenHeaders(req.rawHeaders);
    if (!seen || !plainCall(seen, bodyLimitBytes)) return false;
    void answer(req, res, seen);
    return true;
  };
}
