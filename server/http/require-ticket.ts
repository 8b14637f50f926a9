import type { Context } from "hono";
import { findVerifiedTicket, type TicketRow } from "../services/loan-ticket/funnel-ticket";
import { TICKET_TOKEN_HEADER, verifyTicketToken } from "../services/ticket-token";
import type { AppEnv } from "./app-env";
import { HttpError } from "./errors";

const forbidden = () => HttpError.of(403, "ticket_forbidden");

async function tokenTicketCode(c: Context<AppEnv>): Promise<string> {
  const { secrets, clock } = c.get("deps");
  const code = await verifyTicketToken(secrets, c.req.header(TICKET_TOKEN_HEADER), clock.now());
  if (code === null) throw forbidden();
  return code;
}

async function verifiedTicket(c: Context<AppEnv>, code: string): Promise<TicketRow> {
  const ticket = await findVerifiedTicket(c.get("deps"), code);
  if (!ticket) throw forbidden();
  return ticket;
}

/**
 * The verified loan ticket the X-Ticket-Token header names: 403 with a Vietnamese message when
 * the header is missing, forged or expired, or the ticket does not exist or was never verified.
 */
export async function ticketFromToken(c: Context<AppEnv>): Promise<TicketRow> {
  return verifiedTicket(c, await tokenTicketCode(c));
}

/** As ticketFromToken, and the token must name the ticket `code` of the path or body (else 403). */
export async function requireTicket(c: Context<AppEnv>, code: string): Promise<TicketRow> {
  const named = await tokenTicketCode(c);
  if (named !== code) throw forbidden();
  return verifiedTicket(c, named);
}
