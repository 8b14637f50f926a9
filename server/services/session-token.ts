import { createHash, randomBytes } from "node:crypto";

/**
 * The session token of a signed-in customer: 32 random bytes (base64url), held by the browser in
 * an HttpOnly cookie and by the server only as its SHA-256 in the sessions table. It expires with
 * its row (SESSION_TTL_SECONDS); sign-out deletes the row, so the token stops working at once.
 */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The stored form of a token; null for anything that is not a token of ours (no query for it). */
export function sessionTokenHash(token: string | undefined): string | null {
  if (!token || !TOKEN.test(token)) return null;
  return createHash("sha256").update(token).digest("hex");
}
