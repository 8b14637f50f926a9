import type { ColumnType, Generated } from "kysely";

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string | null;
  full_name: ColumnType<string, string | undefined, string>;
  password_hash: string;
  session_version: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** Tables of the accounts feature. */
export interface AccountsTables {
  users: UsersTable;
}
