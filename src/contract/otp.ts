import * as v from "valibot";
import { endpoint } from "./endpoint";
import {
  agreeSchema,
  captchaResponseSchema,
  loanAmountSchema,
  loanTermSchema,
  optionalEmailSchema,
  otpSchema,
  phoneSchema,
} from "./fields";

/**
 * The one-time-code endpoints of the lead funnel (SPEC.md section 7, product `loan`).
 *
 * Business answers travel with HTTP 200 and their own `code` (docs/decisions/002-otp-policy.md):
 * - 200 ok.
 * - 203 limit or lock: too many requests (message otp_too_many_requests), no resend left
 *   (otp_resend_exhausted) or three wrong codes (otp_locked, 24 h). Show the message in a popup.
 * - 205 wrong code (verifyotp only): message otp_invalid, data { attemptsLeft }.
 * - 206 expired (verifyotp and resentotp): past its 300 s, already used, or replaced by a resend;
 *   message otp_expired.
 * A flood of calls from one address answers HTTP 429 with { code: 429, message: rate_limited }.
 * A refused bot check answers HTTP 400 with message captcha_invalid: every apply uses up the
 * widget's challenge, so reset the widget after any answer.
 */
export const OTP_CODE = { ok: 200, limit: 203, wrong: 205, expired: 206 } as const;

/** As issued by /loan/ticket/apply: 'LN' and 10 upper-case letters or digits. */
export const loanTicketCodeSchema = v.pipe(v.string(), v.regex(/^LN[A-Z0-9]{10}$/));
export const transactionIdSchema = v.pipe(v.string(), v.uuid());

export const loanApplyBody = v.object({
  amount: loanAmountSchema,
  inMonths: loanTermSchema,
  mobile: phoneSchema,
  email: v.optional(optionalEmailSchema, ""),
  agreeChecked: agreeSchema,
  captchaResponse: v.pipe(captchaResponseSchema, v.maxLength(4096)),
});

/** Request a code: the bot check, the limits, then a new ticket and an SMS. */
export const loanApplyEndpoint = endpoint({
  method: "POST",
  path: "/loan/ticket/apply",
  body: loanApplyBody,
  data: v.object({ ticketCode: v.string(), transactionId: v.string() }),
});

export const loanVerifyOtpBody = v.object({
  otp: otpSchema,
  type: v.literal("loanConfirm"),
  transactionId: transactionIdSchema,
});

/** The data of a 205 (wrong code) answer. */
export const otpWrongData = v.object({ attemptsLeft: v.number() });

/** 200: the ticket is verified; ticketToken goes in X-Ticket-Token on the funnel's later calls. */
export const loanVerifyOtpEndpoint = endpoint({
  method: "POST",
  path: "/loan/ticket/{ticketCode}/verifyotp",
  body: loanVerifyOtpBody,
  data: v.object({ ticketCode: v.string(), ticketToken: v.string() }),
});

/** {id} is the ticket code, as in the body. */
export const loanResendOtpEndpoint = endpoint({
  method: "POST",
  path: "/loan/ticket/{id}/resentotp",
  body: v.object({ ticketCode: loanTicketCodeSchema, transactionId: transactionIdSchema }),
  data: v.object({ transactionId: v.string(), numberOfRemainOtp: v.number() }),
});

/** Resends left for the phone's current code (3 before any resend). */
export const loanRemainOtpEndpoint = endpoint({
  method: "POST",
  path: "/loan/ticket/count/remainotp",
  body: v.object({ mobile: phoneSchema }),
  data: v.object({ numberOfRemainOtp: v.number() }),
});
