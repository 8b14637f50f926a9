import type { ColumnType, Generated } from "kysely";

/** What a one-time code confirms: a loan request, a password reset, a data deletion, a loan-ticket step. */
export type OtpPurpose = "loan" | "reset" | "deletion" | "ticket";

/** A timestamp column the server always sets itself (time comes from deps.clock). */
type Stamp = ColumnType<Date, Date, Date>;

export interface RateLimitsTable {
  key: string;
  window_start: Stamp;
  count: number;
  previous_count: ColumnType<number, number | undefined, number>;
  expires_at: Stamp;
}

export interface CaptchaUsedTable {
  challenge_id: string;
  expires_at: Stamp;
}

export interface OtpCodesTable {
  phone: string;
  purpose: OtpPurpose;
  transaction_id: string;
  subject: string | null;
  code_hash: string;
  issued_at: Stamp;
  expires_at: Stamp;
  consumed_at: Date | null;
  resends: ColumnType<number, number | undefined, number>;
  timeout_resends: ColumnType<number, number | undefined, number>;
  failed_attempts: ColumnType<number, number | undefined, number>;
  locked_until: Date | null;
}

/** Wrong codes per (phone, purpose) over the lock window, across requests (0011_otp_attempts.sql). */
export interface OtpAttemptsTable {
  phone: string;
  purpose: OtpPurpose;
  failures: ColumnType<Date[], Date[] | undefined, Date[]>;
  locked_until: Date | null;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  phone: string;
  text: string;
  otp: string | null;
  created_at: Stamp;
}

export interface LoanTicketsTable {
  code: string;
  phone: string;
  email: ColumnType<string, string | undefined, string>;
  amount: number;
  term: number;
  ip: string | null;
  created_at: Stamp;
  verified_at: Date | null;
}

export interface ConsentsTable {
  id: Generated<number>;
  ticket_code: string | null;
  phone: string;
  purpose: string;
  terms_version: string;
  agreed_at: Stamp;
  ip: string | null;
}

/** Tables of the otp feature (0003_security.sql, 0004_otp.sql, 0011_otp_attempts.sql, 0023_durable_sms_limits.sql). */
export interface OtpTables {
  rate_limits: RateLimitsTable;
  /** The same rows for the SMS-sending and per-phone OTP keys, logged: they survive a crash. */
  rate_limits_durable: RateLimitsTable;
  captcha_used: CaptchaUsedTable;
  otp_codes: OtpCodesTable;
  otp_attempts: OtpAttemptsTable;
  sms_outbox: SmsOutboxTable;
  loan_tickets: LoanTicketsTable;
  consents: ConsentsTable;
}
