import type { ReviewCase, ReviewDecision, ReviewImageKind, ReviewRow } from "../../../src/contract/operator";
import { maskPhone } from "../../../src/domain/format";
import { maskName } from "../../../src/domain/mask-name";
import type { Deps } from "../../deps";
import { staffAction } from "../audit/staff-action";
import { readStoredFile } from "../loan-ticket/file-store";
import { recordApplicationDelivery } from "../partners/deliveries";
import type { StaffActor } from "../staff/actor";

/**
 * The manual-review queue (issue 31): applications held by manual_review_reason (0025: the offline
 * eKYC provider passed them in production; 'face_undecided': the server could not compare the selfie)
 * that no operator has decided yet (0035). Approving clears the hold, and a submitted application is
 * recorded for its partner in the same transaction; refusing keeps the hold, so the partner never
 * receives it. Each decision is written to the audit log with the record before and after.
 */

const maskId = (id: string) => (id.length <= 4 ? id : `${"*".repeat(id.length - 4)}${id.slice(-4)}`);

function heldApplications(deps: Deps) {
  return deps.database.db
    .selectFrom("loan_applications as a")
    .innerJoin("financial_products as f", "f.id", "a.product_id")
    .where("a.manual_review_reason", "is not", null)
    .where("a.review_decision", "is", null);
}

type HeldRow = {
  code: string;
  manual_review_reason: "offline_ekyc" | "face_undecided" | null;
  status: string;
  product_name: string;
  partner_name: string;
  phone: string;
  identity: { fullName?: string } | null;
  qr_fields: { fullName?: string } | null;
  updated_at: Date | string;
};

function toRow(row: HeldRow): ReviewRow {
  const name = row.identity?.fullName ?? row.qr_fields?.fullName ?? "";
  return {
    code: row.code,
    reason: row.manual_review_reason ?? "face_undecided",
    status: row.status,
    productName: row.product_name,
    partnerName: row.partner_name,
    phone: maskPhone(row.phone),
    fullName: name ? maskName(name) : "",
    heldSince: new Date(row.updated_at).toISOString(),
  };
}

const COLUMNS = [
  "a.code",
  "a.manual_review_reason",
  "a.status",
  "f.name as product_name",
  "f.partner_name",
  "a.phone",
  "a.identity",
  "a.qr_fields",
  "a.updated_at",
] as const;

export async function reviewQueue(deps: Deps): Promise<ReviewRow[]> {
  const rows = await heldApplications(deps)
    .select(COLUMNS)
    .orderBy("a.updated_at")
    .orderBy("a.code")
    .limit(200)
    .execute();
  return rows.map(toRow);
}

export async function reviewCase(deps: Deps, code: string): Promise<ReviewCase | null> {
  const row = await deps.database.db
    .selectFrom("loan_applications as a")
    .innerJoin("financial_products as f", "f.id", "a.product_id")
    .select([
      ...COLUMNS,
      "a.document_type",
      "a.front_image_id",
      "a.back_image_id",
      "a.face_image_id",
      "a.face_scores",
      "a.review_decision",
      "a.review_reason",
      "a.reviewed_at",
    ])
    .where("a.code", "=", code)
    .where((eb) => eb.or([eb("a.manual_review_reason", "is not", null), eb("a.review_decision", "is not", null)]))
    .executeTakeFirst();
  if (!row) return null;
  const images: ReviewImageKind[] = [];
  if (row.front_image_id) images.push("front");
  if (row.back_image_id) images.push("back");
  if (row.face_image_id) images.push("face");
  const idNumber = (row.qr_fields as { idNumber?: string } | null)?.idNumber;
  return {
    ...toRow(row),
    documentType: row.document_type,
    images,
    scores: {
      similarity: row.face_scores?.similarity ?? null,
      antispoof: row.face_scores?.antispoof ?? null,
      liveness: row.face_scores?.liveness ?? null,
    },
    cardId: idNumber ? maskId(idNumber) : null,
    decision:
      row.review_decision && row.reviewed_at
        ? {
            decision: row.review_decision,
            reason: row.review_reason ?? "",
            at: new Date(row.reviewed_at).toISOString(),
          }
        : null,
  };
}

