import type { Selectable } from "kysely";
import type { DB } from "../../db/schema";
import type { Deps } from "../../deps";

/** A lead ticket of the funnel (LN…), whose holder may apply for a loan without an account. */
export type TicketRow = Selectable<DB["loan_tickets"]>;

/** The funnel's ticket `code` once its phone was verified by OTP; null when unknown or never verified. */
export async function findVerifiedTicket(deps: Deps, code: string): Promise<TicketRow | null> {
  const ticket = await deps.database.db
    .selectFrom("loan_tickets")
    .selectAll()
    .where("code", "=", code)
    .where("verified_at", "is not", null)
    .executeTakeFirst();
  return ticket ?? null;
}
