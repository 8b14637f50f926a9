import { DELETION_DEADLINE_HOURS, type DeletionQueueRow } from "../../../src/contract/staff-compliance";
import { maskPhone } from "../../../src/domain/format";
import type { Deps } from "../../deps";
import { staffAction } from "../audit/staff-action";
import { carryOutDeletionIn } from "../content/deletion-requests";
import type { ErasedCounts } from "../content/erase-person";
import type { StaffActor } from "../staff/actor";

/**
 * Compliance's queue of data-deletion requests (issue 31): each with its legal deadline
 * (DELETION_DEADLINE_HOURS after the request, docs/decisions/022-deletion-deadline.md), and their
 * completion from the screen, which runs the same erase as `npm run privacy:erase` and writes the
 * audit row (before, after) in the erase's transaction.
 */

const PAGE = 25;
const HOUR_MS = 3_600_000;

export const deadlineOf = (requestedAt: Date): Date =>
  new Date(requestedAt.getTime() + DELETION_DEADLINE_HOURS * HOUR_MS);

const countsOf = (value: unknown): ErasedCounts | null =>
  value === null || value === undefined
    ? null
    : ((typeof value === "string" ? JSON.parse(value) : value) as ErasedCounts);

export async function listDeletionQueue(
  deps: Deps,
  query: { status: "pending" | "completed"; page: number },
): Promise<{ rows: DeletionQueueRow[]; total: number }> {
  const db = deps.database.db;
  const base = db.selectFrom("data_deletion_requests").where("status", "=", query.status);
  const total = await base.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow();
  const rows = await base
    .select(["reference", "phone", "status", "requested_at", "completed_at", "erased"])
    .orderBy(query.status === "pending" ? "requested_at" : "completed_at", query.status === "pending" ? "asc" : "desc")
    .orderBy("id")
    .limit(PAGE)
    .offset((query.page - 1) * PAGE)
    .execute();
  return {
    total: Number(total.n),
    rows: rows.map((r) => {
      const requestedAt = new Date(r.requested_at);
      return {
        reference: r.reference,
        phone: r.phone ? maskPhone(r.phone) : null,
        status: r.status === "completed" ? "completed" : "pending",
        requestedAt: requestedAt.toISOString(),
        deadlineAt: deadlineOf(requestedAt).toISOString(),
        completedAt: r.completed_at ? new Date(r.completed_at).toISOString() : null,
        erased: countsOf(r.erased),
      };
    }),
  };
}

export type Completed =
  | { kind: "ok"; completedAt: Date; deadlineAt: Date; inTime: boolean; erased: ErasedCounts }
  | { kind: "not-found" }
  | { kind: "already" };

/** Completes a pending request: the erase and its audit row, in one transaction. */
export async function completeDeletion(deps: Deps, actor: StaffActor, reference: string): Promise<Completed> {
  const now = deps.clock.now();
  return staffAction<Completed>(
    deps,
    actor,
    { action: "deletion-request.complete", target: `deletion:${reference}` },
    async (trx) => {
      const before = await trx
        .selectFrom("data_deletion_requests")
        .select(["phone", "status", "requested_at"])
        .where("reference", "=", reference)
        .executeTakeFirst();
      if (!before) return { value: { kind: "not-found" } as const };
      const outcome = await carryOutDeletionIn(trx, reference, now, deps.config.ekyc.uploadDir);
      if (outcome.kind === "unknown") return { value: { kind: "not-found" } as const };
      if (outcome.kind === "already") return { value: { kind: "already" } as const };
      const requestedAt = new Date(before.requested_at);
      const deadlineAt = deadlineOf(requestedAt);
      const inTime = now.getTime() <= deadlineAt.getTime();
      return {
        value: { kind: "ok", completedAt: now, deadlineAt, inTime, erased: outcome.erased } as const,
        audit: {
          // The log names the phone masked only: it must not keep what the erase removed.
          before: {
            status: before.status,
            phone: before.phone ? maskPhone(before.phone) : null,
            requestedAt: requestedAt.toISOString(),
            deadlineAt: deadlineAt.toISOString(),
          },
          after: { status: "completed", phone: null, completedAt: now.toISOString(), inTime, erased: outcome.erased },
        },
      };
    },
  );
}
