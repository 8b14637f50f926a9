import * as v from "valibot";
import { t } from "../i18n/t";
import { endpoint } from "./endpoint";
import { partnerStatusSchema } from "./partner-status";

/**
 * The operator's back-office (issue 31): the manual-review queue, leads and applications with their
 * timeline, partner deliveries and dead letters. Personal data is masked in every answer here;
 * seeing it in full is POST /quan-tri/reveal (src/contract/audit.ts), an action of its own.
 */

const wholeNumber = (min: number, max: number) =>
  v.pipe(v.string(), v.regex(/^\d{1,7}$/), v.transform(Number), v.minValue(min), v.maxValue(max));

export const REVIEW_REASONS = ["offline_ekyc", "face_undecided"] as const;
export const reviewReasonSchema = v.picklist(REVIEW_REASONS);
export type ReviewReason = v.InferOutput<typeof reviewReasonSchema>;
export const REVIEW_DECISIONS = ["approved", "refused"] as const;
export const reviewDecisionSchema = v.picklist(REVIEW_DECISIONS);
export type ReviewDecision = v.InferOutput<typeof reviewDecisionSchema>;
export const IMAGE_KINDS = ["front", "back", "face"] as const;
export type ReviewImageKind = (typeof IMAGE_KINDS)[number];

export const reviewRowSchema = v.object({
  code: v.string(),
  reason: reviewReasonSchema,
  /** The application's status (draft, otpPending, contractPending, submitted). */
  status: v.string(),
  productName: v.string(),
  partnerName: v.string(),
  phone: v.string(),
  fullName: v.string(),
  heldSince: v.string(),
});
export type ReviewRow = v.InferOutput<typeof reviewRowSchema>;

/** The queue: applications held for a person, oldest first. */
export const reviewQueueEndpoint = endpoint({
  method: "GET",
  path: "/quan-tri/review",
  data: v.object({ rows: v.array(reviewRowSchema) }),
});

export const reviewCaseSchema = v.object({
  ...reviewRowSchema.entries,
  documentType: v.nullable(v.string()),
  /** Which images are stored: each is fetched from reviewImageEndpoint (staff only, never cached). */
  images: v.array(v.picklist(IMAGE_KINDS)),
  /** The server's own face measures, null where it could not measure. */
  scores: v.object({
    similarity: v.nullable(v.number()),
    antispoof: v.nullable(v.number()),
    liveness: v.nullable(v.number()),
  }),
  /** The ID number read from the card, masked. */
  cardId: v.nullable(v.string()),
  decision: v.nullable(v.object({ decision: reviewDecisionSchema, reason: v.string(), at: v.string() })),
});
export type ReviewCase = v.InferOutput<typeof reviewCaseSchema>;

/** One held application, to look at side by side. {id} is the application code. */
export const reviewCaseEndpoint = endpoint({
  method: "GET",
  path: "/quan-tri/review/{id}",
  data: reviewCaseSchema,
});

/** The bytes of one image of a case (Cache-Control: no-store), answered as the image itself. */
export const reviewImageEndpoint = endpoint({
  method: "GET",
  path: "/quan-tri/review/{id}/image",
  query: v.object({ kind: v.picklist(IMAGE_KINDS) }),
  data: v.null(),
});

export const reviewReasonTextSchema = v.pipe(
  v.string(t("staff_reason_invalid")),
  v.trim(),
  v.minLength(5, t("staff_reason_invalid")),
  v.maxLength(300, t("staff_reason_invalid")),
);

/**
 * Approve or refuse, with a reason. Approved: the hold is cleared and a submitted application goes to
 * its partner. Refused: the hold stays and nothing is sent; the applicant's records say so.
 */
export const reviewDecideEndpoint = endpoint({
  method: "POST",
  path: "/quan-tri/review/{id}/decision",
  body: v.object({ decision: reviewDecisionSchema, reason: reviewReasonTextSchema }),
  data: v.object({
    code: v.string(),
    decision: reviewDecisionSchema,
    /** queued: handed to the partner now; waiting: goes once the applicant submits; none: not sent. */
    delivery: v.picklist(["queued", "waiting", "none"]),
  }),
});

// --- Leads and applications, with their timeline ---

export const searchRowSchema = v.object({
  kind: v.picklist(["lead", "application"]),
  code: v.string(),
  phone: v.string(),
  fullName: v.string(),
  nationalId: v.string(),
  status: v.string(),
  createdAt: v.string(),
});
export type SearchRow = v.InferOutput<typeof searchRowSchema>;

/** By code (or its start), phone or national ID; masked rows, newest first, paged on the server. */
export const recordSearchEndpoint = endpoint({
  method: "GET",
  path: "/quan-tri/records",
  query: v.object({
    q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40)), ""),
    page: v.optional(wholeNumber(1, 1_000_000), "1"),
  }),
  data: v.object({ rows: v.array(searchRowSchema), total: v.number() }),
});

export const TIMELINE_KINDS = [
  "lead_created",
  "funnel_step",
  "otp_sent",
  "otp_verified",
  "scored",
  "lead_saved",
  "application_created",
  "face_checked",
  "review_held",
  "review_decided",
  "application_submitted",
  "delivery_recorded",
  "delivery_sent",
  "delivery_status",
  "staff_action",
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const timelineEventSchema = v.object({
  at: v.string(),
  kind: v.picklist(TIMELINE_KINDS),
  /** The facts of the event (a step number, a score and its points, a status), never personal data. */
  detail: v.string(),
});
export type TimelineEvent = v.InferOutput<typeof timelineEventSchema>;

/** Everything that happened to a lead (LN…) or application (HS…) and the ones linked to it, oldest first. */
export const recordTimelineEndpoint = endpoint({
  method: "GET",
  path: "/quan-tri/records/{id}/timeline",
  data: v.object({ code: v.string(), kind: v.picklist(["lead", "application"]), events: v.array(timelineEventSchema) }),
});

// --- Partner deliveries and dead letters ---

export const deliveryRowSchema = v.object({
  id: v.number(),
  kind: v.picklist(["lead", "application"]),
  subjectCode: v.string(),
  partnerName: v.string(),
  status: partnerStatusSchema,
  attempts: v.number(),
  lastError: v.nullable(v.string()),
  updatedAt: v.string(),
});
export type DeliveryRow = v.InferOutput<typeof deliveryRowSchema>;

export const deliveryListEndpoint = endpoint({
  method: "GET",
  path: "/quan-tri/deliveries",
  query: v.object({
    /** failed: the dead letters. */
    status: v.optional(v.picklist(["all", "failed"]), "failed"),
    page: v.optional(wholeNumber(1, 1_000_000), "1"),
  }),
  data: v.object({ rows: v.array(deliveryRowSchema), total: v.number() }),
});

/** A dead letter back in the queue with its idempotency key; the row as it is after. */
export const deliveryRetryEndpoint = endpoint({
  method: "POST",
  path: "/quan-tri/deliveries/{id}/retry",
  data: deliveryRowSchema,
});
