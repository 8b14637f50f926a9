import { sql } from "kysely";
import type { SearchRow } from "../../../src/contract/operator";
import { maskPhone } from "../../../src/domain/format";
import { maskName } from "../../../src/domain/mask-name";
import type { Deps } from "../../deps";

/**
 * The operator's search over leads (loan_tickets, LN…) and loan applications (HS…): by a code or its
 * start, a phone number or a national ID. Masked in the answer; POST /quan-tri/reveal shows a lead in full.
 */

const PAGE = 25;
export const maskNationalId = (id: string) => (id.length <= 4 ? id : `${"*".repeat(id.length - 4)}${id.slice(-4)}`);

interface Found {
  kind: "lead" | "application";
  code: string;
  phone: string;
  full_name: string | null;
  national_id: string | null;
  status: string;
  created_at: Date | string;
}

export async function searchRecords(
  deps: Deps,
  q: string,
  page: number,
): Promise<{ rows: SearchRow[]; total: number }> {
  const term = q.trim().toUpperCase();
  const digits = /^\+?84\d{9}$/.test(term) ? `0${term.replace(/^\+?84/, "")}` : term;
  // Empty: the newest of both; else an exact phone or national ID, or a code starting with the term.
  const where =
    term === ""
      ? sql`TRUE`
      : sql`(code LIKE ${`${term.replace(/[%_\\]/g, "")}%`} OR phone = ${digits} OR national_id = ${digits})`;
  const union = sql<Found>`
    SELECT * FROM (
      SELECT 'lead' AS kind, code, phone, full_name, national_id,
             CASE WHEN verified_at IS NULL THEN 'unverified' ELSE 'verified' END AS status, created_at
        FROM loan_tickets
      UNION ALL
      SELECT 'application' AS kind, code, phone, identity->>'fullName' AS full_name,
             COALESCE(identity->>'idNumber', expected_national_id) AS national_id, status, created_at
        FROM loan_applications
    ) AS records WHERE ${where}`;
  const db = deps.database.db;
  const total = await sql<{ n: string }>`SELECT count(*) AS n FROM (${union}) AS counted`.execute(db);
  const rows =
    await sql<Found>`${union} ORDER BY created_at DESC, code LIMIT ${PAGE} OFFSET ${(page - 1) * PAGE}`.execute(db);
  return {
    total: Number(total.rows[0]?.n ?? 0),
    rows: rows.rows.map((r) => ({
      kind: r.kind,
      code: r.code,
      phone: maskPhone(r.phone),
      fullName: r.full_name ? maskName(r.full_name) : "",
      nationalId: r.national_id ? maskNationalId(r.national_id) : "",
      status: r.status,
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}
