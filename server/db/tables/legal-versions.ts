import type { ColumnType, Generated } from "kysely";

/** A version of one of our legal texts (migration 0038): written once, withdrawn at most once. */
export interface LegalDocumentVersionsTable {
  id: Generated<number>;
  kind: "site" | "partner";
  ref_id: number;
  version: number;
  title: string;
  summary: string;
  /** JSON text on insert; parsed JSON (checked with the contract schema) on select. */
  sections: ColumnType<unknown, string, never>;
  /** Inserted as YYYY-MM-DD; read it back with to_char so no time zone gets involved. */
  effective_date: ColumnType<Date | string, string, never>;
  created_by: ColumnType<number | null, number | null, never>;
  created_at: ColumnType<Date, Date, never>;
  withdrawn_at: ColumnType<Date | null, never, Date>;
  withdrawn_by: ColumnType<number | null, never, number | null>;
}

export interface LegalVersionsTables {
  legal_document_versions: LegalDocumentVersionsTable;
}
