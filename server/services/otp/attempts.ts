import { type Kysely, type QueryCreator, sql } from "kysely";
import type { DB } from "../../db/schema";
import type { OtpPurpose } from "../../db/tables/otp";
import { OTP_POLICY } from "./policy";

/**
 * Wrong codes per (phone, purpose), counted across requests and resends in otp_attempts, a logged
 * table (docs/decisions/002-otp-policy.md): the third wrong code within the lock window (24 h)
 * locks the phone for this purpose for 24 h, whatever was sent or resent in between. A new request
 * or a resend never touches this count; a right code clears it.
 */

/** The lock of (phone, purpose) when it is still in force, else null. */
export async function activeLock(db: Kysely<DB>, phone: string, purpose: OtpPurpose, now: Date): Promise<Date | null> {
  const row = await db
    .selectFrom("otp_attempts")
    .select("locked_until")
    .where("phone", "=", phone)
    .where("purpose", "=", purpose)
    .executeTakeFirst();
  const until = row?.locked_until ? new Date(row.locked_until) : null;
  return until && until > now ? until : null;
}

export interface CountedFailure {
  /** Wrong codes within the window, this one included. */
  failures: number;
  /** Set when this wrong code (or an earlier one still in force) locked the phone for the purpose. */
  lockedUntil: Date | null;
}

/**
 * Counts one wrong code, atomically: one INSERT ... ON CONFLICT DO UPDATE, which serialises
 * concurrent wrong codes on the row, drops failures older than the window and sets the lock when
 * the count reaches OTP_POLICY.maxFailedAttempts.
 */
export async function countFailure(
  db: Kysely<DB>,
  phone: string,
  purpose: OtpPurpose,
  now: Date,
): Promise<CountedFailure> {
  const windowStart = new Date(now.getTime() - OTP_POLICY.lockMs);
  const lockAt = new Date(now.getTime() + OTP_POLICY.lockMs);
  const max = OTP_POLICY.maxFailedAttempts;
  const kept = sql`ARRAY(SELECT f FROM unnest(a.failures) AS f WHERE f > ${windowStart}::timestamptz ORDER BY f)`;
  const { rows } = await sql<{ failures: number; locked_until: Date | null }>`
    INSERT INTO otp_attempts AS a (phone, purpose, failures, locked_until)
    VALUES (${phone}, ${purpose}, ARRAY[${now}::timestamptz],
      CASE WHEN 1 >= ${max} THEN ${lockAt}::timestamptz ELSE NULL END)
    ON CONFLICT (phone, purpose) DO UPDATE SET
      failures = ${kept} || ${now}::timestamptz,
      locked_until = CASE
        WHEN cardinality(${kept}) + 1 >= ${max} AND (a.locked_until IS NULL OR a.locked_until <= ${now}::timestamptz)
          THEN ${lockAt}::timestamptz
        ELSE a.locked_until
      END
    RETURNING cardinality(failures) AS failures, locked_until
  `.execute(db);
  const row = rows[0];
  if (!row) throw new Error("otp_attempts upsert returned no row");
  const lockedUntil = row.locked_until ? new Date(row.locked_until) : null;
  return { failures: Number(row.failures), lockedUntil: lockedUntil && lockedUntil > now ? lockedUntil : null };
}

/** The delete of clearFailures, to run on its own or inside a statement of the caller's (a CTE). */
export function clearingFailures(db: QueryCreator<DB>, phone: string, purpose: OtpPurpose, now: Date) {
  return db
    .deleteFrom("otp_attempts")
    .where("phone", "=", phone)
    .where("purpose", "=", purpose)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now)]));
}

/** A right code: the wrong ones before it are forgotten (a lock in force is not lifted). */
export async function clearFailures(db: Kysely<DB>, phone: string, purpose: OtpPurpose, now: Date): Promise<void> {
  await clearingFailures(db, phone, purpose, now).execute();
}

/** Wrong codes left before the lock, for the phone's current window. */
export async function attemptsLeft(db: Kysely<DB>, phone: string, purpose: OtpPurpose, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - OTP_POLICY.lockMs);
  const { rows } = await sql<{ failures: number }>`
    SELECT cardinality(ARRAY(SELECT f FROM unnest(failures) AS f WHERE f > ${windowStart}::timestamptz)) AS failures
    FROM otp_attempts WHERE phone = ${phone} AND purpose = ${purpose}
  `.execute(db);
  return Math.max(0, OTP_POLICY.maxFailedAttempts - Number(rows[0]?.failures ?? 0));
}
