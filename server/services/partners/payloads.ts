import type { Kysely } from "kysely";
import type { PartnerApplication, PartnerLead } from "../../../src/contract/partners";
import type { DB } from "../../db/schema";

/** The lead of a ticket as its partner receives it; null when the lead is gone (erased). */
export async function leadPayload(db: Kysely<DB>, ticketCode: string, key: string): Promise<PartnerLead | null> {
  const row = await db.selectFrom("leads").selectAll().where("ticket_code", "=", ticketCode).executeTakeFirst();
  if (!row) return null;
  return {
    idempotencyKey: key,
    ticketCode: row.ticket_code,
    fullName: row.full_name,
    nationalId: row.national_id,
    phone: row.phone,
    email: row.email,
    birthYear: row.birth_year,
    gender: row.gender,
    city: row.city,
    income: row.income,
    amount: row.loan_amount,
    term: row.loan_term,
    score: row.score,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** A submitted application as its partner receives it; null when gone or not submitted. */
export async function applicationPayload(
  db: Kysely<DB>,
  code: string,
  key: string,
  /** The document links the partner downloads the files with (GET {token}{id}). */
  links: (code: string) => Promise<PartnerApplication["documents"]> = async () => [],
): Promise<PartnerApplication | null> {
  const row = await db.selectFrom("loan_applications").selectAll().where("code", "=", code).executeTakeFirst();
  if (!row || row.loan_code === null || row.identity === null || row.amount === null || row.term === null) return null;
  return {
    idempotencyKey: key,
    applicationCode: row.code,
    loanCode: row.loan_code,
    productId: row.product_id,
    fullName: row.identity.fullName,
    nationalId: row.identity.idNumber,
    phone: row.phone,
    email: row.contract_email ?? "",
    amount: row.amount,
    term: row.term,
    submittedAt: new Date(row.submitted_at ?? row.updated_at).toISOString(),
    documents: await links(row.code),
  };
}
