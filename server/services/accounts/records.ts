import type { Kysely } from "kysely";
import type { LoanRecord } from "../../../src/contract/accounts";
import type { DB } from "../../db/schema";
import { statusesOf } from "../partners/deliveries";
import { provenPhone } from "./proven-phone";

/**
 * The signed-in customer's loan requests: the leads of the funnel saved for the account's phone
 * (username), newest first. Only once a one-time code proved the phone (provenPhone): an
 * account registered for someone else's phone sees nothing. No other account's rows can match.
 */
export async function listLoanRecords(db: Kysely<DB>, userId: number): Promise<LoanRecord[]> {
  const user = await db
    .selectFrom("users")
    .select(["username", "phone_verified_at"])
    .where("id", "=", userId)
    .executeTakeFirst();
  const phone = user ? provenPhone(user) : null;
  if (phone === null) return [];
  const rows = await db
    .selectFrom("leads")
    .select(["ticket_code", "created_at", "loan_amount", "loan_term", "score", "outcome_partner_name", "status"])
    .where("phone", "=", phone)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(100)
    .execute();
  const partnerStatuses = await statusesOf(
    db,
    rows.map((row) => row.ticket_code),
  );
  return rows.map((row) => ({
    ticketCode: row.ticket_code,
    createdAt: new Date(row.created_at).toISOString(),
    amount: row.loan_amount,
    term: row.loan_term,
    score: row.score,
    partner: row.outcome_partner_name,
    status: row.status,
    partnerStatus: partnerStatuses.get(row.ticket_code) ?? null,
  }));
}
