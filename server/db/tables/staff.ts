import type { ColumnType, Generated } from "kysely";

/** The back-office's tables (0030_staff.sql, docs/decisions/021-back-office.md). */

export type StaffRoleColumn = "editor" | "operator" | "compliance" | "admin";
export type StaffStatusColumn = "invited" | "active" | "disabled";

export interface StaffTable {
  id: Generated<number>;
  email: string;
  full_name: string;
  role: StaffRoleColumn;
  status: StaffStatusColumn;
  totp_secret: string | null;
  totp_pending: string | null;
  totp_last_step: ColumnType<string | null, number | null, number | null>;
  totp_failures: Generated<number>;
  totp_locked_until: Date | null;
  created_at: ColumnType<Date, Date, never>;
  created_by: number | null;
}

export interface StaffInvitationsTable {
  token_hash: string;
  staff_id: number;
  created_at: ColumnType<Date, Date, never>;
  expires_at: ColumnType<Date, Date, never>;
  used_at: Date | null;
}

export interface StaffPasskeysTable {
  credential_id: string;
  staff_id: number;
  public_key: Uint8Array;
  counter: ColumnType<string, number, number>;
  transports: string;
  created_at: ColumnType<Date, Date, never>;
  last_used_at: Date | null;
}

export interface StaffChallengesTable {
  id: string;
  purpose: "register" | "sign-in";
  staff_id: number | null;
  challenge: string;
  expires_at: ColumnType<Date, Date, never>;
}

export interface StaffSessionsTable {
  token_hash: string;
  staff_id: number;
  method: "passkey" | "totp";
  created_at: ColumnType<Date, Date, never>;
  last_seen_at: Date;
  expires_at: ColumnType<Date, Date, never>;
}

export interface StaffApiTokensTable {
  id: Generated<number>;
  staff_id: number;
  name: string;
  token_hash: string;
  created_at: ColumnType<Date, Date, never>;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

export interface AuditLogTable {
  id: Generated<string>;
  at: ColumnType<Date, Date, never>;
  staff_id: number | null;
  staff_email: string;
  role: string;
  action: string;
  target: string | null;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  reason: string | null;
  ip: string | null;
}

export interface StaffTables {
  staff: StaffTable;
  staff_invitations: StaffInvitationsTable;
  staff_passkeys: StaffPasskeysTable;
  staff_challenges: StaffChallengesTable;
  staff_sessions: StaffSessionsTable;
  staff_api_tokens: StaffApiTokensTable;
  audit_log: AuditLogTable;
}
