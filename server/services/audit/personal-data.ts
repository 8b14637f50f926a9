import { maskPhone } from "../../../src/domain/format";
import { maskName } from "../../../src/domain/mask-name";
import type { Deps } from "../../deps";
import type { StaffActor } from "../staff/actor";
import { writeAudit } from "./staff-action";

/**
 * Personal data in the back-office: masked in every list; shown in full only by an action of its
 * own, with a reason, written to the audit log (docs/decisions/021-back-office.md).
 */

const LEADS_PAGE = 25;

export async function listLeadsMasked(deps: Deps, page: number) {
  const db = deps.database.db;
  const total = await db
    .selectFrom("loan_tickets")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom("loan_tickets")
    .select(["code", "phone", "full_name", "verified_at", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("code")
    .limit(LEADS_PAGE)
    .offset((page - 1) * LEADS_PAGE)
    .execute();
  return {
    total: Number(total.n),
    rows: rows.map((r) => ({
      code: r.code,
      phone: maskPhone(r.phone),
      fullName: r.full_name ? maskName(r.full_name) : "",
      status: r.verified_at ? "verified" : "unverified",
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}

export type Revealed =
  | { kind: "ok"; fullName: string | null; phone: string | null; nationalId: string | null }
  | { kind: "not-found" };

export async function revealLead(deps: Deps, actor: StaffActor, code: string, reason: string): Promise<Revealed> {
  const db = deps.database.db;
  const row = await db
    .selectFrom("loan_tickets")
    .select(["code", "phone", "full_name", "national_id"])
    .where("code", "=", code)
    .executeTakeFirst();
  if (!row) return { kind: "not-found" };
  // The log names what was seen, not the values themselves: the log must not become a copy of them.
  await writeAudit(db, deps.clock.now(), actor, {
    action: "personal-data.reveal",
    target: `lead:${row.code}`,
    reason,
    after: { fields: ["fullName", "phone", "nationalId"] },
  });
  return { kind: "ok", fullName: row.full_name, phone: row.phone, nationalId: row.national_id };
}
