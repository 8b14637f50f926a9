import type { ColumnType, Generated } from "kysely";

export interface ContentDocumentsTable {
  kind: "site" | "partner";
  ref_id: number;
  title: string;
  summary: ColumnType<string, string | undefined, string>;
  /** JSON text on insert; parsed JSON (checked with the contract schema) on select. */
  sections: ColumnType<unknown, string, string>;
  /** Inserted as YYYY-MM-DD; read it back with to_char so no time zone gets involved. */
  effective_date: ColumnType<Date | string, string, string>;
  managed_by_seed: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface DataDeletionRequestsTable {
  id: Generated<number>;
  reference: string;
  /** Cleared once the request is carried out. */
  phone: string | null;
  phone_hash: string;
  status: ColumnType<"pending" | "completed", "pending" | "completed" | undefined, "pending" | "completed">;
  requested_at: ColumnType<Date, Date, never>;
  completed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Rows anonymised per table, as JSON text. */
  erased: ColumnType<unknown, string | null | undefined, string | null>;
}

/** Tables of the content feature. */
export interface ContentTables {
  content_documents: ContentDocumentsTable;
  data_deletion_requests: DataDeletionRequestsTable;
}
