/**
 * The lead funnel's ticket token, for a visitor who applies from the funnel's result without signing
 * in: the loan-ticket calls send it as X-Ticket-Token (a signed-in customer's bearer token also works).
 * Kept in sessionStorage for this tab only.
 */
const KEY = "loanTicket.funnelToken";

export function rememberFunnelToken(token: string): void {
  try {
    sessionStorage.setItem(KEY, token);
  } catch {
    // storage unavailable: the customer signs in instead
  }
}

export function funnelToken(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}
