/**
 * Where the forgotten-password flow is, kept in session storage (this tab only) so a reload of
 * /request-password-confirm or /change-password carries on: the phone, the code's transactionId
 * and the resends left. Without it those screens go home (SPEC.md section 2).
 */
export interface ResetFlow {
  phone: string;
  transactionId: string;
  resendsLeft: number;
}

const KEY = "passwordReset";

export function readResetFlow(): ResetFlow | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as Partial<ResetFlow> | null;
    if (!stored || typeof stored.phone !== "string" || typeof stored.transactionId !== "string") return null;
    const resendsLeft = typeof stored.resendsLeft === "number" ? stored.resendsLeft : 0;
    return { phone: stored.phone, transactionId: stored.transactionId, resendsLeft };
  } catch {
    return null;
  }
}

export function saveResetFlow(flow: ResetFlow): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(flow));
  } catch {
    // Storage disabled: a reload starts the flow over.
  }
}

export function clearResetFlow(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
