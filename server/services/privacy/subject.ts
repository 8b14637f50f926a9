import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { provenPhone } from "../accounts/proven-phone";

/**
 * Whose data /du-lieu-cua-toi shows: the signed-in account, and what is tied to it. Nothing beyond
 * the account row counts until a one-time code proved the account's phone (provenPhone, as for the
 * loan records and the deletion request): an account registered for someone else's phone gets no
 * ticket, application or consent, even one linked to it by id (issue 30: the funnel used to link
 * the real owner's verified ticket to such an account). No other customer's row can match.
 */
export interface DataSubject {
  userId: number;
  username: string;
  email: string | null;
  fullName: string;
  createdAt: Date;
  /** The account's phone, proven by OTP; null when never proven. */
  phone: string | null;
  /** Lead tickets (LN…) of the account or its proven phone. */
  ticketCodes: string[];
  /** Loan applications (HS…) of the account or its proven phone. */
  applicationCodes: string[];
}

export async function findSubject(db: Kysely<DB>, userId: number): Promise<DataSubject | null> {
  const user = await db
    .selectFrom("users")
    .select(["id", "username", "email", "full_name", "created_at", "phone_verified_at"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!user) return null;
  const phone = provenPhone(user);
  const base = {
    userId: user.id,
    username: user.username,
    email: user.email,
    fullName: user.full_name,
    createdAt: new Date(user.created_at),
    phone,
  };
  if (phone === null) return { ...base, ticketCodes: [], applicationCodes: [] };
  const tickets = await db
    .selectFrom("loan_tickets")
    .select("code")
    .where((eb) => eb.or([eb("user_id", "=", userId), eb("phone", "=", phone)]))
    .orderBy("created_at")
    .execute();
  const applications = await db
    .selectFrom("loan_applications")
    .select("code")
    .where((eb) => eb.or([eb("owner_user_id", "=", userId), eb("phone", "=", phone)]))
    .orderBy("created_at")
    .execute();
  return {
    ...base,
    ticketCodes: tickets.map((row) => row.code),
    applicationCodes: applications.map((row) => row.code),
  };
}
