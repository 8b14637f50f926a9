import { sql } from "kysely";
import type { OtpPurpose } from "../../db/tables/otp";
import type { Deps } from "../../deps";
import { hitEach, limitRules } from "../rate-limit";
import { clearingFailures, countFailure } from "./attempts";
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

  // The code and the lock of its phone in one read (issue 16); the lock is also re-checked by the
  // consuming update below.
  const row = await db
    .selectFrom("otp_codes")
    .leftJoin("otp_attempts", (join) =>
      join.onRef("otp_attempts.phone", "=", "otp_codes.phone").onRef("otp_attempts.purpose", "=", "otp_codes.purpose"),
    )
    .select([
      "otp_codes.phone",
      "otp_codes.transaction_id",
      "otp_codes.subject",
      "otp_codes.code_hash",
      "otp_codes.consumed_at",
      "otp_codes.expires_at",
      "otp_attempts.locked_until",
    ])
    .where("otp_codes.transaction_id", "=", input.transactionId)
    .where("otp_codes.purpose", "=", input.purpose)
    .executeTakeFirst();
  if (!row || (input.subject !== undefined && row.subject !== input.subject)) return { kind: "expired" };
  const byPhone = await hitEach(db, limitRules.otpVerifyByPhone(limits, row.phone), now);
  if (byPhone) return { kind: "limit", retryAfterSeconds: byPhone.retryAfterSeconds };

  const lockedUntil = row.locked_until ? new Date(row.locked_until) : null;
  if (lockedUntil && lockedUntil > now) return { kind: "locked", lockedUntil };
  if (row.consumed_at || now > new Date(row.expires_at)) return { kind: "expired" };

  if (codeMatches(deps.secrets.otpHashKey, row.transaction_id, input.otp, row.code_hash)) {
    // Not while a lock set meanwhile by a concurrent wrong code is in force. The code is consumed
    // and the wrong ones before it forgotten (clearFailures) in one statement (issue 16).
    const consumed = await db
      .with("consumed", (w) =>
        w
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
          .returning(["phone", "subject"]),
      )
      .with("cleared", (w) =>
        clearingFailures(w, row.phone, input.purpose, now)
          .where(sql<boolean>`EXISTS (SELECT 1 FROM consumed)`)
          .returning("phone"),
      )
      .selectFrom("consumed")
      .select(["phone", "subject"])
      .executeTakeFirst();
    if (!consumed) return { kind: "expired" };
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
