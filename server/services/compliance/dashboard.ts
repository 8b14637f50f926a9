import type { PartnerStatusRow } from "../../../src/contract/staff-dashboard";
import type { ReportRange } from "../../../src/contract/tracking";
import type { Deps } from "../../deps";
import { funnelReport, rangeInstants } from "../tracking/funnel-report";

/** The dashboard: the funnel report and the deliveries per partner, kind and status, over the same days. */
export async function dashboard(deps: Deps, range: ReportRange) {
  const db = deps.database.db;
  const { start, end } = rangeInstants(range);
  const rows = await db
    .selectFrom("partner_deliveries as d")
    .innerJoin("partners as p", "p.id", "d.partner_id")
    .select((eb) => ["p.name", "d.kind", "d.status", eb.fn.countAll<string>().as("n")])
    .where("d.created_at", ">=", start)
    .where("d.created_at", "<", end)
    .groupBy(["p.name", "d.kind", "d.status"])
    .orderBy("p.name")
    .orderBy("d.kind")
    .orderBy("d.status")
    .execute();
  const byPartner: PartnerStatusRow[] = rows.map((r) => ({
    partner: r.name,
    kind: r.kind === "application" ? "application" : "lead",
    status: r.status,
    count: Number(r.n),
  }));
  return { funnel: await funnelReport(db, range), byPartner };
}
