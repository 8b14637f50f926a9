import type { OtpPurpose } from "../../db/tables/otp";
import type { Deps } from "../../deps";
import { hitEach, limitRules } from "../rate-limit";
import { activeLock, clearFailures, countFailure } from "./attempts";
import { codeMatches } from "./code";
import { OTP_POLICY } from "./policy";

export interface OtpVerifyInput {
  transactionId: string;
  otp: string;
  purpose: OtpPurpose;
  ip: string;
  /** When given, the code must have been issued for this subject (the loan ticket of the path, ...). */
  subject?: string;
}

export type OtpVerifyResult =
  | { kind: "ok"; phone: string; subject: string | null }
  | { kind: "wrong"; attemptsLeft: number }
  | { kind: "locked"; lockedUntil: Date }
  /** Past its 300 s, already used, replaced by a resend or a new request, or unknown. */
  | { kind: "expired" }
  | { kind: "limit"; retryAfterSeconds: number };

/**
 * Checks a typed code. Constant-time comparison of keyed hashes; a code is consumed by one
 * conditional UPDATE, so of two concurrent checks of one code exactly one succeeds; a wrong code is
 * counted atomically per (phone, purpose) across requests and resends (./attempts.ts): the third
 * one within 24 hours locks the phone for this purpose for 24 hours.
 */
export async function verifyOtp(deps: Deps, input: OtpVerifyInput): Promise<OtpVerifyResult> {
  const now = deps.clock.now();
  const db = deps.database.db;
  const limits = deps.config.rateLimits;
  const byIp = await hitEach(db, limitRules.otpVerifyByIp(limits, input.ip), now);
  if (byIp) return { kind: "limit", retryAfterSeconds: byIp.retryAfterSeconds };

  const row = await db
    .selectFrom("otp_codes")
    .selectAll()
    .where("transaction_id", "=", input.transactionId)
    .where("purpose", "=", input.purpose)
    .executeTakeFirst();
  if (!row || (input.subject !== undefined && row.subject !== input.subject)) return { kind: "expired" };
  const byPhone = await hitEach(db, limitRules.otpVerifyByPhone(limits, row.phone), now);
  if (byPhone) return { kind: "limit", retryAfterSeconds: byPhone.retryAfterSeconds };

  const lockedUntil = await activeLock(db, row.phone, input.purpose, now);
  if (lockedUntil) return { kind: "locked", lockedUntil };
  if (row.consumed_at || now > new Date(row.expires_at)) return { kind: "expired" };

  if (codeMatches(deps.secrets.otpHashKey, row.transaction_id, input.otp, row.code_hash)) {
    // Not while a lock set meanwhile by a concurrent wrong code is in force.
    const consumed = await db
      .updateTable("otp_codes")
      .set({ consumed_at: now })
      .where("transaction_id", "=", row.transaction_id)
      .where("consumed_at", "is", null)
      .where("expires_at", ">=", now)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("otp_attempts")
              .select("phone")
              .where("otp_attempts.phone", "=", row.phone)
              .where("otp_attempts.purpose", "=", input.purpose)
              .where("otp_attempts.locked_until", ">", now),
          ),
        ),
      )
      .returning(["phone", "subject"])
      .executeTakeFirst();
    if (!consumed) return { kind: "expired" };
    await clearFailures(db, row.phone, input.purpose, now);
    return { kind: "ok", phone: consumed.phone, subject: consumed.subject };
  }

  // A code already used or replaced is not counted: only a live code can be guessed.
  const counted = await countFailure(db, row.phone, input.purpose, now);
  if (counted.lockedUntil) {
    deps.log.info("otp locked after wrong codes", { purpose: input.purpose });
    return { kind: "locked", lockedUntil: counted.lockedUntil };
  }
  return { kind: "wrong", attemptsLeft: Math.max(0, OTP_POLICY.maxFailedAttempts - counted.failures) };
}
