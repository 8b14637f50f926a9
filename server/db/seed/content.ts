import { sql } from "kysely";
import type { Database } from "../connect";
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
    if (doc.kind === "site") await seedVersion(database, doc);
  }
};

/**
 * Our own documents are served from their versions (migration 0038). The text here becomes the
 * first version, and a text changed here later becomes the next version (never an edit of one),
 * as long as no editor has saved a version of that document (from then on the editors own it) and
 * no operator took the document over by hand (managed_by_seed = false).
 */
async function seedVersion(database: Database, doc: SeedDocument): Promise<void> {
  const db = database.db;
  const versions = await db
    .selectFrom("legal_document_versions")
    .select(["version", "created_by", "withdrawn_at"])
    .where("kind", "=", doc.kind)
    .where("ref_id", "=", doc.refId)
    .orderBy("version", "desc")
    .execute();
  if (versions.some((row) => row.created_by !== null)) return;
  // A document an operator took over by hand (content_documents.managed_by_seed) keeps its text.
  const managed = await db
    .selectFrom("content_documents")
    .select("managed_by_seed")
    .where("kind", "=", doc.kind)
    .where("ref_id", "=", doc.refId)
    .executeTakeFirst();
  if (versions.length > 0 && managed?.managed_by_seed === false) return;
  const newest = versions.find((row) => row.withdrawn_at === null);
  if (newest) {
    const same = await db
      .selectFrom("legal_document_versions")
      .select("version")
      .where("kind", "=", doc.kind)
      .where("ref_id", "=", doc.refId)
      .where("version", "=", newest.version)
      .where(
        sql<boolean>`(title, summary, sections, effective_date)
          IS NOT DISTINCT FROM (${doc.title}, ${doc.summary}, ${JSON.stringify(doc.sections)}::jsonb, ${doc.effectiveDate}::date)`,
      )
      .executeTakeFirst();
    if (same) return;
  }
  await db
    .insertInto("legal_document_versions")
    .values({
      kind: doc.kind,
      ref_id: doc.refId,
      version: (versions[0]?.version ?? 0) + 1,
      title: doc.title,
      summary: doc.summary,
      sections: JSON.stringify(doc.sections),
      effective_date: doc.effectiveDate,
      created_by: null,
      created_at: new Date(),
    })
    // Several servers may start at once: the first one's insert stands.
    .onConflict((oc) => oc.columns(["kind", "ref_id", "version"]).doNothing())
    .execute();
}
