import { PARTNER_MAX_AMOUNT, SCORE } from "../../src/domain/constants";

/**
 * The simulator's stated rules (README "Partner simulator", docs/decisions/013-partners.md):
 * a lead is approved when its score is at least 58 and its amount at most 50,000,000 VND,
 * declined otherwise; an application of at most 50,000,000 VND is approved and needs a remote
 * signature (SmartCA), a larger one is declined; a signature is confirmed by any 6-digit code
 * except 000000; documents and subscribers by documentReasons and subscriberAccepted below.
 */
export const RULES = { minScore: SCORE.firstPartner, maxAmount: PARTNER_MAX_AMOUNT } as const;

export function leadDecision(lead: { score: number; amount: number }): "approved" | "declined" {
  return lead.score >= RULES.minScore && lead.amount <= RULES.maxAmount ? "approved" : "declined";
}

export function applicationDecision(application: { amount: number }): "needs_signing" | "declined" {
  return application.amount <= RULES.maxAmount ? "needs_signing" : "declined";
}

/**
 * Document rules: a document whose number ends in 999 is on the partner's list of documents
 * reported lost (front and back); on the back, an issue date more than 15 years ago is expired.
 */
export function documentReasons(input: {
  side: "front" | "back";
  idNumber: string;
  issueDate: string;
  now: Date;
}): Array<"reported_lost" | "issue_date"> {
  const reasons: Array<"reported_lost" | "issue_date"> = [];
  if (input.idNumber.endsWith("999")) reasons.push("reported_lost");
  const year = Number(/\/(\d{4})$/.exec(input.issueDate)?.[1] ?? Number.NaN);
  if (input.side === "back" && Number.isFinite(year) && year < input.now.getUTCFullYear() - 15) {
    reasons.push("issue_date");
  }
  return reasons;
}

/** MobiFone's second step: the subscriber matches its ID unless the number ends in 000. */
export function subscriberAccepted(phone: string): boolean {
  return !phone.endsWith("000");
}

export function signatureAccepted(otp: string): boolean {
  return /^\d{6}$/.test(otp) && otp !== "000000";
}
