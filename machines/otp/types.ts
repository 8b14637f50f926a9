/**
 * Types of the OTP machine (machines/otp/machine.ts): its input, context, events, tags, the results its
 * actors resolve with, and its output.
 */

/** 'lead' is step 3 of the home lead form; 'reset' is /request-password-confirm. */
export type OtpPurpose = "lead" | "reset";

export interface OtpInput {
  purpose: OtpPurpose;
  phone: string;
  transactionId: string;
  /** Resends the server still allows (capped at OTP.recentResendMax). */
  resendsLeft: number;
  /** Wrong codes allowed before the 24 h lockout; defaults to OTP.resetAttempts. */
  attemptsLeft?: number;
  /** Lead form: the ticket the code confirms (verify and resend name it); empty elsewhere. */
  ticketCode?: string;
}

/** Catalogue keys of the texts the machine can ask a view to show. */
export type OtpMessageKey =
  | "otp_invalid"
  | "otp_expired"
  | "otp_expired_detail"
  | "otp_locked"
  | "otp_attempts_exceeded"
  | "otp_timeout"
  | "otp_timeout_limited"
  | "normal_error";

export interface VerifyOtpInput {
  purpose: OtpPurpose;
  phone: string;
  transactionId: string;
  /** The lead form's ticket code ("" for the other flows). */
  ticketCode: string;
  otp: string;
}

/** What the app maps the verify answer to (200 ok, 203 limit, an expired code, anything else wrong). */
export type VerifyOtpResult =
  | { kind: "ok"; data: unknown }
  | { kind: "wrong" }
  | { kind: "limit"; message: string }
  | { kind: "expired"; message: string };

export interface ResendOtpInput {
  purpose: OtpPurpose;
  phone: string;
  transactionId: string;
  /** The lead form's ticket code ("" for the other flows). */
  ticketCode: string;
}

export interface ResendOtpResult {
  transactionId: string;
}

export type OtpOutput =
  | { status: "verified"; data: unknown }
  | { status: "abandoned"; destination: "home" | "request" };

export interface OtpContext {
  purpose: OtpPurpose;
  phone: string;
  transactionId: string;
  /** The lead form's ticket code, from the input; "" for the other flows. */
  ticketCode: string;
  /** The digits typed so far (0 to 6). */
  value: string;
  /** Seconds left on the countdown (300 down to 0). */
  remaining: number;
  resendsLeft: number;
  attemptsLeft: number;
  /** Countdowns that reached 0; only OTP.timeoutResendMax of them may be followed by a resend. */
  timeoutsUsed: number;
  /** The catalogue text of the current inline error or popup. */
  errorKey: OtpMessageKey | null;
  /** A server message; when set it is shown instead of errorKey. */
  message: string | null;
  /** Set on the way into a final state; read by the machine output. */
  outcome: OtpOutput | null;
}

export type OtpEvent =
  | { type: "otp.change"; value: string }
  | { type: "otp.submitted" }
  | { type: "otp.resend" }
  | { type: "otp.popup.close" }
  /** Lead form, after the third wrong code: start the loan again. */
  | { type: "otp.restart" };

/**
 * Tags views branch on:
 * - inputsDisabled: the boxes (and Confirm) are off
 * - busy: the code is being checked; resending: a new code is being asked for
 * - error: show errorKey/message inline, boxes red
 * - popup: show errorKey/message in the 'Thông báo' popup; closing sends otp.popup.close
 * - lockedOut: three wrong codes, the 24 h message (lead form: recreate the loan, otp.restart)
 * - timedOut: the countdown reached 0
 */
export type OtpTag = "inputsDisabled" | "busy" | "resending" | "error" | "popup" | "lockedOut" | "timedOut";
