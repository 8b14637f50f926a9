import type { Kysely } from "kysely";
import type { StaffRole } from "../../../src/contract/staff";
import type { DB } from "../../db/schema";
import type { Deps } from "../../deps";
import { newSecretToken, secretTokenHash } from "./secret-tokens";

/**
 * Staff sessions (docs/decisions/021-back-office.md): a row per sign-in, at most 8 hours from the
 * sign-in and 30 minutes idle. The cookie holds the token, the table its SHA-256.
 */
export const STAFF_SESSION_MAX_SECONDS = 8 * 60 * 60;
export const STAFF_SESSION_IDLE_SECONDS = 30 * 60;
/** last_seen_at moves forward at most this often (a write per request would be wasted). */
const TOUCH_EVERY_MS = 60_000;

export interface StaffSessionRow {
  tokenHash: string;
  staffId: number;
  email: string;
  fullName: string;
  role: StaffRole;
}

export async function startStaffSession(
  db: Kysely<DB>,
  now: Date,
  staffId: number,
  method: "passkey" | "totp",
): Promise<{ token: string; maxAgeSeconds: number }> {
  const token = newSecretToken();
  await db
    .deleteFrom("staff_sessions")
    .where("staff_id", "=", staffId)
    .where((eb) =>
      eb.or([
        eb("expires_at", "<=", now),
        eb("last_seen_at", "<=", new Date(now.getTime() - STAFF_SESSION_IDLE_SECONDS * 1000)),
      ]),
    )
    .execute();
  await db
    .insertInto("staff_sessions")
    .values({
      token_hash: secretTokenHash(token) as string,
      staff_id: staffId,
      method,
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + STAFF_SESSION_MAX_SECONDS * 1000),
    })
    .execute();
  return { token, maxAgeSeconds: STAFF_SESSION_MAX_SECONDS };
}

/** The active staff member a session cookie names, or null (expired, idle, ended, account not active). */
export async function staffSessionOf(deps: Deps, token: string | undefined): Promise<StaffSessionRow | null> {
  const hash = secretTokenHash(token);
  if (hash === null) return null;
  const now = deps.clock.now();
  const db = deps.database.db;
  const row = await db
    .selectFrom("staff_sessions")
    .innerJoin("staff", "staff.id", "staff_sessions.staff_id")
    .select([
      "staff_sessions.token_hash",
      "staff_sessions.last_seen_at",
      "staff.id",
      "staff.email",
      "staff.full_name",
      "staff.role",
    ])
    .where("staff_sessions.token_hash", "=", hash)
    .where("staff_sessions.expires_at", ">", now)
    .where("staff_sessions.last_seen_at", ">", new Date(now.getTime() - STAFF_SESSION_IDLE_SECONDS * 1000))
    .where("staff.status", "=", "active")
    .executeTakeFirst();
  if (!row) return null;
  if (now.getTime() - row.last_seen_at.getTime() >= TOUCH_EVERY_MS) {
    await db.updateTable("staff_sessions").set({ last_seen_at: now }).where("token_hash", "=", hash).execute();
  }
  return { tokenHash: row.token_hash, staffId: row.id, email: row.email, fullName: row.full_name, role: row.role };
}

export async function endStaffSession(db: Kysely<DB>, tokenHash: string): Promise<void> {
  await db.deleteFrom("staff_sessions").where("token_hash", "=", tokenHash).execute();
}

/** Ends every session of a staff member; returns how many there were. */
export async function endAllStaffSessions(db: Kysely<DB>, staffId: number): Promise<number> {
  const result = await db.deleteFrom("staff_sessions").where("staff_id", "=", staffId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
