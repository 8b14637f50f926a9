import { sql } from "kysely";
import type { ConsentVersionRow } from "../../../src/contract/staff-compliance";
import type { Deps } from "../../deps";

/**
 * Consent records counted by purpose and by the version of the text accepted (consents.terms_version),
 * with how many were withdrawn since. Counts and dates only: no personal data.
 */
export async function listConsentVersions(deps: Deps): Promise<ConsentVersionRow[]> {
  const rows = await deps.database.db
    .selectFrom("consents as c")
    .leftJoin("consent_withdrawals as w", (join) => join.on(sql<boolean>`w.consent_ref = 'consent:' || c.id`))
    .select((eb) => [
      "c.purpose",
      "c.terms_version",
      eb.fn.countAll<string>().as("n"),
      eb.fn.count<string>("w.id").as("withdrawn"),
      eb.fn.min("c.agreed_at").as("first_at"),
      eb.fn.max("c.agreed_at").as("last_at"),
    ])
    .groupBy(["c.purpose", "c.terms_version"])
    .orderBy("c.purpose")
    .orderBy("c.terms_version", "desc")
    .execute();
  return rows.map((r) => ({
    purpose: r.purpose,
    termsVersion: r.terms_version,
    count: Number(r.n),
    withdrawn: Number(r.withdrawn),
    firstAt: new Date(r.first_at).toISOString(),
    lastAt: new Date(r.last_at).toISOString(),
  }));
}
