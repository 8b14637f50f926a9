import * as v from "valibot";
import { t } from "../i18n/t";
import { endpoint } from "./endpoint";
import { partnerStatusSchema } from "./partner-status";

/**
 * Partner delivery (issue 17, docs/decisions/013-partners.md): what we send a partner, what it
 * calls back with, and what operators and customers see of it.
 */

export { PARTNER_STATUSES, type PartnerStatus, partnerStatusSchema } from "./partner-status";

/** The statuses a partner may report in a callback. */
export const CALLBACK_STATUSES = ["received", "approved", "declined", "needs_signing", "signed"] as const;

/**
 * Signed request and callback headers: HMAC-SHA256, hex, over the timestamp, method, path, the
 * normalised idempotency key and the body (server/services/partners/signing.ts, decision 013).
 */
export const PARTNER_HEADERS = {
  timestamp: "x-partner-timestamp",
  signature: "x-partner-signature",
  idempotencyKey: "idempotency-key",
} as const;

/** The lead as a partner receives it. */
export const partnerLeadSchema = v.object({
  idempotencyKey: v.string(),
  ticketCode: v.string(),
  fullName: v.string(),
  nationalId: v.string(),
  phone: v.string(),
  email: v.string(),
  birthYear: v.number(),
  gender: v.string(),
  city: v.string(),
  income: v.number(),
  amount: v.number(),
  term: v.number(),
  score: v.number(),
  createdAt: v.string(),
});
export type PartnerLead = v.InferOutput<typeof partnerLeadSchema>;

/** A confirmed loan-ticket application as a partner receives it. */
export const partnerApplicationSchema = v.object({
  idempotencyKey: v.string(),
  applicationCode: v.string(),
  loanCode: v.string(),
  productId: v.number(),
  fullName: v.string(),
  nationalId: v.string(),
  phone: v.string(),
  email: v.string(),
  amount: v.number(),
  term: v.number(),
  submittedAt: v.string(),
  /** Links to the application's documents (contract, ID images): GET {token}{id}, short-lived. */
  documents: v.optional(v.array(v.object({ kind: v.string(), url: v.string() })), []),
});
export type PartnerApplication = v.InferOutput<typeof partnerApplicationSchema>;

/** A partner's answer to a delivery: it holds the request (or already held it: duplicate). */
export const partnerAckSchema = v.object({
  ref: v.string(),
  status: v.picklist(["received"]),
  duplicate: v.optional(v.boolean(), false),
});
export type PartnerAck = v.InferOutput<typeof partnerAckSchema>;

/**
 * A partner's callback: the delivery it is about (our idempotency key), where it stands, and the
 * event's place in that delivery's history: `sequence` grows with every event the partner reports
 * for the delivery (a counter, or the event time in milliseconds). Only a newer event is applied.
 */
export const partnerCallbackSchema = v.object({
  deliveryKey: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  status: v.picklist(CALLBACK_STATUSES),
  sequence: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  ref: v.optional(v.pipe(v.string(), v.maxLength(200))),
  message: v.optional(v.pipe(v.string(), v.maxLength(500))),
});
export type PartnerCallback = v.InferOutput<typeof partnerCallbackSchema>;

/**
 * The envelope codes a callback is refused with besides the HTTP ones (HTTP 409 for both): the
 * event is older than one already applied, or its status cannot follow the delivery's status
 * (src/domain/partner-status-moves.ts). Nothing changes; the same callback gets the same answer.
 */
export const PARTNER_CALLBACK_CODE = { outOfOrder: 261, moveRefused: 262 } as const;

/** The partner's answer to an approval-status question. */
export const approvalStatusSchema = v.object({
  ref: v.string(),
  status: v.picklist(CALLBACK_STATUSES),
  message: v.optional(v.string()),
});
export type ApprovalStatus = v.InferOutput<typeof approvalStatusSchema>;

// --- Operators: the dead-letter list (staff: operator, session or API token) ---

