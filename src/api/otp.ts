import type { BodyInputOf } from "../contract/endpoint";
import {
  loanApplyEndpoint,
  loanRemainOtpEndpoint,
  loanResendOtpEndpoint,
  loanVerifyOtpEndpoint,
} from "../contract/otp";
import { call } from "./client";

/**
 * The OTP calls of the lead funnel. Each returns the envelope: map its code with OTP_CODE of
 * src/contract/otp.ts (200 ok, 203 limit or lock, 205 wrong code, 206 expired).
 */

/** Sends an SMS: never retried automatically. */
export const applyLoanTicket = (body: BodyInputOf<typeof loanApplyEndpoint>) => call(loanApplyEndpoint, { body });

export const verifyLoanOtp = (ticketCode: string, body: BodyInputOf<typeof loanVerifyOtpEndpoint>) =>
  call(loanVerifyOtpEndpoint, { params: { ticketCode }, body });

/** Sends an SMS: never retried automatically. */
export const resendLoanOtp = (body: BodyInputOf<typeof loanResendOtpEndpoint>) =>
  call(loanResendOtpEndpoint, { params: { id: body.ticketCode }, body });

/** Read-only: retried on network failure. */
export const countLoanRemainOtp = (mobile: string) => call(loanRemainOtpEndpoint, { body: { mobile }, retries: 2 });
