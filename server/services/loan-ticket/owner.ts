import type { Kysely, Selectable } from "kysely";
import type { DB } from "../../db/schema";
import type { LoanApplicationsTable } from "../../db/tables/loan-ticket";
import { provenPhone } from "../accounts/proven-phone";

/**
 * Who applies: a signed-in customer or the holder of a verified funnel ticket. Both have a proven
 * phone (the account's phone once an OTP confirmed it; the funnel ticket's phone), which is where
 * the ticket's OTP goes; the national ID given in the funnel is what a CCCD read must match.
 */
export interface Owner {
  userId: number | null;
  funnelCode: string | null;
  phone: string;
  /** Proven by an OTP: applications with this phone belong to the caller. */
  phoneVerified: boolean;
  expectedNationalId: string | null;
}

async function latestNationalId(db: Kysely<DB>, phone: string, userId: number | null): Promise<string | null> {
  const row = await db
    .selectFrom("loan_tickets")
    .select("national_id")
    .where("national_id", "is not", null)
    .where((eb) => eb.or([eb("phone", "=", phone), ...(userId === null ? [] : [eb("user_id", "=", userId)])]))
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.national_id ?? null;
}

export async function ownerFromUser(db: Kysely<DB>, userId: number): Promise<Owner | null> {
  const user = await db
    .selectFrom("users")
    .select(["id", "username", "phone_verified_at"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!user) return null;
  const phoneVerified = provenPhone(user) !== null;
  return {
    userId: user.id,
    funnelCode: null,
    phone: user.username,
    phoneVerified,
    expectedNationalId: phoneVerified ? await latestNationalId(db, user.username, user.id) : null,
  };
}

export function ownerFromFunnelTicket(ticket: { code: string; phone: string; national_id: string | null }): Owner {
  return {
    userId: null,
    funnelCode: ticket.code,
    phone: ticket.phone,
    phoneVerified: true,
    expectedNationalId: ticket.national_id,
  };
}

/**
 * The owner's open draft of this product under its current policy, the newest: opening the wizard's
 * link again resumes it instead of starting another (issue 19). The owner is the account when signed
 * in, else the funnel lead; a draft past its identity/details steps (OTP sent) is no longer open.
 */
export async function findOpenDraft(
  db: Kysely<DB>,
  owner: Owner,
  product: { id: number; policy_version: number },
): Promise<Selectable<LoanApplicationsTable> | null> {
  const ownedBy =
    owner.userId !== null
      ? { column: "owner_user_id" as const, value: owner.userId }
      : owner.funnelCode !== null
        ? { column: "owner_funnel_code" as const, value: owner.funnelCode }
        : null;
  if (!ownedBy) return null;
  const row = await db
    .selectFrom("loan_applications")
    .selectAll()
    .where(ownedBy.column, "=", ownedBy.value)
    .where("product_id", "=", product.id)
    .where("policy_version", "=", product.policy_version)
    .where("status", "=", "draft")
    .orderBy("updated_at", "desc")
    .orderBy("code")
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}
