import { hkdfSync } from "node:crypto";

/**
 * STAFF_TOTP_KEY: 32 or more random bytes written as hex or base64 (base64url too), e.g.
 * `openssl rand -base64 32`. Production requires it (server/config.ts) and refuses a weak or
 * published one (server/production-refusals.ts); elsewhere the fixed value below is used, so a
 * development database stays readable whatever DATA_DIR holds. Pure.
 */
export const MIN_TOTP_KEY_BYTES = 32;

/** The development and test key: published here, so production refuses it (server/secret-strength.ts). */
export const DEVELOPMENT_TOTP_KEY = "ZGV2ZWxvcG1lbnQgb25seTogc3RhZmYgVE9UUCBzZWNyZXRzIGF0IHJlc3Q";

/** The bytes a key's text stands for: hex when it is only hex digits (an even count), else base64. */
function keyBytes(text: string): Buffer | null {
  const value = text.trim();
  if (/^(?:[0-9a-fA-F]{2})+$/.test(value)) return Buffer.from(value, "hex");
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) return null;
  return Buffer.from(value.replace(/-/g, "+").replace(/_/g, "/"), "base64");
}

export function totpKeyBytesValid(text: string): boolean {
  return (keyBytes(text)?.length ?? 0) >= MIN_TOTP_KEY_BYTES;
}

/** The AES-256 key itself: HKDF-SHA-256 of the given bytes, so any length of 32 or more gives 32. */
export function totpAesKey(text: string): Buffer {
  const bytes = keyBytes(text);
  if (!bytes || bytes.length < MIN_TOTP_KEY_BYTES) throw new Error("STAFF_TOTP_KEY is not 32 or more bytes");
  return Buffer.from(hkdfSync("sha256", bytes, Buffer.alloc(0), "vay staff totp v1", 32));
}
