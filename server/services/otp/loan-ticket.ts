import { randomInt } from "node:crypto";
import type { Deps } from "../../deps";
import { consentedVersions } from "../content/legal-versions";

/**
 * Loan tickets of the lead funnel: created by /loan/ticket/apply with the visitor's consent,
 * marked verified by /loan/ticket/{ticketCode}/verifyotp.
 */

export const LOAN_CONSENT_PURPOSE = "loan_lead";

const CODE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const CODE_LENGTH = 10;

/** 'LN' and 10 random upper-case letters or digits (36^10, about 3.7e15 codes). */
export function newTicketCode(): string {
  let code = "LN";
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export interface NewLoanTicket {
  phone: string;
  email: string;
  amount: number;
  term: number;
  ip: string;
}

/**
 * Stores the ticket and the consent given with it, both or neither: one statement (a statement is
 * atomic), so one database round trip instead of a four-step transaction (issue 16). The consent
 * is only inserted when the ticket was; a code already taken inserts nothing and is drawn again.
 */
export async function createLoanTicket(deps: Deps, ticket: NewLoanTicket): Promise<string> {
  const now = deps.clock.now();
  const db = deps.database.db;
  // The consent checkbox of the contact step agrees to our terms and privacy policy: the versions
  // in effect now, as the server serves them ('terms:v3+privacy:v2'), never a value the browser sent.
  const termsVersion = await consentedVersions(db, now);
  for (;;) {
    const code = newTicketCode();
    const inserted = await db
      .with("ticket", (w) =>
        w
          .insertInto("loan_tickets")
          .values({ code, ...ticket, created_at: now, verified_at: null })
          .onConflict((oc) => oc.column("code").doNothing())
          .returning("code"),
      )
      .insertInto("consents")
      .columns(["ticket_code", "phone", "purpose", "terms_version", "agreed_at", "ip"])
      .expression((eb) =>
        eb
          .selectFrom("ticket")
          .select([
            "ticket.code",
            eb.val(ticket.phone).as("phone"),
            eb.val(LOAN_CONSENT_PURPOSE).as("purpose"),
            eb.val(termsVersion).as("terms_version"),
            eb.cast<Date>(eb.val(now), "timestamptz").as("agreed_at"),
            eb.val(ticket.ip).as("ip"),
          ]),
      )
      .returning("ticket_code")
      .executeTakeFirst();
    if (inserted) return code;
  }
}

export async function findLoanTicket(deps: Deps, code: string) {
  return deps.database.db
    .selectFrom("loan_tickets")
    .select(["code", "phone", "verified_at"])
    .where("code", "=", code)
    .executeTakeFirst();
}

export async function markLoanTicketVerified(deps: Deps, code: string): Promise<void> {
  await deps.database.db
    .updateTable("loan_tickets")
    .set({ verified_at: deps.clock.now() })
    .where("code", "=", code)
    .where("verified_at", "is", null)
    .execute();
}
