import { sql } from "kysely";
import type { Seed } from "../seed";
import type { SeedDocument } from "./content/build";
import { privacyPolicy } from "./content/privacy-policy";
import { ruleBidv } from "./content/rule-bidv";
import { siteTerms } from "./content/site-terms";

/** Terms, privacy policy and partner terms: our real texts, so production gets them too. */
export const CONTENT_DOCUMENTS: readonly SeedDocument[] = [siteTerms, privacyPolicy, ruleBidv];

/**
 * Inserts every document, and updates a stored one when its text changed here, unless an operator
 * took it over (managed_by_seed = false). Running it twice changes nothing.
 */
export const seedContent: Seed = async (database) => {
  for (const doc of CONTENT_DOCUMENTS) {
    await database.db
      .insertInto("content_documents")
      .values({
        kind: doc.kind,
        ref_id: doc.refId,
        title: doc.title,
        summary: doc.summary,
        sections: JSON.stringify(doc.sections),
        effective_date: doc.effectiveDate,
      })
      .onConflict((oc) =>
        oc
          .columns(["kind", "ref_id"])
          .doUpdateSet((eb) => ({
            title: eb.ref("excluded.title"),
            summary: eb.ref("excluded.summary"),
            sections: eb.ref("excluded.sections"),
            effective_date: eb.ref("excluded.effective_date"),
            updated_at: sql<Date>`now()`,
          }))
          .where("content_documents.managed_by_seed", "=", true)
          .where(
            sql<boolean>`(content_documents.title, content_documents.summary, content_documents.sections, content_documents.effective_date)
              IS DISTINCT FROM (excluded.title, excluded.summary, excluded.sections, excluded.effective_date)`,
          ),
      )
      .execute();
  }
};
