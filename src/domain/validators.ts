import type { MessageKey } from "../i18n/t";
import { FIELD_LENGTH, LOAN_AMOUNT, LOAN_TERM, OTP } from "./constants";
import { ageFromNationalId, isEligibleAge, isValidNationalId } from "./national-id";

/** Each validator returns the catalogue key of the first failed rule, or null when the value is valid. */
export type Validator = (value: string) => MessageKey | null;

// --- Patterns and predicates (shared with the server through src/contract/fields.ts) ---

/** 10 digits starting 03, 05, 07, 08 or 09. */
export const VIETNAMESE_MOBILE_PATTERN = /^0[35789]\d{8}$/;
/** A standard address: a local part, '@', and a domain of dot-separated labels with at least one dot. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
/** Latin letters (including every Vietnamese letter, precomposed or with combining marks) and spaces. */
export const FULL_NAME_PATTERN = /^[\p{Script=Latin}\p{M} ]+$/u;
export const OTP_PATTERN = new RegExp(`^\\d{${OTP.digits}}$`);
/** At least 8 characters, one digit, one uppercase letter and one of @$!%*?& (the generic strong rule). */
export const STRONG_PASSWORD_PATTERN = /^(?=.*\d)(?=.*[A-Z])(?=.*[@$!%*?&]).{8,}$/;
export const DIGITS_PATTERN = /^\d+$/;

export function isVietnameseMobile(s: string): boolean {
  return VIETNAMESE_MOBILE_PATTERN.test(s);
}

export function isEmail(s: string): boolean {
  return s.length <= FIELD_LENGTH.emailRule && EMAIL_PATTERN.test(s);
}

export function isFullName(s: string): boolean {
  return s.trim() !== "" && FULL_NAME_PATTERN.test(s);
}

export function isOtp(s: string): boolean {
  return OTP_PATTERN.test(s);
}

export function isStrongPassword(s: string): boolean {
  return STRONG_PASSWORD_PATTERN.test(s);
}

export function isDigits(s: string): boolean {
  return DIGITS_PATTERN.test(s);
}

/** Length in characters (code points), so a Vietnamese letter counts once. */
export function charLength(s: string): number {
  return Array.from(s).length;
}

/** Whole VND from 5,000,000 to 100,000,000 in steps of 5,000,000. */
export function isValidLoanAmount(n: number): boolean {
  return isOnStepGrid(n, LOAN_AMOUNT);
}

/** Whole months from 6 to 36 in steps of 3. */
export function isValidLoanTerm(n: number): boolean {
  return isOnStepGrid(n, LOAN_TERM);
}

function isOnStepGrid(n: number, range: { min: number; max: number; step: number }): boolean {
  return Number.isInteger(n) && n >= range.min && n <= range.max && (n - range.min) % range.step === 0;
}

// --- Field validators ---

export function validatePhone(value: string): MessageKey | null {
  if (value.trim() === "") return "phone_required";
  return isVietnameseMobile(value) ? null : "phone_invalid";
}

/** Optional: an empty value is valid. */
export function validateEmail(value: string): MessageKey | null {
  if (value === "") return null;
  if (value.length > FIELD_LENGTH.emailRule) return "email_max";
  return EMAIL_PATTERN.test(value) ? null : "email_invalid";
}

export function validateFullName(value: string): MessageKey | null {
  if (value.trim() === "") return "full_name_required";
  if (charLength(value) > FIELD_LENGTH.nameRule) return "full_name_max";
  return FULL_NAME_PATTERN.test(value) ? null : "full_name_invalid";
}

export function validateNationalId(value: string): MessageKey | null {
  if (value.trim() === "") return "national_id_required";
  return isValidNationalId(value) ? null : "national_id_invalid";
}

/** The lead-flow age rule on a valid national ID: 18 to 60 in the current year, else 'not_valid_age'. */
export function validateAgeFromNationalId(id: string, currentYear: number): MessageKey | null {
  const age = ageFromNationalId(id, currentYear);
  return age !== null && isEligibleAge(age) ? null : "not_valid_age";
}

export function validateOtp(value: string): MessageKey | null {
  if (value === "") return "otp_required";
  return isOtp(value) ? null : "otp_invalid";
}

export function validateNewPassword(value: string): MessageKey | null {
  if (value === "") return "password_required";
  const length = charLength(value);
  return length >= FIELD_LENGTH.passwordMin && length <= FIELD_LENGTH.passwordMax ? null : "password_length";
}

/**
 * The repeated password must equal the new one. Equal values share the new password's length rule, which is
 * reported on that field, so a valid pair is: validateNewPassword(p) null and this null.
 */
export function validatePasswordConfirm(password: string, confirmation: string): MessageKey | null {
  if (confirmation === "") return "password_confirm_required";
  return confirmation === password ? null : "password_confirm_not_match";
}

export function validateLoginUsername(value: string): MessageKey | null {
  if (value.trim() === "") return "login_username_required";
  return charLength(value) > FIELD_LENGTH.loginName ? "login_username_max" : null;
}

export function validateLoginPassword(value: string): MessageKey | null {
  if (value === "") return "login_password_required";
  return charLength(value) > FIELD_LENGTH.loginPassword ? "login_password_max" : null;
}

// --- Input sanitisers (applied while typing) ---

/** Keeps the first `max` characters (code points); no max keeps everything. */
export function capLength(s: string, max?: number): string {
  if (max === undefined) return s;
  const chars = Array.from(s);
  return chars.length <= max ? s : chars.slice(0, max).join("");
}

/** Strips every non-digit, then caps the length. */
export function digitsOnly(s: string, max?: number): string {
  return capLength(s.replace(/\D/g, ""), max);
}

/** The phone input: digits only, at most 10. */
export function sanitizePhoneInput(s: string): string {
  return digitsOnly(s, FIELD_LENGTH.phone);
}

/** The national-ID input: digits only, at most 12. */
export function sanitizeNationalIdInput(s: string): string {
  return digitsOnly(s, FIELD_LENGTH.nationalId);
}

/** The full-name input: at most 50 characters (the 256 rule is checked separately). */
export function sanitizeFullNameInput(s: string): string {
  return capLength(s, FIELD_LENGTH.nameInput);
}

/** The e-mail input: at most 40 characters. */
export function sanitizeEmailInput(s: string): string {
  return capLength(s, FIELD_LENGTH.emailInput);
}
