import type { Kysely } from "kysely";
import { Secret, TOTP } from "otpauth";
import { t } from "../../../src/i18n/t";
import type { DB } from "../../db/schema";
import { openTotpSecret } from "./totp-seal";

/**
 * The TOTP fallback (otpauth): SHA-1, 6 digits, 30 s, one step either side for clock drift. A step
 * is accepted once (totp_last_step), and 5 wrong codes lock the account's TOTP for 15 minutes.
 * The secret is stored sealed under STAFF_TOTP_KEY (totp-seal.ts); only these functions open it.
 */
const PERIOD = 30;
const MAX_FAILURES = 5;
const LOCK_MS = 15 * 60_000;

function totpOf(secret: string, email: string): TOTP {
  return new TOTP({
    issuer: t("staff_rp_name"),
    label: email,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/** A fresh secret and the otpauth:// address an authenticator app scans. */
export function newTotpSecret(email: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(secret, email).toString() };
}

/** The step the code belongs to, or null when it is not the code of now (±1 step). */
export function totpStep(secret: string, email: string, code: string, now: Date): number | null {
  const delta = totpOf(secret, email).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD) + delta;
}

/** totpStep of a stored (sealed) secret: null also when it does not open for this staff member. */
export function storedTotpStep(
  key: string,
  staff: { id: number; email: string },
  stored: string,
  code: string,
  now: Date,
): number | null {
  const secret = openTotpSecret(key, staff.id, stored);
  return secret === null ? null : totpStep(secret, staff.email, code, now);
}

export type TotpCheck =
  | { kind: "ok"; staffId: number }
  | { kind: "refused" }
  | { kind: "locked" }
  | { kind: "not-set" };

/** Checks a sign-in code of an active staff member, counting failures (`key`: STAFF_TOTP_KEY). */
export async function checkTotpSignIn(
  db: Kysely<DB>,
  key: string,
  now: Date,
  email: string,
  code: string,
): Promise<TotpCheck> {
  const staff = await db
    .selectFrom("staff")
    .select(["id", "email", "totp_secret", "totp_last_step", "totp_failures", "totp_locked_until"])
    .where("email", "=", email)
    .where("status", "=", "active")
    .executeTakeFirst();
  if (!staff) return { kind: "refused" };
  if (staff.totp_locked_until && staff.totp_locked_until > now) return { kind: "locked" };
  if (!staff.totp_secret) return { kind: "not-set" };
  const step = storedTotpStep(key, staff, staff.totp_secret, code, now);
  const replay = step !== null && staff.totp_last_step !== null && step <= Number(staff.totp_last_step);
  if (step === null || replay) {
    const failures = staff.totp_failures + 1;
    const locked = failures >= MAX_FAILURES;
    await db
      .updateTable("staff")
      .set({
        totp_failures: locked ? 0 : failures,
        totp_locked_until: locked ? new Date(now.getTime() + LOCK_MS) : staff.totp_locked_until,
      })
      .where("id", "=", staff.id)
      .execute();
    return locked ? { kind: "locked" } : { kind: "refused" };
  }
  await db
    .updateTable("staff")
    .set({ totp_last_step: step, totp_failures: 0, totp_locked_until: null })
    .where("id", "=", staff.id)
    .execute();
  return { kind: "ok", staffId: staff.id };
}
