import { OTP } from "../../../src/domain/constants";

/**
 * The one-time-code policy (docs/decisions/002-otp-policy.md), from SPEC.md section 9 through
 * src/domain/constants.ts so the client and the server count the same way.
 */
export const OTP_POLICY = {
  digits: OTP.digits,
  ttlMs: OTP.ttlSeconds * 1000,
  /** Resends in one session (from the request until the code is used or replaced by a new request). */
  resendMax: OTP.recentResendMax,
  /** Of those, resends asked after the code expired. */
  timeoutResendMax: OTP.timeoutResendMax,
  /** The client shows the resend link at 295 s: a resend sooner than this after a send is refused. */
  resendAfterMs: (OTP.ttlSeconds - OTP.resendVisibleAtOrBelow) * 1000,
  /** Wrong codes before the lock. */
  maxFailedAttempts: OTP.resetAttempts,
  lockMs: OTP.lockoutHours * 60 * 60 * 1000,
} as const;
