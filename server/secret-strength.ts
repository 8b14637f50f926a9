import { SAMPLE_PARTNER_KEYS } from "./services/partners/partners-config";
import { DEVELOPMENT_TOTP_KEY } from "./services/staff/totp-key";

/**
 * How strong a secret is (TOKEN_SECRET, OTP_HASH_KEY, CAPTCHA_HMAC_KEY, STAFF_TOTP_KEY, partner keys).
 * Production refuses a weak one at start (server/production-refusals.ts). Pure.
 *
 * The measure, estimated bits = length × the Shannon entropy of the value's characters (bits per
 * character, from how often each character occurs in the value). A random value of the usual
 * generators is far above the floor: `openssl rand -hex 16` (32 characters) estimates at about
 * 110 bits, `openssl rand -base64 32` (44 characters) at about 220. A value is weak below
 * MIN_SECRET_BITS, with fewer than MIN_DISTINCT_CHARACTERS distinct characters, or when it is a
 * shorter block repeated ("abcdefgh" × 5, the last time perhaps cut short).
 */
export const MIN_SECRET_BITS = 96;
export const MIN_DISTINCT_CHARACTERS = 10;

/** Values published in this repository (sample partner keys, the test secrets, the development TOTP key): never a real secret. */
export const KNOWN_SAMPLE_SECRETS: readonly string[] = [
  ...Object.values(SAMPLE_PARTNER_KEYS),
  "t".repeat(43),
  "o".repeat(43),
  "c".repeat(43),
  DEVELOPMENT_TOTP_KEY,
];

/** Words that mark a placeholder someone forgot to replace. */
const PLACEHOLDER_WORDS = ["sample", "example", "changeme", "change-me", "not-secret", "placeholder", "secret-here"];

/** A shorter block repeated, the last time perhaps cut short ("abcabcab"). */
function periodic(value: string): boolean {
  for (let period = 1; period <= value.length / 2; period++) {
    if (value.slice(period) === value.slice(0, value.length - period)) return true;
  }
  return false;
}

/** Estimated bits of a value (see above). */
export function estimatedBits(value: string): number {
  const chars = [...value];
  const counts = new Map<string, number>();
  for (const char of chars) counts.set(char, (counts.get(char) ?? 0) + 1);
  let perChar = 0;
  for (const count of counts.values()) {
    const p = count / chars.length;
    perChar -= p * Math.log2(p);
  }
  return chars.length * perChar;
}

/** Why a secret must not be used in production, or null when it may. */
export function secretWeakness(value: string): string | null {
  const lower = value.trim().toLowerCase();
  if (KNOWN_SAMPLE_SECRETS.some((sample) => sample.toLowerCase() === lower)) {
    return "is a sample value published in this repository";
  }
  const word = PLACEHOLDER_WORDS.find((w) => lower.includes(w));
  if (word) return `looks like a placeholder (contains "${word}")`;
  if (new Set(value).size < MIN_DISTINCT_CHARACTERS || periodic(value)) {
    return `is too predictable (fewer than ${MIN_DISTINCT_CHARACTERS} distinct characters, or a repeated block)`;
  }
  const bits = Math.floor(estimatedBits(value));
  if (bits < MIN_SECRET_BITS) return `is too predictable (about ${bits} bits, at least ${MIN_SECRET_BITS} needed)`;
  return null;
}
