import * as v from "valibot";
import { t } from "../i18n/t";
import { endpoint } from "./endpoint";

/**
 * Partner delivery (issue 17, docs/decisions/013-partners.md): what we send a partner, what it
 * calls back with, and what operators and customers see of it.
 */

/**
 * Where a lead or application stands with its partner: queued (waiting in our queue), sent (the
 * partner acknowledged it), received (the partner's callback confirmed it), then approved,
 * declined, needs_signing (approved, the contract awaits a remote signature), signed, or failed
 * (every retry used up: in the operators' dead-letter list).
 */
export const PARTNER_STATUSES = [
  "queued",
  "sent",
  "received",
  "approved",
  "declined",
  "needs_signing",
  "signed",
  "failed",
] as const;
export const partnerStatusSchema = v.picklist(PARTNER_STATUSES);
export type PartnerStatus = v.InferOutput<typeof partnerStatusSchema>;

/** The statuses a partner may report in a callback. */
export const CALLBACK_STATUSES = ["received", "approved", "declined", "needs_signing", "signed"] as const;

/** Signed request and callback headers (HMAC-SHA256 over `${timestamp}.${body}`, hex). */
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
});
export type PartnerApplication = v.InferOutput<typeof partnerApplicationSchema>;

/** A partner's answer to a delivery: it holds the request (or already held it: duplicate). */
export const partnerAckSchema = v.object({
  ref: v.string(),
  status: v.picklist(["received"]),
  duplicate: v.optional(v.boolean(), false),
});
export type PartnerAck = v.InferOutput<typeof partnerAckSchema>;

/** A partner's callback: the delivery it is about (our idempotency key) and where it stands. */
export const partnerCallbackSchema = v.object({
  deliveryKey: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  status: v.picklist(CALLBACK_STATUSES),
  ref: v.optional(v.pipe(v.string(), v.maxLength(200))),
  message: v.optional(v.pipe(v.string(), v.maxLength(500))),
});
export type PartnerCallback = v.InferOutput<typeof partnerCallbackSchema>;

/** The partner's answer to an approval-status question. */
export const approvalStatusSchema = v.object({
  ref: v.string(),
  status: v.picklist(CALLBACK_STATUSES),
  message: v.optional(v.string()),
});
export type ApprovalStatus = v.InferOutput<typeof approvalStatusSchema>;

// --- Operators: the dead-letter list (ADMIN_TOKEN) ---

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
