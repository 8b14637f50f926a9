import * as v from "valibot";
import { DOCUMENT_TYPES, TICKET_STATUSES, WIZARD_STEPS } from "../domain/loan-ticket-rules";
import { PRODUCT_TYPE_VALUES } from "../domain/options";
import { t } from "../i18n/t";
import { endpoint } from "./endpoint";
import { otpSchema } from "./fields";
import { loanPricingEntries } from "./loan-pricing";
import { contractEmailSchema, detailsSchema, draftDataSchema, identitySchema } from "./loan-ticket-fields";
import { transactionIdSchema } from "./otp";
import { partnerStatusSchema } from "./partner-status";

/**
 * The loan-ticket application flow of SPEC.md section 7 (docs/decisions/009-loan-ticket.md).
 *
 * Who may call: every /v1/ticket*, /v1/ocr/*, /check/load/* and /v1/upload-face-image call needs a
 * signed-in customer (Authorization: Bearer) OR the lead funnel's X-Ticket-Token (the caller comes
 * from the funnel's result); anything else answers HTTP 401. A ticket of another owner answers 404.
 * These endpoints are declared `auth: false` because the server checks either credential itself.
 * Product and reference-data lookups are public.
 *
 * Business answers travel with HTTP 200 and their own `code` (the message goes in a popup):
 * - 203 / 205 / 206: the OTP answers of src/contract/otp.ts (limit or lock, wrong code with
 *   data { attemptsLeft }, expired).
 * - 230 productChanged: the product's policy changed since the draft (message product_policy_updated):
 *   the draft is deleted; start again.
 * - 231 notReady: ticket create before the identity (or the face) step succeeded; the message says which.
 * - 232 wrongStatus: the ticket is not at the step the call belongs to.
 * - 233 step2Required: confirm of a MobiFone number without an accepted MobiFone step 2
 *   (message partner_step2_required, decision 013).
 * Bad bodies answer HTTP 400 with a Vietnamese message (the first failed rule).
 */
export const LOAN_TICKET_CODE = {
  ok: 200,
  limit: 203,
  otpWrong: 205,
  otpExpired: 206,
  productChanged: 230,
  notReady: 231,
  wrongStatus: 232,
  step2Required: 233,
} as const;

/** 'HS' (hồ sơ) and 10 upper-case letters or digits: a draft keeps its code when it becomes a ticket. */
export const ticketCodeSchema = v.pipe(v.string(), v.regex(/^HS[A-Z0-9]{10}$/, t("ticket_not_found")));
export type TicketCode = v.InferOutput<typeof ticketCodeSchema>;

const productIdSchema = v.pipe(v.number(t("product_not_found")), v.integer(t("product_not_found")), v.minValue(1));

// --- Products ---

export const productSchema = v.object({
  id: v.number(),
  name: v.string(),
  /** The partner (bank or finance company) that offers it. */
  partnerName: v.string(),
  /** The partner's registered (legal) name, for the contract's key facts (absent: partnerName). */
  partnerLegalName: v.optional(v.string()),
  productType: v.picklist(PRODUCT_TYPE_VALUES),
  minAmount: v.number(),
  maxAmount: v.number(),
  amountStep: v.number(),
  /** Loan terms in months the product offers, ascending. */
  terms: v.array(v.number()),
  /** Yearly interest rate, percent. */
  interestRateYear: v.number(),
  /** Its fees (upfront, monthly): with the rate, what src/domain/loan-cost.ts prices. */
  ...loanPricingEntries,
  description: v.string(),
  /** Increases whenever the policy changes: a draft made under an older version cannot be submitted. */
  policyVersion: v.number(),
  /** Seeded sample product, to be replaced by the real catalogue. */
  sample: v.boolean(),
});
export type Product = v.InferOutput<typeof productSchema>;

export const productEndpoint = endpoint({ method: "GET", path: "/v1/product-financial/{id}", data: productSchema });

export const checkStepData = v.object({
  productId: v.number(),
  /** The wizard's steps for this product, in order (a subset of identity, face, details, otp, contract). */
  steps: v.array(v.picklist(WIZARD_STEPS)),
  documentTypes: v.array(v.picklist(DOCUMENT_TYPES)),
  policyVersion: v.number(),
});
export type CheckStepData = v.InferOutput<typeof checkStepData>;

export const checkStepEndpoint = endpoint({
  method: "GET",
  path: "/v1/product-financial/checkStep/{id}",
  data: checkStepData,
});

/** The product's terms, shown before the contract step. {id} is the product id. */
export const productTermData = v.object({
  productId: v.number(),
  title: v.string(),
  /** Paragraphs of plain text. */
  paragraphs: v.array(v.string()),
  policyVersion: v.number(),
});

