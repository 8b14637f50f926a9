import type { ColumnType } from "kysely";

/** A signed-in session (0013_sessions.sql): only the SHA-256 (hex) of the cookie's token is stored. */
export interface SessionsTable {
  token_hash: string;
  user_id: number;
  session_version: number;
  created_at: ColumnType<Date, Date, never>;
  expires_at: ColumnType<Date, Date, never>;
}

export interface SessionsTables {
  sessions: SessionsTable;
}
