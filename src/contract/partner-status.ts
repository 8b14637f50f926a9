import * as v from "valibot";

/**
 * Kept apart from partners.ts: the account and loan-ticket contracts (on the home page's first load)
 * name only this schema, and partners.ts's calls are for lazy screens (issue 16).
 */

/**
 * Where a lead or application stands with its partner: queued (waiting in our queue), sent (the
 * partner acknowledged it), received (the partner's callback confirmed it), then approved,
 * declined, needs_signing (approved, the contract awaits a remote signature), signed, or failed
 * (every retry used up: in the operators' dead-letter list).
 */
export const PARTNER_STATUSES = [
  "queued",
  "sent",
  "received",
  "approved",
  "declined",
  "needs_signing",
  "signed",
  "failed",
] as const;
export const partnerStatusSchema = v.picklist(PARTNER_STATUSES);
export type PartnerStatus = v.InferOutput<typeof partnerStatusSchema>;
