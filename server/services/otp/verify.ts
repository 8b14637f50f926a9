import { sql } from "kysely";
import type { OtpPurpose } from "../../db/tables/otp";
import type { Deps } from "../../deps";
import { hitEach, limitRules } from "../rate-limit";
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
 * counted atomically and the third one locks the phone for this purpose for 24 hours.
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

  const lockedUntil = row.locked_until ? new Date(row.locked_until) : null;
  if (lockedUntil && lockedUntil > now) return { kind: "locked", lockedUntil };
  if (row.consumed_at || now > new Date(row.expires_at)) return { kind: "expired" };

  if (codeMatches(deps.secrets.otpHashKey, row.transaction_id, input.otp, row.code_hash)) {
    const consumed = await db
      .updateTable("otp_codes")
      .set({ consumed_at: now })
      .where("transaction_id", "=", row.transaction_id)
      .where("consumed_at", "is", null)
      .where("expires_at", ">=", now)
      .where("failed_attempts", "<", OTP_POLICY.maxFailedAttempts)
      .returning(["phone", "subject"])
      .executeTakeFirst();
    return consumed ? { kind: "ok", phone: consumed.phone, subject: consumed.subject } : { kind: "expired" };
  }

  const lockAt = new Date(now.getTime() + OTP_POLICY.lockMs);
  const counted = await db
    .updateTable("otp_codes")
    .set({
      failed_attempts: sql<number>`failed_attempts + 1`,
      locked_until: sql<Date | null>`CASE WHEN failed_attempts + 1 >= ${OTP_POLICY.maxFailedAttempts}
        THEN ${lockAt}::timestamptz ELSE locked_until END`,
    })
    .where("transaction_id", "=", row.transaction_id)
    .where("consumed_at", "is", null)
    .returning(["failed_attempts", "locked_until"])
    .executeTakeFirst();
  if (!counted) return { kind: "expired" };
  const attemptsLeft = Math.max(0, OTP_POLICY.maxFailedAttempts - counted.failed_attempts);
  if (attemptsLeft === 0) {
    deps.log.info("otp locked after wrong codes", { purpose: input.purpose });
    return { kind: "locked", lockedUntil: counted.locked_until ? new Date(counted.locked_until) : lockAt };
  }
  return { kind: "wrong", attemptsLeft };
}
