import { sql } from "kysely";
import * as v from "valibot";
import { type TermDocument, termSectionSchema } from "../../../src/contract/content";
import type { Database } from "../../db/connect";
import { siteDocumentDates, siteDocumentInEffect } from "./legal-versions";

export type DocumentKind = "site" | "partner";

const sectionsSchema = v.array(termSectionSchema);

/** A document stored with sections that do not match the contract (a bad manual edit). */
export class BrokenDocumentError extends Error {
  constructor(kind: DocumentKind, refId: number) {
    super(`content document ${kind}/${refId} has sections that do not match the contract`);
    this.name = "BrokenDocumentError";
  }
}

/**
 * One document as a visitor is served it at `now`, or null when there is none with that id: our own
 * documents (site) in the version in effect that day (legal-versions.ts), partners' terms from the
 * content_documents table.
 */
export async function findDocument(
  database: Database,
  kind: DocumentKind,
  refId: number,
  now: Date,
): Promise<TermDocument | null> {
  if (kind === "site") return siteDocumentInEffect(database.db, refId, now);
  const row = await database.db
    .selectFrom("content_documents")
    .select([
      "ref_id",
      "title",
      "summary",
      "sections",
      sql<string>`to_char(effective_date, 'YYYY-MM-DD')`.as("effective"),
    ])
    .where("kind", "=", kind)
    .where("ref_id", "=", refId)
    .executeTakeFirst();
  if (!row) return null;
  const raw = typeof row.sections === "string" ? (JSON.parse(row.sections) as unknown) : row.sections;
  const sections = v.safeParse(sectionsSchema, raw);
  if (!sections.success) throw new BrokenDocumentError(kind, refId);
  return {
    id: row.ref_id,
    title: row.title,
    summary: row.summary,
    effectiveDate: row.effective,
    sections: sections.output,
  };
}

/** When each document's text served at `now` took effect, for the sitemap's lastmod. */
export async function documentDates(database: Database, now: Date): Promise<Map<string, string>> {
  const rows = await database.db
    .selectFrom("content_documents")
    .select(["kind", "ref_id", sql<string>`to_char(effective_date, 'YYYY-MM-DD')`.as("effective")])
    .where("kind", "=", "partner")
    .execute();
  const dates = new Map(rows.map((row) => [`${row.kind}/${row.ref_id}`, row.effective]));
  for (const [key, day] of await siteDocumentDates(database.db, now)) dates.set(key, day);
  return dates;
}
