import type { Kysely } from "kysely";
import type { DB } from "./schema";

/** Queries of the sessions table (0013_sessions.sql). No rules here: see server/services/sessions.ts. */

export interface SessionRow {
  tokenHash: string;
  userId: number;
  username: string;
  fullName: string;
  email: string | null;
}

export async function insertSession(
  db: Kysely<DB>,
  row: { tokenHash: string; userId: number; sessionVersion: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto("sessions")
    .values({
      token_hash: row.tokenHash,
      user_id: row.userId,
      session_version: row.sessionVersion,
      created_at: row.createdAt,
      expires_at: row.expiresAt,
    })
    .execute();
}

/** The session and its user, when it exists, has not expired and carries the user's session_version. */
export async function findLiveSession(db: Kysely<DB>, tokenHash: string, now: Date): Promise<SessionRow | null> {
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(["sessions.token_hash", "users.id", "users.username", "users.full_name", "users.email"])
    .where("sessions.token_hash", "=", tokenHash)
    .where("sessions.expires_at", ">", now)
    .whereRef("sessions.session_version", "=", "users.session_version")
    .executeTakeFirst();
  if (!row) return null;
  return {
    tokenHash: row.token_hash,
    userId: row.id,
    username: row.username,
    fullName: row.full_name,
    email: row.email,
  };
}

export async function deleteSession(db: Kysely<DB>, tokenHash: string): Promise<void> {
  await db.deleteFrom("sessions").where("token_hash", "=", tokenHash).execute();
}

export async function deleteUserSessions(db: Kysely<DB>, userId: number): Promise<number> {
  const result = await db.deleteFrom("sessions").where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Sessions past their expiry, or of an older session_version, of one user: they can never be used again. */
export async function deleteDeadSessions(db: Kysely<DB>, userId: number, now: Date): Promise<void> {
  await db
    .deleteFrom("sessions")
    .where("user_id", "=", userId)
    .where((eb) =>
      eb.or([
        eb("expires_at", "<=", now),
        eb("session_version", "<", eb.selectFrom("users").select("session_version").where("users.id", "=", userId)),
      ]),
    )
    .execute();
}

/** Every expired session (of anyone): a batch, so one call never holds the table long. */
export async function deleteExpiredSessions(db: Kysely<DB>, now: Date, batch = 1000): Promise<void> {
  await db
    .deleteFrom("sessions")
    .where("token_hash", "in", (eb) =>
      eb.selectFrom("sessions").select("token_hash").where("expires_at", "<=", now).limit(batch),
    )
    .execute();
}
