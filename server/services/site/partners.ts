import type { Kysely } from "kysely";
import { partnerLogoUrl } from "../../../src/contract/bo-partners";
import type { SitePartner } from "../../../src/contract/site";
import type { DB } from "../../db/schema";
import { versionedCache } from "../content/versioned-cache";

/**
 * Active partners in display order, with their registered name, lending licence and logo (/doi-tac).
 * Served from memory and reread within a second of any change to partners or partner_logos on any
 * server (content_version, migration 0037), as the news is; an editor's change here shows at once.
 */
const shown = versionedCache<SitePartner[]>(async (db) => {
  const rows = await db
    .selectFrom("partners")
    .leftJoin("partner_logos", "partner_logos.partner_id", "partners.id")
    .select([
      "partners.name",
      "partners.legal_name",
      "partners.licence",
      "partners.sample",
      "partner_logos.sha256",
      "partner_logos.mime_type",
    ])
    .where("partners.active", "=", true)
    .orderBy("partners.position")
    .orderBy("partners.id")
    .execute();
  return rows.map((row) => ({
    name: row.name,
    legalName: row.legal_name || row.name,
    licence: row.licence,
    sample: row.sample,
    logoUrl: row.sha256 && row.mime_type ? partnerLogoUrl(row.sha256, row.mime_type) : null,
  }));
});

export const listSitePartners = (db: Kysely<DB>, now: Date): Promise<SitePartner[]> => shown.get(db, now);

/** An editor changed a partner on this server: the next read shows it. */
export const invalidateSitePartners = (db: Kysely<DB>): void => shown.invalidate(db);
