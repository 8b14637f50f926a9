import { createHmac, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { OTP_POLICY } from "./policy";

/** A code of 6 digits from the CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_POLICY.digits)).padStart(OTP_POLICY.digits, "0");
}

export function newTransactionId(): string {
  return randomUUID();
}

/** The only form in which a code is stored: HMAC-SHA256 keyed with OTP_HASH_KEY, bound to its transaction. */
export function hashCode(hashKey: string, transactionId: string, code: string): string {
  return createHmac("sha256", hashKey).update(`${transactionId}:${code}`).digest("hex");
}

/** Constant-time check of a typed code against the stored hash. */
export function codeMatches(hashKey: string, transactionId: string, code: string, storedHash: string): boolean {
  const typed = Buffer.from(hashCode(hashKey, transactionId, code), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return typed.length === stored.length && timingSafeEqual(typed, stored);
}
