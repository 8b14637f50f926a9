import { isVietnameseMobile } from "../../../src/domain/validators";
import { t } from "../../../src/i18n/t";
import type { OtpPurpose } from "../../db/tables/otp";
import type { Deps } from "../../deps";
import { hitEach, limitRules } from "../rate-limit";
import { activeLock } from "./attempts";
import { generateCode, hashCode, newTransactionId } from "./code";
import { OTP_POLICY } from "./policy";

/**
 * Requesting and resending one-time codes. One active code per (phone, purpose): a request
 * replaces it, a resend replaces it in place (new transaction id, same session counters).
 * All state is in otp_codes; all time comes from deps.clock.
 */

export interface OtpRequest {
  phone: string;
  purpose: OtpPurpose;
  ip: string;
  /** What the code confirms (a loan ticket code, a username): verifyOtp can require it. */
  subject?: string | null;
}

/** Why a send is refused. */
export type OtpRefusal =
  | { kind: "invalidPhone" }
  | { kind: "limit"; retryAfterSeconds: number }
  | { kind: "locked"; lockedUntil: Date };

export type OtpRequestResult = { kind: "sent"; transactionId: string; resendsLeft: number } | OtpRefusal;

export type OtpResendResult =
  | { kind: "sent"; transactionId: string; resendsLeft: number }
  | { kind: "exhausted" }
  /** The transaction is unknown, replaced by a newer request, or its code was already used. */
  | { kind: "expired" }
  | Exclude<OtpRefusal, { kind: "invalidPhone" }>;

/**
 * May an SMS go to this phone now? Only Vietnamese mobiles; the SMS tiers (per IP, per phone,
 * global ceiling) are counted; a phone locked for this purpose is refused. Null: go ahead.
 */
export async function checkOtpRequest(deps: Deps, request: OtpRequest): Promise<OtpRefusal | null> {
  if (!isVietnameseMobile(request.phone)) return { kind: "invalidPhone" };
  const now = deps.clock.now();
  const lockedUntil = await activeLock(deps.database.db, request.phone, request.purpose, now);
  if (lockedUntil) return { kind: "locked", lockedUntil };
  const refused = await hitEach(
    deps.database.db,
    limitRules.smsSend(deps.config.rateLimits, request.phone, request.ip),
    now,
  );
  if (refused) {
    deps.log.refused("otp request limited", refused.key, { purpose: request.purpose, tier: refused.key.split(":")[1] });
    return { kind: "limit", retryAfterSeconds: refused.retryAfterSeconds };
  }
  return null;
}

async function sendCode(deps: Deps, phone: string, code: string): Promise<void> {
  const minutes = Math.round(OTP_POLICY.ttlMs / 60_000);
  await deps.sms.send({ phone, text: t("otp_sms_text", { code, minutes }), otp: code });
}

/**
 * Stores a new code for (phone, purpose), replacing any earlier one, and sends it. Call after
 * checkOtpRequest allowed it. Throws SmsDeliveryError when the SMS could not be sent.
 */
export async function issueOtp(deps: Deps, request: OtpRequest): Promise<OtpRequestResult> {
  const now = deps.clock.now();
  const code = generateCode();
  const transactionId = newTransactionId();
  const fresh = {
    transaction_id: transactionId,
    subject: request.subject ?? null,
    code_hash: hashCode(deps.secrets.otpHashKey, transactionId, code),
    issued_at: now,
    expires_at: new Date(now.getTime() + OTP_POLICY.ttlMs),
    consumed_at: null,
    resends: 0,
    timeout_resends: 0,
    failed_attempts: 0,
    locked_until: null,
  };
  // A lock set meanwhile by a wrong code (counted in otp_attempts) still holds: the code is only
  // stored while no lock is in force, checked in the same statement (issue 16).
  const db = deps.database.db;
  const { phone, purpose } = request;
  const stored = await db
    .insertInto("otp_codes")
    .columns([
      "phone",
      "purpose",
      "transaction_id",
      "subject",
      "code_hash",
      "issued_at",
      "expires_at",
      "consumed_at",
      "resends",
      "timeout_resends",
      "failed_attempts",
      "locked_until",
    ])
    .expression(
      db
        .selectNoFrom((eb) => [
          eb.cast<string>(eb.val(phone), "text").as("phone"),
          eb.cast<string>(eb.val(purpose), "text").as("purpose"),
          eb.cast<string>(eb.val(fresh.transaction_id), "text").as("transaction_id"),
          eb.cast<string | null>(eb.val(fresh.subject), "text").as("subject"),
          eb.cast<string>(eb.val(fresh.code_hash), "text").as("code_hash"),
          eb.cast<Date>(eb.val(fresh.issued_at), "timestamptz").as("issued_at"),
          eb.cast<Date>(eb.val(fresh.expires_at), "timestamptz").as("expires_at"),
          eb.cast<Date | null>(eb.val(null), "timestamptz").as("consumed_at"),
          eb.cast<number>(eb.val(0), "integer").as("resends"),
          eb.cast<number>(eb.val(0), "integer").as("timeout_resends"),
          eb.cast<number>(eb.val(0), "integer").as("failed_attempts"),
          eb.cast<Date | null>(eb.val(null), "timestamptz").as("locked_until"),
        ])
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("otp_attempts")
                .select("phone")
                .where("otp_attempts.phone", "=", phone)
                .where("otp_attempts.purpose", "=", purpose)
                .where("otp_attempts.locked_until", ">", now),
            ),
          ),
        ),
    )
    .onConflict((oc) => oc.columns(["phone", "purpose"]).doUpdateSet(fresh))
    .returning("transaction_id")
    .executeTakeFirst();
  if (!stored) {
    const lockedUntil = await activeLock(db, phone, purpose, now);
    // Not stored because of a lock: locked. (A lock that ended in between is no reason to refuse.)
    if (lockedUntil) return { kind: "locked", lockedUntil };
    return issueOtp(deps, request);
  }
  await sendCode(deps, request.phone, code);
  return { kind: "sent", transactionId, resendsLeft: OTP_POLICY.resendMax };
}

