import { createHmac, timingSafeEqual } from "node:crypto";
import type { Secrets } from "../secrets";

/**
 * Proof that a visitor holds a loan ticket whose phone they confirmed by OTP. verifyotp issues it;
 * the funnel's update, save-hub-log and resetpassword calls require it in the X-Ticket-Token
 * header and check it names the ticket of the path or body.
 *
 * A compact JWS (HS256), the same tokens jose wrote, signed and checked with node:crypto's
 * synchronous HMAC: webcrypto's runs on libuv's thread pool, where under load (500 funnels beside
 * argon2 hashes) a 20 µs HMAC waited up to half a second (issue 16, docs/decisions/016-funnel-load.md).
 */
export const TICKET_TOKEN_HEADER = "x-ticket-token";
const TTL_SECONDS = 2 * 60 * 60;
const PURPOSE = "loan-ticket";

const HEADER = Buffer.from(JSON.stringify({ alg: "HS256" })).toString("base64url");
const BASE64URL = /^[A-Za-z0-9_-]*$/;

const signatureOf = (secrets: Secrets, signingInput: string): Buffer =>
  createHmac("sha256", secrets.tokenSecret).update(signingInput).digest();

function jsonObject(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export async function issueTicketToken(secrets: Secrets, ticketCode: string, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const payload = { purpose: PURPOSE, sub: ticketCode, iat, exp: iat + TTL_SECONDS };
  const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString("base64url")}`;
  return `${signingInput}.${signatureOf(secrets, signingInput).toString("base64url")}`;
}

/** The ticket code the token was issued for, or null when it is missing, forged or expired. */
export async function verifyTicketToken(
  secrets: Secrets,
  token: string | undefined,
  now: Date,
): Promise<string | null> {
  if (!token) return null;
  const parts = token.split(".");
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return null;
  const [header = "", body = "", signature = ""] = parts;
  const protectedHeader = jsonObject(header);
  // Only HS256, and no header extension this code would have to understand.
  if (protectedHeader?.alg !== "HS256" || "crit" in protectedHeader || "b64" in protectedHeader) return null;
  const expected = signatureOf(secrets, `${header}.${body}`);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const payload = jsonObject(body);
  if (!payload) return null;
  const seconds = Math.floor(now.getTime() / 1000);
  // A token without exp would never expire: refused, even with a good signature.
  if (typeof payload.exp !== "number" || payload.exp <= seconds) return null;
  if (payload.nbf !== undefined && (typeof payload.nbf !== "number" || payload.nbf > seconds)) return null;
  if (payload.iat !== undefined && typeof payload.iat !== "number") return null;
  return payload.purpose === PURPOSE && typeof payload.sub === "string" ? payload.sub : null;
}
