import { TICKET_TOKEN_HEADER } from "../contract/funnel";
import { funnelToken } from "../state/ticket-credentials";

/**
 * The funnel's ticket token header, when the visitor came from the funnel's result (loan-ticket,
 * eKYC and partner calls carry it). A module of its own: the partner calls do not load the
 * loan-ticket API with them.
 */
export function ticketHeaders(): Record<string, string> | undefined {
  const token = funnelToken();
  return token ? { [TICKET_TOKEN_HEADER]: token } : undefined;
}
