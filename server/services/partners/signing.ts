import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Request signing between us and a partner, both directions (issue 30, decision 013): HMAC-SHA256
 * with the partner's key, hex, sent as "sha256=<hex>", over everything that identifies the request:
 *
 *   partner-v2 \n {timestamp} \n {METHOD} \n {path?query} \n {idempotency key, normalised} \n {body}
 *
 * The timestamp is Unix seconds. A captured request can then not be sent again under another
 * idempotency key, to another path or with another method: each changes what was signed.
 */

export interface SignedRequest {
  timestamp: number;
  method: string;
  /** The request target: the URL's path and query, as the receiver sees it. */
  path: string;
  idempotencyKey: string;
  body: string;
}

/** Callbacks older (or further in the future) than this are refused. */
export const MAX_CLOCK_SKEW_SECONDS = 5 * 60;
const MAX_KEY_LENGTH = 200;

/**
 * An idempotency key as both sides compare it: trimmed and lower-cased (a key differing only in
 * case is the same key), 1-200 printable ASCII characters; null otherwise.
 */
export function normaliseIdempotencyKey(raw: string | undefined): string | null {
  const key = raw?.trim().toLowerCase() ?? "";
  if (key.length > MAX_KEY_LENGTH || !/^[\x20-\x7e]+$/.test(key)) return null;
  return key;
}

/** The request target of a URL: its path and query (what the receiver's router sees). */
export function requestTarget(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** The exact text the signature covers. */
export function signingText(request: SignedRequest): string {
  const key = normaliseIdempotencyKey(request.idempotencyKey) ?? "";
  return ["partner-v2", request.timestamp, request.method.toUpperCase(), request.path, key, request.body].join("\n");
}

export function signRequest(key: string, request: SignedRequest): string {
  return `sha256=${createHmac("sha256", key).update(signingText(request)).digest("hex")}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: "missing" | "stale" | "bad_signature" };

/**
 * Checks a signed request: the headers are present (timestamp, signature, idempotency key), the
 * timestamp within five minutes of `now`, and the signature the key gives for exactly this
 * method, path, key and body (constant-time comparison).
 */
export function verifyRequest(
  key: string,
  input: {
    timestamp: string | undefined;
    signature: string | undefined;
    idempotencyKey: string | undefined;
    method: string;
    path: string;
    body: string;
  },
  now: Date,
): SignatureCheck {
  const { timestamp, signature } = input;
  const idempotencyKey = normaliseIdempotencyKey(input.idempotencyKey);
  if (!timestamp || !signature || !idempotencyKey || !/^\d{1,12}$/.test(timestamp)) {
    return { ok: false, reason: "missing" };
  }
  const seconds = Number(timestamp);
  if (Math.abs(now.getTime() / 1000 - seconds) > MAX_CLOCK_SKEW_SECONDS) return { ok: false, reason: "stale" };
  const expected = Buffer.from(
    signRequest(key, { timestamp: seconds, method: input.method, path: input.path, idempotencyKey, body: input.body }),
  );
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: "bad_signature" };
  }
  return { ok: true };
}
