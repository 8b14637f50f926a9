import type { Kysely } from "kysely";
import type { SitePartner } from "../../../src/contract/site";
import type { DB } from "../../db/schema";

/** Active partners in display order, with their registered name and lending licence (/doi-tac). */
export async function listSitePartners(db: Kysely<DB>): Promise<SitePartner[]> {
  const rows = await db
    .selectFrom("partners")
    .select(["name", "legal_name", "licence", "sample"])
    .where("active", "=", true)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    name: row.name,
    legalName: row.legal_name || row.name,
    licence: row.licence,
    sample: row.sample,
  }));
}
