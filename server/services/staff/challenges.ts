import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { newChallengeId } from "./secret-tokens";

/** WebAuthn challenges: kept 5 minutes, taken (deleted) by their first use. */
const CHALLENGE_TTL_MS = 5 * 60_000;

export async function saveChallenge(
  db: Kysely<DB>,
  now: Date,
  purpose: "register" | "sign-in",
  staffId: number | null,
  challenge: string,
): Promise<string> {
  await db.deleteFrom("staff_challenges").where("expires_at", "<=", now).execute();
  const id = newChallengeId();
  await db
    .insertInto("staff_challenges")
    .values({ id, purpose, staff_id: staffId, challenge, expires_at: new Date(now.getTime() + CHALLENGE_TTL_MS) })
    .execute();
  return id;
}

/** The challenge, deleted as it is read: null when unknown, expired, of another purpose or person. */
export async function takeChallenge(
  db: Kysely<DB>,
  now: Date,
  id: string,
  purpose: "register" | "sign-in",
  staffId: number | null,
): Promise<string | null> {
  const row = await db.deleteFrom("staff_challenges").where("id", "=", id).returningAll().executeTakeFirst();
  if (!row || row.purpose !== purpose || row.expires_at <= now || row.staff_id !== staffId) return null;
  return row.challenge;
}
