import type { AuditQuery, AuditRow } from "../../../src/contract/audit";
import type { Deps } from "../../deps";

/** The audit log for compliance: filtered by who, action and days (UTC), newest first, paged. */
export async function listAudit(deps: Deps, query: AuditQuery): Promise<{ rows: AuditRow[]; total: number }> {
  let q = deps.database.db.selectFrom("audit_log");
  if (query.who) q = q.where("staff_email", "ilike", `%${escapeLike(query.who)}%`);
  if (query.action) q = q.where("action", "like", `${escapeLike(query.action)}%`);
  if (query.from) q = q.where("at", ">=", new Date(`${query.from}T00:00:00.000Z`));
  if (query.to) q = q.where("at", "<", new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + 86_400_000));
  const total = await q.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow();
  const rows = await q
    .selectAll()
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return {
    total: Number(total.n),
    rows: rows.map((r) => ({
      id: String(r.id),
      at: r.at.toISOString(),
      staffEmail: r.staff_email,
      role: r.role,
      action: r.action,
      target: r.target,
      before: r.before ?? null,
      after: r.after ?? null,
      reason: r.reason,
    })),
  };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
