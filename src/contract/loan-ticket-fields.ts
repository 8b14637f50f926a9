import * as v from "valibot";
import {
  DEBIT_PAYMENT_METHODS,
  DOCUMENT_TYPES,
  isDayMonthYear,
  LOAN_PURPOSES,
  LOAN_TICKET_LIMITS,
  REFERENCE_RELATIONSHIPS,
  validateAccountHolder,
  validateAccountNumber,
  validatePayBackDay,
  validatePostHolder,
  validatePostOfficeName,
  validateTicketAddress,
  validateTotalCapital,
} from "../domain/loan-ticket-rules";
import { isValidNationalId } from "../domain/national-id";
import { GENDER_OPTIONS } from "../domain/options";
import { type MessageKey, t } from "../i18n/t";
import { fullNameSchema, optionalEmailSchema, phoneSchema } from "./fields";

/**
 * Field schemas of the loan-ticket wizard (identity form and details form), shared by the client
 * forms and the server. Each runs a validator of src/domain/loan-ticket-rules.ts, so the rule and
 * its Vietnamese message live in one place.
 */

function checkedBy(validate: (value: string) => MessageKey | null) {
  return v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const key = validate(dataset.value);
    if (key !== null) addIssue({ message: t(key) });
  });
}

const capped = (max: number, key: MessageKey = "field_max") =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, t(key, { max })));

/** A reference-data code (province, district, ward): digits, as the lookups return them. */
const areaCode = (key: MessageKey) =>
  v.pipe(v.optional(v.string(t(key)), ""), v.trim(), v.nonEmpty(t(key)), v.regex(/^\d{1,10}$/, t(key)));
/** A bank or branch id, as the lookups return them. */
const refId = (key: MessageKey) => v.pipe(v.optional(v.number(t(key)), 0), v.integer(t(key)), v.minValue(1, t(key)));

export const documentTypeSchema = v.picklist(DOCUMENT_TYPES, t("option_invalid"));
export const dateSchema = v.pipe(v.string(t("date_invalid")), v.check(isDayMonthYear, t("date_invalid")));

// --- Identity (step 1): prefilled from the CCCD QR, typed for a driver licence or passport ---

export const identitySchema = v.pipe(
  v.object({
    documentType: documentTypeSchema,
    idNumber: v.pipe(v.string(t("identity_number_invalid")), v.trim(), v.toUpperCase()),
    /** The 9-digit ID of the old card (CMND); empty when there is none. */
    oldIdNumber: v.optional(v.pipe(v.string(), v.regex(/^(\d{9})?$/, t("old_id_invalid"))), ""),
    fullName: fullNameSchema,
    dateOfBirth: dateSchema,
    gender: v.picklist(GENDER_OPTIONS, t("option_invalid")),
    address: v.pipe(v.string(t("address_required")), v.trim(), checkedBy(validateTicketAddress)),
    issueDate: dateSchema,
  }),
  v.forward(
    v.check((identity) => {
      if (identity.documentType === "passport") return /^[A-Z]\d{7,8}$/.test(identity.idNumber);
      if (identity.documentType === "cccd") return isValidNationalId(identity.idNumber);
      return /^\d{12}$/.test(identity.idNumber);
    }, t("identity_number_invalid")),
    ["idNumber"],
  ),
);
export type Identity = v.InferOutput<typeof identitySchema>;

// --- Details (step 3) ---

export const referencePersonSchema = v.object({
  relationship: v.picklist(REFERENCE_RELATIONSHIPS, t("reference_relationship_required")),
  fullName: v.pipe(
    v.string(t("reference_name_required")),
    v.trim(),
    v.nonEmpty(t("reference_name_required")),
    v.maxLength(LOAN_TICKET_LIMITS.referenceName, t("field_max", { max: LOAN_TICKET_LIMITS.referenceName })),
    v.check((name) => /^[\p{Script=Latin}\p{M} ]+$/u.test(name), t("full_name_invalid")),
  ),
  phone: phoneSchema,
  email: v.optional(optionalEmailSchema, ""),
});

const bankPayment = v.object({
  paymentType: v.literal("bank"),
  bankId: refId("bank_required"),
  bankBranchId: refId("branch_required"),
  accountNumber: v.pipe(v.string(t("account_number_required")), v.trim(), checkedBy(validateAccountNumber)),
  accountHolder: v.pipe(v.string(t("account_holder_required")), v.trim(), checkedBy(validateAccountHolder)),
});