export const productTermEndpoint = endpoint({
  method: "GET",
  path: "/v1/financial/getTerm/{id}",
  data: productTermData,
});

/** The active products of one partner, {name} being the partner's name as the funnel's offer gives it. */
export const partnerProductsEndpoint = endpoint({
  method: "GET",
  path: "/v1/financials/{name}",
  data: v.array(productSchema),
});

// --- Reference data: banks (real, with BIN and SWIFT code) and sample branches; provinces and wards
// of the 2025 map (no districts since 1 July 2025: docs/decisions/012-administrative-map-2025.md) ---

export const bankSchema = v.object({
  id: v.number(),
  code: v.string(),
  name: v.string(),
  shortName: v.string(),
  bin: v.string(),
  swiftCode: v.nullable(v.string()),
});
export const bankBranchSchema = v.object({ id: v.number(), bankId: v.number(), name: v.string() });
export const areaSchema = v.object({ code: v.string(), name: v.string() });

export const banksEndpoint = endpoint({ method: "GET", path: "/v1/banks", data: v.array(bankSchema) });

/** {id} is the bank id. */
export const bankBranchesEndpoint = endpoint({
  method: "GET",
  path: "/v1/bank-branches/{id}",
  data: v.array(bankBranchSchema),
});

export const provincesEndpoint = endpoint({
  method: "POST",
  path: "/v1/provinces/info",
  body: v.object({}),
  data: v.array(areaSchema),
});

/** Kept for old callers: there are no districts since 1 July 2025, so it answers an empty list. */
export const districtsEndpoint = endpoint({
  method: "POST",
  path: "/v1/districts/info",
  body: v.object({
    provinceCode: v.pipe(v.string(t("province_required")), v.regex(/^\d{1,10}$/, t("province_required"))),
  }),
  data: v.array(areaSchema),
});

/** The wards and communes of a province; a district code (old callers) is accepted and not used. */
export const wardsEndpoint = endpoint({
  method: "POST",
  path: "/v1/wards/info",
  body: v.object({
    provinceCode: v.pipe(v.string(t("province_required")), v.regex(/^\d{1,10}$/, t("province_required"))),
    districtCode: v.optional(v.pipe(v.string(), v.maxLength(10))),
  }),
  data: v.array(areaSchema),
});

// --- Drafts ---

export const wizardStepSchema = v.picklist(WIZARD_STEPS);

/** Without `code`: a new draft. With the code of the caller's draft: replaces its data. */
export const saveDraftBody = v.object({
  code: v.optional(ticketCodeSchema),
  productId: productIdSchema,
  /** The step the customer is on (resuming opens it). */
  step: wizardStepSchema,
  data: draftDataSchema,
});

export const saveDraftData = v.object({
  code: v.string(),
  step: wizardStepSchema,
  policyVersion: v.number(),
  savedAt: v.string(),
  /** True when a new draft was asked for and the owner's open draft of the product is given instead. */
  resumed: v.optional(v.boolean()),
});

export const saveDraftEndpoint = endpoint({
  method: "POST",
  path: "/v1/ticket/create/draft",
  body: saveDraftBody,
  data: saveDraftData,
});

/** What the server holds about the identity and face steps of a draft. */
export const verificationSchema = v.object({
  documentType: v.nullable(v.picklist(DOCUMENT_TYPES)),
  frontAccepted: v.boolean(),
  backAccepted: v.boolean(),
  /** Null until a selfie was accepted; 'manualReview' when the comparison was delegated. */
  face: v.nullable(v.picklist(["matched", "manualReview"])),
});
export type Verification = v.InferOutput<typeof verificationSchema>;

export const ticketStatusSchema = v.picklist(TICKET_STATUSES);

/** The generated contract: fetch it (with the same credentials) from /api/v1/downloadFile/{name}/{type}. */
export const contractFileSchema = v.object({ name: v.string(), type: v.literal("pdf"), url: v.string() });
export type ContractFile = v.InferOutput<typeof contractFileSchema>;

export const draftSchema = v.object({
  code: v.string(),
  productId: v.number(),
  step: wizardStepSchema,
  status: ticketStatusSchema,
  data: draftDataSchema,
  policyVersion: v.number(),
  /** The product's policy changed since the draft was made: show product_policy_updated. */
  productChanged: v.boolean(),
  verification: verificationSchema,
  /** The generated contract of a ticket waiting for (or past) its confirmation; null before the OTP step. */
  contract: v.nullable(contractFileSchema),
  updatedAt: v.string(),
});
export type Draft = v.InferOutput<typeof draftSchema>;

