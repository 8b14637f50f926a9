import type { Deps } from "../../deps";
import { hashPassword, verifyPassword } from "../passwords";

export type ResetPasswordOutcome = { ok: true } | { ok: false; reason: "no_account" | "wrong_password" };

/**
 * The result screen's new password: the account of the ticket's phone, its current (temporary)
 * password checked, the new one stored with argon2id. Sessions signed before the change stop
 * working (session_version is bumped).
 */
export async function resetFunnelPassword(
  deps: Deps,
  input: { username: string; oldPassword: string; newPassword: string },
): Promise<ResetPasswordOutcome> {
  const db = deps.database.db;
  const user = await db
    .selectFrom("users")
    .select(["id", "password_hash", "session_version"])
    .where("username", "=", input.username)
    .executeTakeFirst();
  if (!user) return { ok: false, reason: "no_account" };
  if (!(await verifyPassword(user.password_hash, input.oldPassword))) return { ok: false, reason: "wrong_password" };
  const passwordHash = await hashPassword(input.newPassword);
  // Only if nobody changed it meanwhile: the same temporary password cannot be spent twice.
  const result = await db
    .updateTable("users")
    .set({ password_hash: passwordHash, session_version: user.session_version + 1, updated_at: deps.clock.now() })
    .where("id", "=", user.id)
    .where("password_hash", "=", user.password_hash)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n ? { ok: true } : { ok: false, reason: "wrong_password" };
}
