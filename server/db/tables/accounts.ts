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
  /** When a one-time code proved the phone (0007_accounts.sql); null for /auth/register accounts. */
  phone_verified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A validateToken of the password reset: only its SHA-256 (hex) is stored. */
export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: number;
  issued_at: ColumnType<Date, Date, never>;
  expires_at: ColumnType<Date, Date, never>;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Tables of the accounts feature. */
export interface AccountsTables {
  users: UsersTable;
  password_reset_tokens: PasswordResetTokensTable;
}
