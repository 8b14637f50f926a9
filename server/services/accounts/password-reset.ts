import type { MessageKey } from "../../../src/i18n/t";
import type { Deps } from "../../deps";
import { verifyCaptcha } from "../captcha/verify";
import { activeLock } from "../otp/attempts";
import { OTP_POLICY } from "../otp/policy";
import { requestOtp, resendOtp } from "../otp/request";
import { verifyOtp } from "../otp/verify";
import { hashPassword } from "../passwords";
import { clearLimit, HOUR_MS, hitEach, limitRules } from "../rate-limit";
import { issueResetToken, pruneResetTokens, resetTokenValid, revokeResetTokens, spendResetToken } from "./reset-token";
import { findAccountByPhone } from "./users";

/**
 * The forgotten-password flow of SPEC.md section 4: a code to the account's phone (OTP purpose
 * 'reset'), the code exchanged for a single-use validateToken, the token exchanged for a new password.
 */

export type Refusal = { kind: "limit"; message: MessageKey } | { kind: "expired" };

export type SendResult =
  | { kind: "sent"; transactionId: string; resendsLeft: number }
  | { kind: "unknownPhone" }
  /** A new code needs a solved bot check; this one was missing, invalid, expired or used. */
  | { kind: "captchaInvalid" }
  | Refusal;

function refusal(kind: "invalidPhone" | "locked" | "limit" | "exhausted" | "expired"): SendResult {
  if (kind === "invalidPhone") return { kind: "unknownPhone" };
  if (kind === "expired") return { kind: "expired" };
  if (kind === "locked") return { kind: "limit", message: "otp_locked" };
  if (kind === "exhausted") return { kind: "limit", message: "otp_resend_exhausted" };
  return { kind: "limit", message: "otp_too_many_requests" };
}

/**
 * Sends a reset code to the phone of an account, or (with the transactionId of the code on screen)
 * resends it. Every call counts against the caller's IP first, so probing which phones have an
 * account is limited like sending SMS; a new code needs a solved bot check before the phone is even
 * looked up (a resend is bound to the request that passed it: docs/decisions/002-otp-policy.md);
 * the SMS tiers and the OTP policy apply on top. Throws SmsDeliveryError when the gateway fails.
 */
export async function sendResetCode(
  deps: Deps,
  input: { phone: string; transactionId?: string | undefined; captchaResponse?: string | undefined; ip: string },
): Promise<SendResult> {
  const limits = deps.config.rateLimits;
  const probe = { key: `reset:ip:${input.ip}`, limit: limits.smsPerIpPerHour, windowMs: HOUR_MS };
  if (await hitEach(deps.database.db, [probe], deps.clock.now())) {
    return { kind: "limit", message: "account_reset_throttled" };
  }
  if (!input.transactionId && !(await verifyCaptcha(deps, input.captchaResponse ?? "")).ok) {
    return { kind: "captchaInvalid" };
  }
  const account = await findAccountByPhone(deps.database.db, input.phone);
  if (!account) return { kind: "unknownPhone" };
  const request = { purpose: "reset" as const, ip: input.ip, subject: account.username };
  const result = input.transactionId
    ? await resendOtp(deps, { ...request, transactionId: input.transactionId })
    : await requestOtp(deps, { ...request, phone: account.username });
  return result.kind === "sent"
    ? { kind: "sent", transactionId: result.transactionId, resendsLeft: result.resendsLeft }
    : refusal(result.kind);
}

export type VerifyResult = { kind: "ok"; validateToken: string } | { kind: "wrong"; attemptsLeft: number } | Refusal;

/**
 * Checks a reset code and hands out the validateToken. The wrong code that uses up the last attempt
 * answers as a wrong code with no attempt left (the screen shows the 24 h lock inline); a phone
 * already locked answers as a limit.
 */
export async function verifyResetCode(
  deps: Deps,
  input: { phone: string; otp: string; transactionId: string; ip: string },
): Promise<VerifyResult> {
  const startedAt = deps.clock.now();
  const result = await verifyOtp(deps, {
    transactionId: input.transactionId,
    otp: input.otp,
    purpose: "reset",
    ip: input.ip,
    subject: input.phone,
  });
  if (result.kind === "wrong") return { kind: "wrong", attemptsLeft: result.attemptsLeft };
  if (result.kind === "expired") return { kind: "expired" };
  if (result.kind === "limit") return { kind: "limit", message: "otp_too_many_requests" };
  if (result.kind === "locked") {
    const lockedNow = await lockedSince(deps, input.transactionId, startedAt);
    return lockedNow ? { kind: "wrong", attemptsLeft: 0 } : { kind: "limit", message: "otp_locked" };
  }
  const account = await findAccountByPhone(deps.database.db, result.phone);
  if (!account) return { kind: "expired" };
  const now = deps.clock.now();
  if (Math.random() < 0.05) await pruneResetTokens(deps.database.db, now);
  return { kind: "ok", validateToken: await issueResetToken(deps.database.db, account.id, now) };
}

/**
 * True when the lock of the transaction's phone was set at or after `since` (by the attempt just
 * counted): a lock set by an earlier call ends before since + the lock duration.
 */
async function lockedSince(deps: Deps, transactionId: string, since: Date): Promise<boolean> {
  const row = await deps.database.db
    .selectFrom("otp_codes")
    .select("phone")
    .where("transaction_id", "=", transactionId)
    .executeTakeFirst();
  if (!row) return false;
  const until = await activeLock(deps.database.db, row.phone, "reset", since);
  return until !== null && until.getTime() >= since.getTime() + OTP_POLICY.lockMs;
}

export type ChangeResult = { kind: "ok" } | { kind: "expired" };

/**
 * Sets the new password with a validateToken of that account. In one transaction the token is spent
 * (single use), the password replaced, session_version bumped (every session of the account ends),
 * the phone marked proven and the account's other tokens revoked; its sign-in count is forgotten.
 */
export async function changePassword(
  deps: Deps,
  input: { phone: string; password: string; validateToken: string },
  /** The password hasher (argon2id); tests pass a counting one. */
  hash: (password: string) => Promise<string> = hashPassword,
): Promise<ChangeResult> {
  const db = deps.database.db;
  const account = await findAccountByPhone(db, input.phone);
  if (!account) return { kind: "expired" };
  // The token first: a bad or spent token costs no argon2id work.
  if (!(await resetTokenValid(db, input.validateToken, account.id, deps.clock.now()))) return { kind: "expired" };
  const passwordHash = await hash(input.password);
  const now = deps.clock.now();
  const changed = await db.transaction().execute(async (trx) => {
    if (!(await spendResetToken(trx, input.validateToken, account.id, now))) return false;
    await trx
      .updateTable("users")
      .set((eb) => ({
        password_hash: passwordHash,
        session_version: eb("session_version", "+", 1),
        phone_verified_at: eb.fn.coalesce("phone_verified_at", eb.val(now)),
        updated_at: now,
      }))
      .where("id", "=", account.id)
      .execute();
    await revokeResetTokens(trx, account.id, now);
    return true;
  });
  if (!changed) return { kind: "expired" };
  await clearLimit(db, limitRules.loginFailures(deps.config.rateLimits, { id: account.id }).key);
  deps.log.info("password reset", { userId: account.id });
  return { kind: "ok" };
}
