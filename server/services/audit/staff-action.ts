import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema";
import type { Deps } from "../../deps";

/**
 * Every staff action goes through here (docs/decisions/021-back-office.md): the change and its row
 * in the append-only audit_log are written in one transaction, so no change lands without its row.
 * The change answers its value and, when it changed something, what the record was before and after.
 */

export interface AuditActorRef {
  staffId: number | null;
  email: string;
  role: string;
  ip: string | null;
}

export interface AuditedChange<T> {
  value: T;
  /** Absent: nothing changed (refused, not found), no row is written. */
  audit?: { before: unknown; after: unknown; target?: string };
}

export interface ActionName {
  action: string;
  target?: string;
  reason?: string;
}

export async function staffAction<T>(
  deps: Pick<Deps, "database" | "clock">,
  actor: AuditActorRef,
  what: ActionName,
  change: (trx: Transaction<DB>) => Promise<AuditedChange<T>>,
): Promise<T> {
  return deps.database.db.transaction().execute(async (trx) => {
    const done = await change(trx);
    if (done.audit) {
      await writeAudit(trx, deps.clock.now(), actor, {
        ...what,
        target: done.audit.target ?? what.target,
        before: done.audit.before,
        after: done.audit.after,
      });
    }
    return done.value;
  });
}

/** One row of the log (for actions that are not a change of a record: a sign-in, a reveal). */
export async function writeAudit(
  db: Kysely<DB>,
  at: Date,
  actor: AuditActorRef,
  entry: ActionName & { before?: unknown; after?: unknown },
): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      at,
      staff_id: actor.staffId,
      staff_email: actor.email,
      role: actor.role,
      action: entry.action,
      target: entry.target ?? null,
      before: entry.before === undefined || entry.before === null ? null : JSON.stringify(entry.before),
      after: entry.after === undefined || entry.after === null ? null : JSON.stringify(entry.after),
      reason: entry.reason ?? null,
      ip: actor.ip,
    })
    .execute();
}