export const deadDeliverySchema = v.object({
  id: v.number(),
  idempotencyKey: v.string(),
  kind: v.picklist(["lead", "application"]),
  subjectCode: v.string(),
  partnerId: v.number(),
  attempts: v.number(),
  lastError: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type DeadDelivery = v.InferOutput<typeof deadDeliverySchema>;

export const deadDeliveriesEndpoint = endpoint({
  method: "GET",
  path: "/admin/partners/dead",
  data: v.array(deadDeliverySchema),
});

/** Puts a failed delivery back in the queue (same idempotency key: the partner still sees it once). */
export const retryDeadDeliveryEndpoint = endpoint({
  method: "POST",
  path: "/admin/partners/dead/{id}/retry",
  data: v.object({ id: v.number(), status: partnerStatusSchema }),
});

// --- SPEC §7 loan-ticket calls that reach the partner (decision 013) ---

export const partnerStandingSchema = v.object({
  /** null: the application has not been handed to a partner yet. */
  status: v.nullable(partnerStatusSchema),
  ref: v.nullable(v.string()),
});

/** BIDV Tây Hồ's approval status of the caller's application {id} (its code). */
export const approveBidvTayHoEndpoint = endpoint({
  method: "POST",
  path: "/v1/ticket/getApproveBIDVTayHo/{id}",
  data: partnerStandingSchema,
});

export const smartCaConfirmBodySchema = v.object({
  otp: v.pipe(v.string(t("partner_sign_otp_invalid")), v.regex(/^\d{6}$/, t("partner_sign_otp_invalid"))),
  transactionId: v.pipe(
    v.string(t("partner_sign_transaction_invalid")),
    v.minLength(1, t("partner_sign_transaction_invalid")),
    v.maxLength(100, t("partner_sign_transaction_invalid")),
  ),
});

/** Confirms the remote contract signature (SmartCA) of the caller's application {id}. */
export const smartCaConfirmBidvTayHoEndpoint = endpoint({
  method: "POST",
  path: "/smartCA/confirmBIDVTayHo/{id}",
  body: smartCaConfirmBodySchema,
  data: v.object({ status: partnerStatusSchema }),
});

/** The partner's service availability for a product, before the wizard starts. */
export const checkLoadServiceEndpoint = endpoint({
  method: "POST",
  path: "/check/load/service",
  body: v.object({
    productId: v.pipe(
      v.number(t("partner_product_invalid")),
      v.integer(t("partner_product_invalid")),
      v.minValue(1, t("partner_product_invalid")),
    ),
  }),
  data: v.object({ available: v.boolean() }),
});

// --- The remaining SPEC §7 calls (decision 013, second round) ---

/** Why a partner refuses a document image (its rules); the customer sees the catalogue's text. */
export const DOCUMENT_RULE_REASONS = ["document_type", "age", "issue_date", "reported_lost"] as const;
export const documentRuleReasonSchema = v.picklist(DOCUMENT_RULE_REASONS);
export type DocumentRuleReason = v.InferOutput<typeof documentRuleReasonSchema>;

/** What we ask a partner about an accepted document image (the fields read from it). */
export const partnerDocumentCheckSchema = v.object({
  applicationCode: v.string(),
  productId: v.number(),
  side: v.picklist(["front", "back"]),
  documentType: v.string(),
  idNumber: v.string(),
  dateOfBirth: v.string(),
  issueDate: v.string(),
});
export type PartnerDocumentCheck = v.InferOutput<typeof partnerDocumentCheckSchema>;

/** A partner's verdict on a document, or on a subscriber (MobiFone's second step). */
export const partnerVerdictSchema = v.object({
  accepted: v.boolean(),
  reasons: v.optional(v.array(documentRuleReasonSchema), []),
});
export type PartnerVerdict = v.InferOutput<typeof partnerVerdictSchema>;

/** What MobiFone's second step sends the partner: the subscriber, the ID and the verified OTP transaction. */
export const partnerSubscriberCheckSchema = v.object({
  applicationCode: v.string(),
  phone: v.string(),
  nationalId: v.string(),
  transactionId: v.string(),
});
export type PartnerSubscriberCheck = v.InferOutput<typeof partnerSubscriberCheckSchema>;

/** A partner's answer to its service probe (check/load/service). */
export const partnerServiceSchema = v.object({ available: v.boolean() });

const imageIdSchema = v.pipe(
  v.string(t("partner_rule_image_invalid")),
  v.regex(/^[a-f0-9]{32}$/, t("partner_rule_image_invalid")),
);
const applicationCodeSchema = v.pipe(
  v.string(t("partner_rule_code_invalid")),
  v.regex(/^HS[A-Z0-9]{10}$/, t("partner_rule_code_invalid")),
);

export const checkRuleBodySchema = v.object({ code: applicationCodeSchema, imageId: imageIdSchema });
/** accepted, or refused with the partner's reasons (Vietnamese texts of the catalogue). */
export const checkRuleDataSchema = v.object({ accepted: v.boolean(), reasons: v.array(v.string()) });

/** The partner's document rules on the accepted front image {imageId} of application {code}. */
export const checkRuleFrontEndpoint = endpoint({
  method: "POST",
  path: "/v1/checkRuleFront",
  body: checkRuleBodySchema,
  data: checkRuleDataSchema,
});

/** The partner's document rules on the accepted back image {imageId} of application {code}. */
export const checkRuleBackEndpoint = endpoint({
  method: "POST",
  path: "/v1/checkRuleBack",
  body: checkRuleBodySchema,
  data: checkRuleDataSchema,
});

/**
 * MobiFone's second step, after the ticket OTP is verified: a MobiFone subscriber's number is
 * checked against the applicant's ID by the partner. `checked` is false for other networks.
 */
export const mobifoneStep2Endpoint = endpoint({
  method: "POST",
  path: "/v1/ticket/{code}/mobifone-ticket/step2",
  body: v.object({
    transactionId: v.pipe(
      v.string(t("partner_step2_transaction_invalid")),
      v.minLength(1, t("partner_step2_transaction_invalid")),
      v.maxLength(100, t("partner_step2_transaction_invalid")),
    ),
  }),
  data: v.object({ accepted: v.boolean(), checked: v.boolean() }),
});

/**
 * GET {token}{id}: a document of an application, for the partner it was delivered to. The token
 * is the short-lived signed prefix we put in the application's document links.
 */
export const partnerFilePath = "/v1/partner-file/{token}/{id}";

export { demoHeadersEndpoint } from "./demo-headers";
