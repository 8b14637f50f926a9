import type { MessageKey } from "../i18n/t";
import type { LoanPricing } from "./loan-cost";
import {
  isAmountForProduct,
  validateAccountHolder,
  validateAccountNumber,
  validatePayBackDay,
  validatePostHolder,
  validatePostOfficeName,
  validateTicketAddress,
  validateTotalCapital,
} from "./loan-ticket-rules";
import { isEmail, isVietnameseMobile } from "./validators";

export interface ProductSummary {
  id: string;
  name: string;
  /** The provider (bank or finance company) offering it. */
  providerName: string;
  /** The amounts (VND) and terms (months) the product offers. */
  minAmount: number;
  maxAmount: number;
  amountStep: number;
  terms: number[];
  /** The yearly rate and fees, and the lender's legal name: the contract step's key facts (absent: not shown). */
  pricing?: LoanPricing;
  lenderLegalName?: string;
}

/** The personal and loan details form (step 3), as typed: strings, checked by detailsErrors below. */
export interface TicketDetails {
  /** The loan amount (VND, digits) and term (months): the total capital is at least the amount. */
  amount: string;
  term: string;
  loanPurpose: string;
  debitMethod: string;
  totalCapital: string;
  payBackDay: string;
  /** "bank" (an account) or "postOffice" (cash at a post office). */
  paymentType: string;
  bankId: string;
  branchId: string;
  accountNumber: string;
  accountHolder: string;
  postOfficeName: string;
  postHolder: string;
  provinceCode: string;
  districtCode: string;
  wardCode: string;
  address: string;
  refRelationship: string;
  refName: string;
  refPhone: string;
  refEmail: string;
}
export type DetailsField = keyof TicketDetails;

export const EMPTY_DETAILS: TicketDetails = {
  amount: "",
  term: "",
  loanPurpose: "",
  debitMethod: "",
  totalCapital: "",
  payBackDay: "",
  paymentType: "bank",
  bankId: "",
  branchId: "",
  accountNumber: "",
  accountHolder: "",
  postOfficeName: "",
  postHolder: "",
  provinceCode: "",
  districtCode: "",
  wardCode: "",
  address: "",
  refRelationship: "",
  refName: "",
  refPhone: "",
  refEmail: "",
};

/**
 * The details step's rules (SPEC.md section 5, loan-ticket messages) over the form as typed: the
 * catalogue key of each field's first failed rule. The server checks the same rules with the contract.
 */
export type DetailsErrors = Partial<Record<DetailsField, MessageKey>>;

const required = (value: string, key: MessageKey): MessageKey | null => (value.trim() === "" ? key : null);

function amountError(details: TicketDetails, product: ProductSummary | null): MessageKey | null {
  if (!/^\d{1,12}$/.test(details.amount)) return "ticket_amount_invalid";
  return product === null || isAmountForProduct(Number(details.amount), product) ? null : "ticket_amount_invalid";
}

function termError(details: TicketDetails, product: ProductSummary | null): MessageKey | null {
  if (!/^\d{1,3}$/.test(details.term)) return "ticket_term_invalid";
  return product === null || product.terms.includes(Number(details.term)) ? null : "ticket_term_invalid";
}

export function detailsErrors(details: TicketDetails, product: ProductSummary | null): DetailsErrors {
  const bank = details.paymentType !== "postOffice";
  const amount = amountError(details, product) === null ? Number(details.amount) : null;
  const checks: Array<[DetailsField, MessageKey | null]> = [
    ["amount", amountError(details, product)],
    ["term", termError(details, product)],
    ["loanPurpose", required(details.loanPurpose, "loan_purpose_required")],
    ["debitMethod", required(details.debitMethod, "payment_method_required")],
    ["totalCapital", validateTotalCapital(details.totalCapital, amount)],
    ["payBackDay", validatePayBackDay(details.payBackDay)],
    ["paymentType", required(details.paymentType, "payment_type_required")],
    ["bankId", bank ? required(details.bankId, "bank_required") : null],
    ["branchId", bank ? required(details.branchId, "branch_required") : null],
    ["accountNumber", bank ? validateAccountNumber(details.accountNumber) : null],
    ["accountHolder", bank ? validateAccountHolder(details.accountHolder) : null],
    ["postOfficeName", bank ? null : validatePostOfficeName(details.postOfficeName)],
    ["postHolder", bank ? null : validatePostHolder(details.postHolder)],
    ["provinceCode", required(details.provinceCode, "province_required")],
    ["wardCode", required(details.wardCode, "ward_required")],
    ["address", validateTicketAddress(details.address)],
    ["refRelationship", required(details.refRelationship, "reference_relationship_required")],
    ["refName", required(details.refName, "reference_name_required")],
    [
      "refPhone",
      isVietnameseMobile(details.refPhone) ? null : details.refPhone === "" ? "phone_required" : "phone_invalid",
    ],
    ["refEmail", details.refEmail === "" || isEmail(details.refEmail) ? null : "email_invalid"],
  ];
  return Object.fromEntries(checks.filter(([, key]) => key !== null)) as DetailsErrors;
}

export function isDetailsValid(details: TicketDetails, product: ProductSummary | null): boolean {
  return Object.keys(detailsErrors(details, product)).length === 0;
}

/** Changing a parent lookup clears what depended on it (bank -> branch, province -> ward). */
export function withDetail(details: TicketDetails, field: DetailsField, value: string): TicketDetails {
  const next = { ...details, [field]: value };
  if (field === "bankId" && value !== details.bankId) next.branchId = "";
  if (field === "provinceCode" && value !== details.provinceCode) {
    next.districtCode = "";
    next.wardCode = "";
  }
  if (field === "districtCode" && value !== details.districtCode) next.wardCode = "";
  return next;
}

/**
 * The errors the details step shows: a field's rule speaks once the visitor has left that field, and
 * every rule speaks once the step was submitted.
 */
export function shownDetailsErrors(
  details: TicketDetails,
  product: ProductSummary | null,
  seen: { submitted: boolean; touched: ReadonlySet<DetailsField> },
): DetailsErrors {
  const errors = detailsErrors(details, product);
  if (seen.submitted) return errors;
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => seen.touched.has(field as DetailsField)),
  ) as DetailsErrors;
}
