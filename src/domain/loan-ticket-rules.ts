import type { MessageKey } from "../i18n/t";
import { charLength, isDigits } from "./validators";

/**
 * The loan-ticket rules of SPEC.md section 5 ("Loan-ticket messages"), the option lists of the
 * details step and the wizard's shape. Pure: shared by the contract (client and server) and the views.
 */

export const LOAN_TICKET_LIMITS = {
  totalCapitalDigits: 12,
  payBackDayMin: 1,
  payBackDayMax: 31,
  accountNumber: 15,
  accountHolder: 35,
  postOfficeName: 100,
  postHolder: 35,
  address: 200,
  /** Contract e-mail: the register rule (SPEC.md section 5, register messages). */
  contractEmail: 50,
  referenceName: 50,
} as const;

/** The wizard's steps, in order (SPEC.md: "up to 5 steps"); a product may skip some (checkStep). */
export const WIZARD_STEPS = ["identity", "face", "details", "otp", "contract"] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** Identity documents: the chip CCCD is read (QR); the other two are accepted as images only. */
export const DOCUMENT_TYPES = ["cccd", "driverLicense", "passport"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const LOAN_PURPOSES = [
  "Mua sắm tiêu dùng",
  "Sửa chữa, trang trí nhà cửa",
  "Học tập",
  "Du lịch",
  "Chữa bệnh",
  "Mua phương tiện đi lại",
  "Khác",
] as const;
export type LoanPurpose = (typeof LOAN_PURPOSES)[number];

/** How the monthly instalments are paid (the "debit payment method"). */
export const DEBIT_PAYMENT_METHODS = [
  "Tự động trích nợ từ tài khoản",
  "Chuyển khoản hàng tháng",
  "Nộp tiền mặt",
] as const;
export type DebitPaymentMethod = (typeof DEBIT_PAYMENT_METHODS)[number];

/** Where the money is paid out: a bank account, or cash at a post office. */
export const PAYMENT_TYPES = ["bank", "postOffice"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const REFERENCE_RELATIONSHIPS = [
  "Vợ/Chồng",
  "Bố/Mẹ",
  "Anh/Chị/Em ruột",
  "Con",
  "Đồng nghiệp",
  "Bạn bè",
  "Khác",
] as const;
export type ReferenceRelationship = (typeof REFERENCE_RELATIONSHIPS)[number];

/** A ticket's life: a draft, waiting for its OTP, waiting for the contract confirmation, submitted. */
export const TICKET_STATUSES = ["draft", "otpPending", "contractPending", "submitted"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

// --- Validators: the catalogue key of the first failed rule, or null ---

/** Total capital used: digits only, at most 12 digits, and at least the loan amount (or overdraft limit). */
export function validateTotalCapital(value: string, loanAmount: number | null): MessageKey | null {
  if (value.trim() === "") return "total_capital_required";
  if (!isDigits(value)) return "field_number_only";
  if (value.replace(/^0+(?=\d)/, "").length > LOAN_TICKET_LIMITS.totalCapitalDigits) return "total_capital_max_digits";
  if (loanAmount !== null && Number(value) < loanAmount) return "total_capital_min";
  return null;
}

/** Monthly pay-back day: digits only, 1 to 31. */
export function validatePayBackDay(value: string): MessageKey | null {
  if (value.trim() === "") return "payback_day_required";
  if (!isDigits(value)) return "payback_day_number";
  const day = Number(value);
  return day >= LOAN_TICKET_LIMITS.payBackDayMin && day <= LOAN_TICKET_LIMITS.payBackDayMax
    ? null
    : "payback_day_invalid";
}

export function validateAccountNumber(value: string): MessageKey | null {
  if (value.trim() === "") return "account_number_required";
  if (!isDigits(value)) return "field_number_only";
  return value.length > LOAN_TICKET_LIMITS.accountNumber ? "account_number_max" : null;
}

/** Letters (with or without diacritics) and spaces, at most 35. */
export function validateAccountHolder(value: string): MessageKey | null {
  if (value.trim() === "") return "account_holder_required";
  if (charLength(value) > LOAN_TICKET_LIMITS.accountHolder) return "account_holder_max";
  return /^[\p{Script=Latin}\p{M} ]+$/u.test(value) ? null : "account_holder_invalid";
}

export function validatePostOfficeName(value: string): MessageKey | null {
  if (value.trim() === "") return "post_office_name_required";
  return charLength(value) > LOAN_TICKET_LIMITS.postOfficeName ? "post_office_name_max" : null;
}

export function validatePostHolder(value: string): MessageKey | null {
  if (value.trim() === "") return "post_holder_required";
  return charLength(value) > LOAN_TICKET_LIMITS.postHolder ? "post_holder_max" : null;
}

export function validateTicketAddress(value: string): MessageKey | null {
  if (value.trim() === "") return "address_required";
  return charLength(value) > LOAN_TICKET_LIMITS.address ? "address_max" : null;
}

/** A calendar date written dd/mm/yyyy (as the CCCD QR gives it after parsing). */
export function isDayMonthYear(value: string): boolean {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return false;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An amount the product allows: between its minimum and maximum, on its step. */
export function isAmountForProduct(
  amount: number,
  product: { minAmount: number; maxAmount: number; amountStep: number },
) {
  return (
    Number.isInteger(amount) &&
    amount >= product.minAmount &&
    amount <= product.maxAmount &&
    (amount - product.minAmount) % product.amountStep === 0
  );
}
