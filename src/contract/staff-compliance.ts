import * as v from "valibot";
import { t } from "../i18n/t";
import { endpoint } from "./endpoint";
import { phoneSchema } from "./fields";
import { myDataSchema } from "./my-data";

/**
 * Compliance's screens (issue 31): the queue of data-deletion requests with their legal deadline,
 * completing one from the screen, a data subject's export, and the consent records by version.
 */

/**
 * Hours from a request to its deadline: Nghị định 13/2023/NĐ-CP art. 16(5) gives 72 hours after
 * the request, and our privacy policy and the /yeu-cau-xoa-du-lieu page promise the same
 * (docs/decisions/022-deletion-deadline.md).
 */
export const DELETION_DEADLINE_HOURS = 72;

const wholeNumber = (min: number, max: number) =>
  v.pipe(v.string(), v.regex(/^\d{1,7}$/), v.transform(Number), v.minValue(min), v.maxValue(max));

export const erasedCountsSchema = v.object({
  leads: v.number(),
  tickets: v.number(),
  consents: v.number(),
  visits: v.number(),
  accounts: v.number(),
  codes: v.number(),
  messages: v.number(),
});

export const deletionQueueRowSchema = v.object({
  reference: v.string(),
  /** Masked (090****567); null once the request is completed (the phone is gone). */
  phone: v.nullable(v.string()),
  status: v.picklist(["pending", "completed"]),
  requestedAt: v.string(),
  deadlineAt: v.string(),
  completedAt: v.nullable(v.string()),
  erased: v.nullable(erasedCountsSchema),
});
export type DeletionQueueRow = v.InferOutput<typeof deletionQueueRowSchema>;

/** The queue: pending first, the nearest deadline first; or the completed ones, newest first. */
export const deletionQueueEndpoint = endpoint({
  method: "GET",
  path: "/quan-tri/deletion-requests",
  query: v.object({
    status: v.optional(v.picklist(["pending", "completed"]), "pending"),
    page: v.optional(wholeNumber(1, 1_000_000), "1"),
  }),
  data: v.object({ rows: v.array(deletionQueueRowSchema), total: v.number() }),
});

/** Runs the existing erase for one request; written to the audit log with before and after. */
export const deletionCompleteEndpoint = endpoint({
  method: "POST",
  path: "/quan-tri/deletion-requests/{reference}/complete",
  data: v.object({
    reference: v.string(),
    completedAt: v.string(),
    deadlineAt: v.string(),
    inTime: v.boolean(),
    erased: erasedCountsSchema,
  }),
});

const reasonSchema = v.pipe(
  v.string(t("staff_reason_invalid")),
  v.trim(),
  v.minLength(5, t("staff_reason_invalid")),
  v.maxLength(300, t("staff_reason_invalid")),
);

/** What we hold about a phone's owner, as "Dữ liệu của tôi" shows it; with a reason, logged. */
export const subjectExportEndpoint = endpoint({
  method: "POST",
  path: "/quan-tri/subject-export",
  body: v.object({ phone: phoneSchema, reason: reasonSchema }),
  data: myDataSchema,
});

export const consentVersionRowSchema = v.object({
  purpose: v.string(),
  termsVersion: v.string(),
  count: v.number(),
  withdrawn: v.number(),
  firstAt: v.string(),
  lastAt: v.string(),
});
export type ConsentVersionRow = v.InferOutput<typeof consentVersionRowSchema>;

/** Consent records counted by purpose and the version of the text accepted (no personal data). */
export const consentVersionsEndpoint = endpoint({
  method: "GET",
  path: "/quan-tri/consents",
  data: v.object({ rows: v.array(consentVersionRowSchema) }),
});