const postOfficePayment = v.object({
  paymentType: v.literal("postOffice"),
  postOfficeName: v.pipe(v.string(t("post_office_name_required")), v.trim(), checkedBy(validatePostOfficeName)),
  postHolder: v.pipe(v.string(t("post_holder_required")), v.trim(), checkedBy(validatePostHolder)),
});

/** How the money is paid out: to a bank account (bank and branch required) or at a post office. */
export const disbursementSchema = v.variant(
  "paymentType",
  [bankPayment, postOfficePayment],
  t("payment_type_required"),
);

export const detailsSchema = v.object({
  loanPurpose: v.picklist(LOAN_PURPOSES, t("loan_purpose_required")),
  debitPaymentMethod: v.picklist(DEBIT_PAYMENT_METHODS, t("payment_method_required")),
  /** Digits only, at most 12; at least the loan amount is checked with the amount (ticket create). */
  totalCapital: v.pipe(
    v.string(t("total_capital_required")),
    v.trim(),
    checkedBy((s) => validateTotalCapital(s, null)),
  ),
  payBackDay: v.pipe(v.string(t("payback_day_required")), v.trim(), checkedBy(validatePayBackDay)),
  disbursement: disbursementSchema,
  provinceCode: areaCode("province_required"),
  /** No districts since 1 July 2025 (docs/decisions/012): optional, kept for old callers, not used. */
  districtCode: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(10)), ""),
  wardCode: areaCode("ward_required"),
  address: v.pipe(v.string(t("address_required")), v.trim(), checkedBy(validateTicketAddress)),
  reference: referencePersonSchema,
});
export type Details = v.InferOutput<typeof detailsSchema>;
export type DetailsInput = v.InferInput<typeof detailsSchema>;

// --- Drafts: whatever the customer has typed so far, each field within its length limit ---

const loose = (max: number) => v.optional(capped(max));

/** A partial identity form: strings within their limits, no required-ness (checked at create). */
export const identityDraftSchema = v.object({
  documentType: v.optional(documentTypeSchema),
  idNumber: loose(20),
  oldIdNumber: loose(9),
  fullName: loose(256),
  dateOfBirth: loose(10),
  gender: loose(3),
  address: loose(LOAN_TICKET_LIMITS.address),
  issueDate: loose(10),
});

export const detailsDraftSchema = v.object({
  loanPurpose: loose(100),
  debitPaymentMethod: loose(100),
  totalCapital: v.optional(capped(LOAN_TICKET_LIMITS.totalCapitalDigits, "total_capital_max_digits")),
  payBackDay: v.optional(capped(2, "payback_day_invalid")),
  paymentType: v.optional(v.picklist(["bank", "postOffice"] as const, t("payment_type_required"))),
  bankId: v.optional(v.nullable(v.pipe(v.number(), v.integer()))),
  bankBranchId: v.optional(v.nullable(v.pipe(v.number(), v.integer()))),
  accountNumber: v.optional(capped(LOAN_TICKET_LIMITS.accountNumber, "account_number_max")),
  accountHolder: v.optional(capped(LOAN_TICKET_LIMITS.accountHolder, "account_holder_max")),
  postOfficeName: v.optional(capped(LOAN_TICKET_LIMITS.postOfficeName, "post_office_name_max")),
  postHolder: v.optional(capped(LOAN_TICKET_LIMITS.postHolder, "post_holder_max")),
  provinceCode: loose(10),
  districtCode: loose(10),
  wardCode: loose(10),
  address: v.optional(capped(LOAN_TICKET_LIMITS.address, "address_max")),
  referenceRelationship: loose(50),
  referenceName: loose(LOAN_TICKET_LIMITS.referenceName),
  referencePhone: loose(10),
  referenceEmail: loose(254),
});

/** The wizard's saved data (SPEC.md "wizard step data for up to 5 steps"). */
export const draftDataSchema = v.object({
  amount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000_000_000))),
  term: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(120))),
  identity: v.optional(identityDraftSchema),
  details: v.optional(detailsDraftSchema),
  contractEmail: loose(LOAN_TICKET_LIMITS.contractEmail),
});
export type DraftData = v.InferOutput<typeof draftDataSchema>;

/** The e-mail that receives the contract: required, a valid address, at most 50. */
export const contractEmailSchema = v.pipe(
  v.string(t("contract_email_required")),
  v.trim(),
  v.nonEmpty(t("contract_email_required")),
  v.maxLength(LOAN_TICKET_LIMITS.contractEmail, t("contract_email_max")),
  optionalEmailSchema,
);
