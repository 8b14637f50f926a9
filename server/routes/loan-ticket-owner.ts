import type { Context } from "hono";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/errors";
import { ticketFromToken } from "../http/require-ticket";
import { type ApplicationRow, findOwned } from "../services/loan-ticket/applications";
import { type Owner, ownerFromFunnelTicket, ownerFromUser } from "../services/loan-ticket/owner";
import { TICKET_TOKEN_HEADER } from "../services/ticket-token";

/**
 * The caller of a loan-ticket endpoint: a signed-in customer, else the holder of the funnel's
 * X-Ticket-Token (403 when that token is bad), else 401.
 */
export async function requireOwner(c: Context<AppEnv>): Promise<Owner> {
  const user = c.get("user");
  if (user) {
    const owner = await ownerFromUser(c.get("deps").database.db, user.id);
    if (owner) return owner;
  }
  if (c.req.header(TICKET_TOKEN_HEADER)) return ownerFromFunnelTicket(await ticketFromToken(c));
  throw HttpError.of(401, "ticket_auth_required");
}

/** The caller's application {code}: 404 when it does not exist or is someone else's. */
export async function requireApplication(
  c: Context<AppEnv>,
  code: string | undefined,
): Promise<{ owner: Owner; app: ApplicationRow }> {
  const owner = await requireOwner(c);
  const app = await findOwned(c.get("deps").database.db, owner, code ?? "");
  if (!app) throw HttpError.of(404, "ticket_not_found");
  return { owner, app };
}
