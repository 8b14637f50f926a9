import { createHash, randomBytes } from "node:crypto";

/**
 * Random tokens of the back-office (sessions, invitations, API tokens): 32 random bytes in
 * base64url, kept by the server only as their SHA-256, so a copy of the tables opens nothing.
 */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const API_TOKEN_PREFIX = "stf_";

export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The stored form of a token; null for anything that is not a token of ours (no query for it). */
export function secretTokenHash(token: string | undefined | null): string | null {
  if (!token || !TOKEN.test(token)) return null;
  return createHash("sha256").update(token).digest("hex");
}

/** A challenge's id: 16 random bytes in base64url (22 characters). */
export function newChallengeId(): string {
  return randomBytes(16).toString("base64url");
}
