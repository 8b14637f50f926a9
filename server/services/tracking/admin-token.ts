import { createHash, timingSafeEqual } from "node:crypto";

/** Compares a bearer token with the configured one in constant time (hashing first evens the lengths). */
export function isAdminToken(header: string | undefined, adminToken: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  if (!match?.[1]) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(match[1]), digest(adminToken));
}
