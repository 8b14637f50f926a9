import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";

/** How long the validateToken of a confirmed reset OTP lets the customer choose a new password. */
export const RESET_TOKEN_TTL_MS = 15 * 60 * 1000;

const digest = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A new validateToken for the account: 256 random bits, stored only as its SHA-256, valid
 * RESET_TOKEN_TTL_MS. Earlier unused tokens of the account stop working.
 */
export async function issueResetToken(db: Kysely<DB>, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("password_reset_tokens")
      .set({ used_at: now })
      .where("user_id", "=", userId)
      .where("used_at", "is", null)
      .execute();
    await trx
      .insertInto("password_reset_tokens")
      .values({
        token_hash: digest(token),
        user_id: userId,
        issued_at: now,
        expires_at: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      })
      .execute();
  });
  return token;
}

/**
 * Whether a validateToken of the account `userId` could be spent now (unknown, of another account,
 * expired or used: false). Checked before the new password is hashed; spendResetToken decides.
 */
export async function resetTokenValid(db: Kysely<DB>, token: string, userId: number, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom("password_reset_tokens")
    .select("user_id")
    .where("token_hash", "=", digest(token))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Spends a validateToken of the account `userId`: one conditional UPDATE, so of two concurrent uses
 * exactly one succeeds. False when it is unknown, of another account, expired or already used.
 * Runs inside the caller's transaction so the password change and the spending commit together.
 */
export async function spendResetToken(db: Kysely<DB>, token: string, userId: number, now: Date): Promise<boolean> {
  const spent = await db
    .updateTable("password_reset_tokens")
    .set({ used_at: now })
    .where("token_hash", "=", digest(token))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning("user_id")
    .executeTakeFirst();
  return spent !== undefined;
}

/** Ends every outstanding token of the account (after its password changed). */
export async function revokeResetTokens(db: Kysely<DB>, userId: number, now: Date): Promise<void> {
  await db
    .updateTable("password_reset_tokens")
    .set({ used_at: now })
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .execute();
}

/** Forgets tokens that expired a day ago (called now and then by the reset calls). */
export async function pruneResetTokens(db: Kysely<DB>, now: Date): Promise<void> {
  await db
    .deleteFrom("password_reset_tokens")
    .where("expires_at", "<", new Date(now.getTime() - 24 * 60 * 60 * 1000))
    .execute();
}