/** Resume a draft (or reload a ticket in progress). SPEC.md gives POST. */
export const getDraftEndpoint = endpoint({ method: "POST", path: "/v1/ticket-draft/{code}", data: draftSchema });

/** Deletes the draft and its uploaded images. Only drafts (a submitted ticket answers 232). */
export const deleteDraftEndpoint = endpoint({
  method: "GET",
  path: "/v1/ticket/delete-draft/{code}",
  data: v.null(),
});

/** {id} is the draft's code. 200 { changed: false }; 230 when the policy changed (the draft is deleted). */
export const checkUpdateProductEndpoint = endpoint({
  method: "POST",
  path: "/v1/ticket/checkUpdateProduct/{id}",
  data: v.object({ changed: v.boolean(), policyVersion: v.number() }),
});

// --- Ticket: create (sends the OTP), verify the OTP, resend ---

/**
 * Turns the draft {code} into a ticket: identity as confirmed on the form (for a CCCD it must equal
 * what the card's QR gave, and the national ID known from the funnel or the account: else 200 with
 * code 240 and documentCode '023', see src/contract/ekyc.ts), the details, amount and term of the
 * product. Sends an OTP to the owner's phone (the funnel ticket's phone, or the account's).
 */
export const createTicketBody = v.object({
  code: ticketCodeSchema,
  amount: v.pipe(v.number(t("invalid_field", { field: "amount" })), v.integer()),
  term: v.pipe(v.number(t("invalid_field", { field: "term" })), v.integer()),
  identity: identitySchema,
  details: detailsSchema,
});

export const otpSentData = v.object({
  ticketCode: v.string(),
  transactionId: v.string(),
  /** The phone the code went to, masked (only the last two digits visible). */
  phoneMasked: v.string(),
  numberOfRemainOtp: v.number(),
});

export const createTicketEndpoint = endpoint({
  method: "POST",
  path: "/v1/ticket/create",
  body: createTicketBody,
  data: otpSentData,
});

export const ticketVerifyOtpBody = v.object({
  otp: otpSchema,
  transactionId: transactionIdSchema,
  type: v.optional(v.literal("ticketConfirm"), "ticketConfirm"),
});

/** 200: the ticket waits for the contract confirmation; 205 wrong code { attemptsLeft }; 203; 206. */
export const ticketVerifyOtpEndpoint = endpoint({
  method: "POST",
  path: "/v1/ticket/{ticketCode}/verifyotp",
  body: ticketVerifyOtpBody,
  data: v.object({ ticketCode: v.string(), contract: contractFileSchema }),
});

export const ticketResendOtpEndpoint = endpoint({
  method: "POST",
  path: "/v1/ticket/{ticketCode}/resentotp",
  body: v.object({ transactionId: transactionIdSchema }),
  data: v.object({ transactionId: v.string(), numberOfRemainOtp: v.number() }),
});

// --- Contract ---

/** The contract PDF (application/pdf). {name} and {type} as contractFileSchema gives them. */
export const downloadFileEndpoint = endpoint({
  method: "GET",
  path: "/v1/downloadFile/{name}/{type}",
  data: v.null(),
});

export const confirmTicketBody = v.object({
  email: contractEmailSchema,
  agree: v.literal(true, t("contract_agree_required")),
});

/** 200: submitted; message loan_success with the loan code. The contract is (notionally) e-mailed. */
export const confirmTicketEndpoint = endpoint({
  method: "POST",
  path: "/v1/ticket/{code}/confirm",
  body: confirmTicketBody,
  data: v.object({ ticketCode: v.string(), loanCode: v.string(), status: ticketStatusSchema }),
});

// --- The caller's tickets (records and resume links) ---

export const ticketSummarySchema = v.object({
  code: v.string(),
  productId: v.number(),
  productName: v.string(),
  partnerName: v.string(),
  amount: v.nullable(v.number()),
  term: v.nullable(v.number()),
  status: ticketStatusSchema,
  /** The status in Vietnamese (ticket_status_*). */
  statusText: v.string(),
  step: wizardStepSchema,
  /** Set once submitted. */
  loanCode: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
  /** Where the submitted application stands with its partner (issue 17); null before it is queued. */
  partnerStatus: v.optional(v.nullable(partnerStatusSchema)),
  /** A person's comparison of the images (issue 31): waiting, approved or refused; null when none was needed. */
  review: v.optional(v.nullable(v.picklist(["pending", "approved", "refused"]))),
});
export type TicketSummary = v.InferOutput<typeof ticketSummarySchema>;

/** Newest first: the caller's drafts (resume links) and tickets with their status. */
export const myTicketsEndpoint = endpoint({
  method: "GET",
  path: "/v1/ticket/mine",
  data: v.array(ticketSummarySchema),
});
