import type { DeliveryRow } from "../../../src/contract/operator";
import type { Deps } from "../../deps";
import { staffAction } from "../audit/staff-action";
import { retryDead } from "../partners/operators";
import type { StaffActor } from "../staff/actor";

/**
 * Partner deliveries and dead letters on the operator's screen (issue 31). A retry is the service
 * `npm run partners:dead -- --retry <id>` reaches (services/partners/operators.ts retryDead): the
 * delivery goes back to the queue with its idempotency key. It is written to the audit log with the
 * row before and after, and the answer is the row as it is now (the outcome the screen shows).
 */

const PAGE = 25;

function rowsQuery(deps: Deps) {
  return deps.database.db
    .selectFrom("partner_deliveries as d")
    .innerJoin("partners as p", "p.id", "d.partner_id")
    .select([
      "d.id",
      "d.kind",
      "d.subject_code",
      "p.name as partner_name",
      "d.status",
      "d.attempts",
      "d.last_error",
      "d.updated_at",
    ]);
}

type Raw = Awaited<ReturnType<ReturnType<typeof rowsQuery>["executeTakeFirstOrThrow"]>>;

const toRow = (r: Raw): DeliveryRow => ({
  id: r.id,
  kind: r.kind,
  subjectCode: r.subject_code,
  partnerName: r.partner_name,
  status: r.status,
  attempts: r.attempts,
  lastError: r.last_error,
  updatedAt: new Date(r.updated_at).toISOString(),
});

export async function listDeliveries(
  deps: Deps,
  status: "all" | "failed",
  page: number,
): Promise<{ rows: DeliveryRow[]; total: number }> {
  const base = rowsQuery(deps);
  const query = status === "failed" ? base.where("d.status", "=", "failed") : base;
  const count = await deps.database.db
    .selectFrom("partner_deliveries")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .$if(status === "failed", (q) => q.where("status", "=", "failed"))
    .executeTakeFirstOrThrow();
  const rows = await query
    .orderBy("d.updated_at", "desc")
    .orderBy("d.id", "desc")
    .limit(PAGE)
    .offset((page - 1) * PAGE)
    .execute();
  return { rows: rows.map(toRow), total: Number(count.n) };
}

export type Retried = { kind: "ok"; row: DeliveryRow } | { kind: "not-failed" } | { kind: "not-found" };

export async function retryDelivery(deps: Deps, actor: StaffActor, id: number): Promise<Retried> {
  const before = await rowsQuery(deps).where("d.id", "=", id).executeTakeFirst();
  if (!before) return { kind: "not-found" };
  if (before.status !== "failed") return { kind: "not-failed" };
  const outcome = await retryDead(deps, id);
  if (outcome === "not_failed") return { kind: "not-failed" };
  const after = await rowsQuery(deps).where("d.id", "=", id).executeTakeFirstOrThrow();
  await staffAction(deps, actor, { action: "partner-delivery.retry", target: `delivery:${id}` }, async () => ({
    value: null,
    audit: {
      before: { status: before.status, attempts: before.attempts, lastError: before.last_error },
      after: { status: after.status, attempts: after.attempts, lastError: after.last_error },
    },
  }));
  return { kind: "ok", row: toRow(after) };
}
