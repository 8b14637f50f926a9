import { sql } from "kysely";
import * as v from "valibot";
import { type TermDocument, termSectionSchema } from "../../../src/contract/content";
import type { Database } from "../../db/connect";

export type DocumentKind = "site" | "partner";

const sectionsSchema = v.array(termSectionSchema);

/** A document stored with sections that do not match the contract (a bad manual edit). */
export class BrokenDocumentError extends Error {
  constructor(kind: DocumentKind, refId: number) {
    super(`content document ${kind}/${refId} has sections that do not match the contract`);
    this.name = "BrokenDocumentError";
  }
}

/** One document of the content_documents table, or null when there is none with that id. */
export async function findDocument(
  database: Database,
  kind: DocumentKind,
  refId: number,
): Promise<TermDocument | null> {
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

/** When each document last took effect, for the sitemap's lastmod. */
export async function documentDates(database: Database): Promise<Map<string, string>> {
  const rows = await database.db
    .selectFrom("content_documents")
    .select(["kind", "ref_id", sql<string>`to_char(effective_date, 'YYYY-MM-DD')`.as("effective")])
    .execute();
  return new Map(rows.map((row) => [`${row.kind}/${row.ref_id}`, row.effective]));
}
