import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Request signing between us and a partner (both directions): HMAC-SHA256 with the partner's key
 * over `${timestamp}.${body}`, hex, sent as "sha256=<hex>". The timestamp is Unix seconds.
 */
export function signBody(key: string, timestamp: number, body: string): string {
  return `sha256=${createHmac("sha256", key).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** Callbacks older (or further in the future) than this are refused. */
export const MAX_CLOCK_SKEW_SECONDS = 5 * 60;

export type SignatureCheck = { ok: true } | { ok: false; reason: "missing" | "stale" | "bad_signature" };

/**
 * Checks a signed request: the headers are present, the timestamp within five minutes of `now`,
 * and the signature the key gives for exactly this body (constant-time comparison).
 */
export function verifySignature(
  key: string,
  input: { timestamp: string | undefined; signature: string | undefined; body: string },
  now: Date,
): SignatureCheck {
  const { timestamp, signature, body } = input;
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: "missing" };
  const seconds = Number(timestamp);
  if (Math.abs(now.getTime() / 1000 - seconds) > MAX_CLOCK_SKEW_SECONDS) return { ok: false, reason: "stale" };
  const expected = Buffer.from(signBody(key, seconds, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: "bad_signature" };
  return { ok: true };
}