/** One image of a held (or decided) application, for a staff member's screen only. */
export async function reviewImage(
  deps: Deps,
  code: string,
  kind: ReviewImageKind,
): Promise<{ bytes: Uint8Array; mime: string } | null> {
  const row = await deps.database.db
    .selectFrom("loan_applications")
    .select(["front_image_id", "back_image_id", "face_image_id"])
    .where("code", "=", code)
    .where((eb) => eb.or([eb("manual_review_reason", "is not", null), eb("review_decision", "is not", null)]))
    .executeTakeFirst();
  const id = row ? { front: row.front_image_id, back: row.back_image_id, face: row.face_image_id }[kind] : null;
  if (!id) return null;
  const file = await readStoredFile(deps, code, id);
  return file ? { bytes: file.bytes, mime: file.mime } : null;
}

export type Decided =
  | {
      kind: "ok";
      code: string;
      decision: ReviewDecision;
      delivery: "queued" | "waiting" | "none";
      deliveryId: number | null;
    }
  | { kind: "not-found" }
  | { kind: "already-decided" };

export async function decideReview(
  deps: Deps,
  actor: StaffActor,
  code: string,
  decision: ReviewDecision,
  reason: string,
): Promise<Decided> {
  const now = deps.clock.now();
  const result = await staffAction(
    deps,
    actor,
    {
      action: `manual-review.${decision === "approved" ? "approve" : "refuse"}`,
      target: `application:${code}`,
      reason,
    },
    async (trx) => {
      // FOR UPDATE: two operators deciding the same case at once; the second finds it decided.
      const row = await trx
        .selectFrom("loan_applications")
        .select(["code", "status", "loan_code", "manual_review_reason", "review_decision", "face_outcome"])
        .where("code", "=", code)
        .forUpdate()
        .executeTakeFirst();
      if (!row || (row.manual_review_reason === null && row.review_decision === null))
        return { value: { kind: "not-found" } as Decided };
      if (row.review_decision !== null || row.manual_review_reason === null)
        return { value: { kind: "already-decided" } as Decided };
      const before = {
        manualReviewReason: row.manual_review_reason,
        reviewDecision: null,
        status: row.status,
        faceOutcome: row.face_outcome,
      };
      await trx
        .updateTable("loan_applications")
        .set({
          review_decision: decision,
          review_reason: reason,
          reviewed_at: now,
          reviewed_by: actor.staffId,
          ...(decision === "approved" ? { manual_review_reason: null } : {}),
        })
        .where("code", "=", code)
        .execute();
      const submitted = row.status === "submitted" && row.loan_code !== null;
      const deliveryId = decision === "approved" && submitted ? await recordApplicationDelivery(trx, code, now) : null;
      const delivery: "queued" | "waiting" | "none" =
        decision === "refused" ? "none" : submitted ? (deliveryId === null ? "none" : "queued") : "waiting";
      const after = {
        manualReviewReason: decision === "approved" ? null : row.manual_review_reason,
        reviewDecision: decision,
        status: row.status,
        faceOutcome: row.face_outcome,
        delivery,
      };
      return {
        value: { kind: "ok", code, decision, delivery, deliveryId } as Decided,
        audit: { before, after },
      };
    },
  );
  // The job of a recorded delivery is created after the commit (as the application flow does).
  if (result.kind === "ok" && result.deliveryId !== null && deps.partnerQueue) {
    await deps.partnerQueue.enqueue(result.deliveryId).catch((error: Error) => {
      deps.log.warn("partner enqueue failed; the sweep will retry", { code, error: error.message });
    });
  }
  return result;
}