/** checkOtpRequest then issueOtp: what a caller without anything to do in between uses. */
export async function requestOtp(deps: Deps, request: OtpRequest): Promise<OtpRequestResult> {
  const refusal = await checkOtpRequest(deps, request);
  return refusal ?? issueOtp(deps, request);
}

/**
 * Sends a new code for the session of `transactionId`: at most OTP_POLICY.resendMax per session, of
 * which OTP_POLICY.timeoutResendMax after the code expired, never sooner than 5 s after the last
 * send, and within the SMS tiers. The old transaction id stops working.
 */
export async function resendOtp(
  deps: Deps,
  input: { transactionId: string; purpose: OtpPurpose; ip: string; subject?: string },
): Promise<OtpResendResult> {
  const now = deps.clock.now();
  const db = deps.database.db;
  const row = await db
    .selectFrom("otp_codes")
    .selectAll()
    .where("transaction_id", "=", input.transactionId)
    .where("purpose", "=", input.purpose)
    .executeTakeFirst();
  if (!row || row.consumed_at || (input.subject !== undefined && row.subject !== input.subject)) {
    return { kind: "expired" };
  }
  const lockedUntil = await activeLock(db, row.phone, input.purpose, now);
  if (lockedUntil) return { kind: "locked", lockedUntil };
  const timedOut = now > new Date(row.expires_at);
  if (row.resends >= OTP_POLICY.resendMax) return { kind: "exhausted" };
  if (timedOut && row.timeout_resends >= OTP_POLICY.timeoutResendMax) return { kind: "exhausted" };
  if (now.getTime() - new Date(row.issued_at).getTime() < OTP_POLICY.resendAfterMs) {
    return { kind: "limit", retryAfterSeconds: Math.ceil(OTP_POLICY.resendAfterMs / 1000) };
  }
  const refused = await hitEach(db, limitRules.smsSend(deps.config.rateLimits, row.phone, input.ip), now);
  if (refused) return { kind: "limit", retryAfterSeconds: refused.retryAfterSeconds };

  const code = generateCode();
  const transactionId = newTransactionId();
  // Keyed on the old transaction id: of two concurrent resends only one finds it.
  const updated = await db
    .updateTable("otp_codes")
    .set((eb) => ({
      transaction_id: transactionId,
      code_hash: hashCode(deps.secrets.otpHashKey, transactionId, code),
      issued_at: now,
      expires_at: new Date(now.getTime() + OTP_POLICY.ttlMs),
      resends: eb("resends", "+", 1),
      timeout_resends: eb("timeout_resends", "+", timedOut ? 1 : 0),
    }))
    .where("transaction_id", "=", input.transactionId)
    .where("consumed_at", "is", null)
    .where("resends", "<", OTP_POLICY.resendMax)
    .returning("resends")
    .executeTakeFirst();
  if (!updated) return { kind: "expired" };
  await sendCode(deps, row.phone, code);
  return { kind: "sent", transactionId, resendsLeft: Math.max(0, OTP_POLICY.resendMax - updated.resends) };
}

/** Resends still allowed for the phone's current session of this purpose (a new request starts at the maximum). */
export async function remainingResends(deps: Deps, phone: string, purpose: OtpPurpose): Promise<number> {
  const now = deps.clock.now();
  const row = await deps.database.db
    .selectFrom("otp_codes")
    .select(["resends", "consumed_at"])
    .where("phone", "=", phone)
    .where("purpose", "=", purpose)
    .executeTakeFirst();
  if (await activeLock(deps.database.db, phone, purpose, now)) return 0;
  if (!row || row.consumed_at) return OTP_POLICY.resendMax;
  return Math.max(0, OTP_POLICY.resendMax - row.resends);
}
