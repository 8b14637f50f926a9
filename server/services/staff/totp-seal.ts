import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { totpAesKey } from "./totp-key";

/**
 * A staff member's TOTP secret at rest (staff.totp_secret and staff.totp_pending): AES-256-GCM
 * under STAFF_TOTP_KEY, stored as `v1.<iv>.<ciphertext>.<tag>` (base64url), with `staff:<id>` as
 * additional data, so a copy of the table without the key yields no codes, and a value moved to
 * another member's row does not open.
 */
const FORMAT = /^v1\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{22})$/;

const aad = (staffId: number) => Buffer.from(`staff:${staffId}`);

export function sealTotpSecret(key: string, staffId: number, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", totpAesKey(key), iv);
  cipher.setAAD(aad(staffId));
  const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  const parts = [iv, body, cipher.getAuthTag()].map((b) => b.toString("base64url"));
  return `v1.${parts.join(".")}`;
}

/** The secret, or null when the value is not ours, was changed, or belongs to another member. */
export function openTotpSecret(key: string, staffId: number, stored: string): string | null {
  const match = FORMAT.exec(stored);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", totpAesKey(key), Buffer.from(match[1], "base64url"));
    decipher.setAAD(aad(staffId));
    decipher.setAuthTag(Buffer.from(match[3], "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(match[2], "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

export const isSealed = (stored: string): boolean => FORMAT.test(stored);

/**
 * At start (server/main.ts): seals the secrets written before they were encrypted (plain base32).
 * Answers how many rows it changed. Idempotent: sealed values are left alone.
 */
export async function sealPlaintextTotpSecrets(db: Kysely<DB>, key: string): Promise<number> {
  const rows = await db
    .selectFrom("staff")
    .select(["id", "totp_secret", "totp_pending"])
    .where((eb) => eb.or([eb("totp_secret", "not like", "v1.%"), eb("totp_pending", "not like", "v1.%")]))
    .execute();
  const seal = (id: number, value: string | null) =>
    value === null || isSealed(value) ? value : sealTotpSecret(key, id, value);
  for (const row of rows) {
    await db
      .updateTable("staff")
      .set({ totp_secret: seal(row.id, row.totp_secret), totp_pending: seal(row.id, row.totp_pending) })
      .where("id", "=", row.id)
      .where("totp_secret", "is not distinct from", row.totp_secret)
      .where("totp_pending", "is not distinct from", row.totp_pending)
      .execute();
  }
  return rows.length;
}
