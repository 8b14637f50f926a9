import { PARTNER_MAX_AMOUNT, SCORE } from "../../src/domain/constants";

/**
 * The simulator's stated rules (README "Partner simulator", docs/decisions/013-partners.md):
 * a lead is approved when its score is at least 58 and its amount at most 50,000,000 VND,
 * declined otherwise; an application of at most 50,000,000 VND is approved and needs a remote
 * signature (SmartCA), a larger one is declined; a signature is confirmed by any 6-digit code
 * except 000000.
 */
export const RULES = { minScore: SCORE.firstPartner, maxAmount: PARTNER_MAX_AMOUNT } as const;

export function leadDecision(lead: { score: number; amount: number }): "approved" | "declined" {
  return lead.score >= RULES.minScore && lead.amount <= RULES.maxAmount ? "approved" : "declined";
}

export function applicationDecision(application: { amount: number }): "needs_signing" | "declined" {
  return application.amount <= RULES.maxAmount ? "needs_signing" : "declined";
}

export function signatureAccepted(otp: string): boolean {
  return /^\d{6}$/.test(otp) && otp !== "000000";
}
