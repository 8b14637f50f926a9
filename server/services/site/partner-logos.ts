import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { PARTNER_LOGO_MAX_BYTES, type PartnerLogoType } from "../../../src/contract/bo-partners";
import type { DB } from "../../db/schema";

/**
 * A partner's logo as bytes: its type told by its first bytes (the signature each format opens
 * with), never by decoding it; the server never decodes a logo at all, the browser does. A body
 * whose signature is not the type it was sent as is refused, so a logo is served only as what it is.
 */

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The type the bytes' signature says, or null for anything else. */
export function logoTypeOf(bytes: Uint8Array): PartnerLogoType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return null;
}

export type LogoCheck =
  | { kind: "ok"; type: PartnerLogoType; sha256: string }
  | { kind: "empty" }
  | { kind: "too-large" }
  | { kind: "wrong-type" };

/** Whether `bytes`, sent as `declared`, may be stored as a logo. */
export function checkLogo(bytes: Uint8Array, declared: string): LogoCheck {
  if (bytes.length === 0) return { kind: "empty" };
  if (bytes.length > PARTNER_LOGO_MAX_BYTES) return { kind: "too-large" };
  const type = logoTypeOf(bytes);
  if (type === null || type !== declared) return { kind: "wrong-type" };
  return { kind: "ok", type, sha256: createHash("sha256").update(bytes).digest("hex") };
}

/** The stored logo whose SHA-256 is `sha256`, with its type, or null. */
export async function logoBySha(
  db: Kysely<DB>,
  sha256: string,
): Promise<{ type: PartnerLogoType; bytes: Uint8Array } | null> {
  const row = await db
    .selectFrom("partner_logos")
    .select(["mime_type", "bytes"])
    .where("sha256", "=", sha256)
    .limit(1)
    .executeTakeFirst();
  return row ? { type: row.mime_type, bytes: new Uint8Array(row.bytes) } : null;
}
