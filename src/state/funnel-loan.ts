/**
 * The amount and term the visitor asked for in the lead funnel, carried to the loan wizard it opens
 * (issue 33 item 8). Kept in sessionStorage for this tab only; the wizard uses it for a new draft.
 */
const KEY = "loanTicket.funnelLoan";

export interface FunnelLoan {
  amount: number;
  month: number;
}

export function rememberFunnelLoan(loan: FunnelLoan): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(loan));
  } catch {
    // storage unavailable: the wizard starts with empty amount and term
  }
}

export function funnelLoan(): FunnelLoan | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<FunnelLoan>;
    return Number.isFinite(value.amount) && Number.isFinite(value.month)
      ? { amount: Number(value.amount), month: Number(value.month) }
      : null;
  } catch {
    return null;
  }
}
