import { type Kysely, sql, type Transaction } from "kysely";
import type { DeadDelivery, PartnerStatus } from "../../../src/contract/partners";
import { statusesBefore } from "../../../src/domain/partner-status-moves";
import type { DB } from "../../db/schema";

/** The outbox rows of partner delivery (0014_partner_delivery.sql); queries only, no rules. */

export type DeliveryKind = "lead" | "application";

export function deliveryKey(kind: DeliveryKind, subjectCode: string): string {
  return `${kind}-${subjectCode}`;
}

/** Records a delivery to make, once per subject (a second call finds the row). Returns its id, or null when it already existed. */
export async function recordDelivery(
  db: Kysely<DB> | Transaction<DB>,
  input: { kind: DeliveryKind; subjectCode: string; partnerId: number; now: Date },
): Promise<number | null> {
  const row = await db
    .insertInto("partner_deliveries")
    .values({
      idempotency_key: deliveryKey(input.kind, input.subjectCode),
      kind: input.kind,
      subject_code: input.subjectCode,
      partner_id: input.partnerId,
      created_at: input.now,
      updated_at: input.now,
    })
    .onConflict((oc) => oc.column("idempotency_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id ?? null;
}

export function findDelivery(db: Kysely<DB>, id: number) {
  return db.selectFrom("partner_deliveries").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findDeliveryByKey(db: Kysely<DB>, key: string) {
  return db.selectFrom("partner_deliveries").selectAll().where("idempotency_key", "=", key).executeTakeFirst();
}

export async function setJob(db: Kysely<DB>, id: number, jobId: string): Promise<void> {
  await db.updateTable("partner_deliveries").set({ job_id: jobId }).where("id", "=", id).execute();
}

/** One more try started. */
export async function countAttempt(db: Kysely<DB>, id: number, now: Date): Promise<void> {
  await db
    .updateTable("partner_deliveries")
    .set({ attempts: sql`attempts + 1`, updated_at: now })
    .where("id", "=", id)
    .execute();
}

/** The partner holds it: queued (or failed, on a manual retry) becomes sent; later statuses stay. */
export async function markSent(db: Kysely<DB>, id: number, ref: string, now: Date): Promise<void> {
  await db
    .updateTable("partner_deliveries")
    .set({ status: "sent", partner_ref: ref, sent_at: now, last_error: null, updated_at: now })
    .where("id", "=", id)
    .where("status", "in", ["queued", "failed"])
    .execute();
}

export async function noteError(db: Kysely<DB>, id: number, error: string, failed: boolean, now: Date): Promise<void> {
  await db
    .updateTable("partner_deliveries")
    .set({ last_error: error.slice(0, 500), updated_at: now, ...(failed ? { status: "failed" as const } : {}) })
    .where("id", "=", id)
    .where("status", "in", ["queued", "failed"])
    .execute();
}

/**
 * Applies a status the partner answered (approval poll, signature confirmation) when the move is
 * allowed (src/domain/partner-status-moves.ts): a late or stale answer never undoes a decision.
 * Answers whether it was applied. Callbacks go through applyCallbackEvent (callback-events.ts).
 */
export async function applyPartnerStatus(
  db: Kysely<DB>,
  input: { partnerId: number; key: string; status: PartnerStatus; ref: string | null; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable("partner_deliveries")
    .set({
      status: input.status,
      updated_at: input.now,
      last_error: null,
      ...(input.ref ? { partner_ref: input.ref } : {}),
    })
    .where("idempotency_key", "=", input.key)
    .where("partner_id", "=", input.partnerId)
    .where("status", "in", statusesBefore(input.status))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Queued rows whose queue job was never created (the process stopped between commit and send). */
export async function queuedWithoutJob(db: Kysely<DB>, createdBefore: Date): Promise<number[]> {
  const rows = await db
    .selectFrom("partner_deliveries")
    .select("id")
    .where("status", "=", "queued")
    .where("job_id", "is", null)
    .where("created_at", "<", createdBefore)
    .orderBy("id")
    .limit(500)
    .execute();
  return rows.map((row) => row.id);
}

/** The dead-letter list: deliveries whose every retry failed, oldest first. */
export async function listFailed(db: Kysely<DB>): Promise<DeadDelivery[]> {
  const rows = await db
    .selectFrom("partner_deliveries")
    .selectAll()
    .where("status", "=", "failed")
    .orderBy("id")
    .limit(1000)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    idempotencyKey: row.idempotency_key,
    kind: row.kind,
    subjectCode: row.subject_code,
    partnerId: row.partner_id,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  }));
}

/** A failed delivery back to queued (for a new job); false when it is not failed. */
export async function requeueFailed(db: Kysely<DB>, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("partner_deliveries")
    .set({ status: "queued", job_id: null, updated_at: now })
    .where("id", "=", id)
    .where("status", "=", "failed")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The partner status of each subject (ticket or application code) that has a delivery. */
export async function statusesOf(db: Kysely<DB>, subjectCodes: readonly string[]): Promise<Map<string, PartnerStatus>> {
  if (subjectCodes.length === 0) return new Map();
  const rows = await db
    .selectFrom("partner_deliveries")
    .select(["subject_code", "status"])
    .where("subject_code", "in", subjectCodes)
    .execute();
  return new Map(rows.map((row) => [row.subject_code, row.status]));
}

/**
 * Records a delivery for every submitted loan-ticket application that has none yet (its partner is
 * the product's partner, by name). Answers the ids recorded. Run by the queue's sweep, so the
 * application flow needs no change to hand its confirmed applications over. An application held
 * for manual review (manual_review_reason, issue 30) waits until a reviewer clears the hold.
 */
export async function recordSubmittedApplications(db: Kysely<DB>, now: Date): Promise<number[]> {
  const rows = await sql<{ id: number }>`
    INSERT INTO partner_deliveries (idempotency_key, kind, subject_code, partner_id, created_at, updated_at)
    SELECT 'application-' || a.code, 'application', a.code, p.id, ${now}, ${now}
      FROM loan_applications a
      JOIN financial_products f ON f.id = a.product_id
      JOIN partners p ON p.name = f.partner_name
     WHERE a.status = 'submitted' AND a.loan_code IS NOT NULL
       AND a.manual_review_reason IS NULL
       AND NOT EXISTS (SELECT 1 FROM partner_deliveries d WHERE d.idempotency_key = 'application-' || a.code)
     LIMIT 500
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id`.execute(db);
  return rows.rows.map((row) => Number(row.id));
}

/**
 * Records the delivery of one submitted application to its product's partner (by name), inside the
 * transaction that submits it. Answers the delivery's id, or null (no active partner, recorded, or
 * held for manual review: the queue's sweep records it once the hold is cleared).
 */
export async function recordApplicationDelivery(
  db: Kysely<DB> | Transaction<DB>,
  code: string,
  now: Date,
): Promise<number | null> {
  const rows = await sql<{ id: number }>`
    INSERT INTO partner_deliveries (idempotency_key, kind, subject_code, partner_id, created_at, updated_at)
    SELECT 'application-' || a.code, 'application', a.code, p.id, ${now}, ${now}
      FROM loan_applications a
      JOIN financial_products f ON f.id = a.product_id
      JOIN partners p ON p.name = f.partner_name AND p.active
     WHERE a.code = ${code} AND a.manual_review_reason IS NULL
     LIMIT 1
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id`.execute(db);
  const id = rows.rows[0]?.id;
  return id === undefined ? null : Number(id);
}
