import type { Kysely } from "kysely";
import { type PartnerAdminRow, type PartnerFacts, partnerLogoUrl } from "../../../src/contract/bo-partners";
import type { DB } from "../../db/schema";
import type { Deps } from "../../deps";
import { type AuditActorRef, staffAction } from "../audit/staff-action";
import { checkLogo } from "./partner-logos";
import { invalidateSitePartners } from "./partners";

/**
 * The editor's partner facts (issue 31): the registered name and licence /doi-tac shows, and the
 * logo. Each change and its audit row (before and after) are written in one transaction
 * (staffAction); the site shows it at once here and within a second on the other servers.
 */

type Db = Pick<Deps, "database" | "clock">;

export type PartnerChange =
  | { kind: "ok"; logoUrl: string | null }
  | { kind: "not-found" }
  | { kind: "empty" }
  | { kind: "too-large" }
  | { kind: "wrong-type" };

export async function listPartnerRows(db: Kysely<DB>): Promise<PartnerAdminRow[]> {
  const rows = await db
    .selectFrom("partners")
    .leftJoin("partner_logos", "partner_logos.partner_id", "partners.id")
    .select([
      "partners.id",
      "partners.name",
      "partners.legal_name",
      "partners.licence",
      "partners.active",
      "partners.sample",
      "partner_logos.sha256",
      "partner_logos.mime_type",
    ])
    .orderBy("partners.position")
    .orderBy("partners.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    legalName: row.legal_name,
    licence: row.licence,
    active: row.active,
    sample: row.sample,
    logoUrl: row.sha256 && row.mime_type ? partnerLogoUrl(row.sha256, row.mime_type) : null,
  }));
}

export async function updatePartnerFacts(deps: Db, actor: AuditActorRef, id: number, facts: PartnerFacts) {
  const target = `partner/${id}`;
  const result = await staffAction<PartnerChange>(deps, actor, { action: "partner.update", target }, async (trx) => {
    const before = await trx
      .selectFrom("partners")
      .select(["legal_name", "licence"])
      .where("id", "=", id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) return { value: { kind: "not-found" } };
    await trx
      .updateTable("partners")
      .set({ legal_name: facts.legalName, licence: facts.licence })
      .where("id", "=", id)
      .execute();
    return {
      value: { kind: "ok", logoUrl: null },
      audit: {
        before: { legalName: before.legal_name, licence: before.licence },
        after: { legalName: facts.legalName, licence: facts.licence },
      },
    };
  });
  invalidateSitePartners(deps.database.db);
  return result;
}

/** Replaces the partner's logo with `bytes` sent as `declared` (the request's Content-Type). */
export async function storePartnerLogo(
  deps: Db,
  actor: AuditActorRef,
  id: number,
  bytes: Uint8Array,
  declared: string,
) {
  const check = checkLogo(bytes, declared);
  if (check.kind !== "ok") return check;
  const now = deps.clock.now();
  const target = `partner/${id}`;
  const result = await staffAction<PartnerChange>(deps, actor, { action: "partner.logo", target }, async (trx) => {
    const partner = await trx.selectFrom("partners").select("id").where("id", "=", id).forUpdate().executeTakeFirst();
    if (!partner) return { value: { kind: "not-found" } };
    const before = await trx
      .selectFrom("partner_logos")
      .select(["mime_type", "sha256", (eb) => eb.fn<number>("octet_length", ["bytes"]).as("size")])
      .where("partner_id", "=", id)
      .executeTakeFirst();
    const values = { mime_type: check.type, bytes: Buffer.from(bytes), sha256: check.sha256, updated_at: now };
    await trx
      .insertInto("partner_logos")
      .values({ partner_id: id, ...values, updated_by: actor.staffId })
      .onConflict((oc) => oc.column("partner_id").doUpdateSet({ ...values, updated_by: actor.staffId }))
      .execute();
    const logoUrl = partnerLogoUrl(check.sha256, check.type);
    return {
      value: { kind: "ok", logoUrl },
      audit: {
        before: before ? { type: before.mime_type, sha256: before.sha256, bytes: Number(before.size) } : null,
        after: { type: check.type, sha256: check.sha256, bytes: bytes.length },
      },
    };
  });
  invalidateSitePartners(deps.database.db);
  return result;
}
