import * as v from "valibot";
import { t } from "../i18n/t";
import { endpoint } from "./endpoint";

/** The audit log as compliance reads it (docs/decisions/021-back-office.md): filtered, paged on the server. */

const day = v.pipe(v.string(), v.isoDate());
const wholeNumber = (min: number, max: number) =>
  v.pipe(v.string(), v.regex(/^\d{1,7}$/), v.transform(Number), v.minValue(min), v.maxValue(max));

export const auditQuerySchema = v.object({
  /** Part of the staff member's email. */
  who: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120))),
  /** An action name or its start ("staff." for every staff action). */
  action: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60))),
  /** First and last day (yyyy-mm-dd, UTC), both included. */
  from: v.optional(day),
  to: v.optional(day),
  page: v.optional(wholeNumber(1, 1_000_000), "1"),
  pageSize: v.optional(wholeNumber(1, 100), "25"),
});
export type AuditQuery = v.InferOutput<typeof auditQuerySchema>;

export const auditRowSchema = v.object({
  id: v.string(),
  at: v.string(),
  staffEmail: v.string(),
  role: v.string(),
  action: v.string(),
  target: v.nullable(v.string()),
  before: v.unknown(),
  after: v.unknown(),
  reason: v.nullable(v.string()),
});
export type AuditRow = v.InferOutput<typeof auditRowSchema>;

export const auditListEndpoint = endpoint({
  method: "GET",
  path: "/quan-tri/audit",
  query: auditQuerySchema,
  data: v.object({ rows: v.array(auditRowSchema), total: v.number(), page: v.number(), pageSize: v.number() }),
});

/** "Xem đầy đủ": personal data shown in full is an action of its own, with a reason, written to the log. */
export const revealEndpoint = endpoint({
  method: "POST",
  path: "/quan-tri/reveal",
  body: v.object({
    subject: v.picklist(["lead"]),
    code: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9-]{4,40}$/, t("staff_subject_not_found"))),
    reason: v.pipe(
      v.string(t("staff_reason_invalid")),
      v.trim(),
      v.minLength(5, t("staff_reason_invalid")),
      v.maxLength(300, t("staff_reason_invalid")),
    ),
  }),
  data: v.object({
    fullName: v.nullable(v.string()),
    phone: v.nullable(v.string()),
    nationalId: v.nullable(v.string()),
  }),
});

/** The operator's list of leads, personal data masked. */
export const leadListEndpoint = endpoint({
  method: "GET",
  path: "/quan-tri/leads",
  query: v.object({ page: v.optional(wholeNumber(1, 1_000_000), "1") }),
  data: v.object({
    rows: v.array(
      v.object({
        code: v.string(),
        phone: v.string(),
        fullName: v.string(),
        status: v.string(),
        createdAt: v.string(),
      }),
    ),
    total: v.number(),
  }),
});
