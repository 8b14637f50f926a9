import type { PartnerStatus } from "../contract/partner-status";

/**
 * The moves a partner may make to a delivery's status (issue 30, docs/decisions/013-partners.md):
 * the statuses each reported status may follow. Whatever the partner reports (callback, approval
 * poll, signature answer) is applied only from one of these; declined and signed are final, so a
 * replayed "approved" can never undo a "declined", and "signed" never goes back to "received".
 * Reporting the status a delivery already has is not a move (nothing changes).
 *
 * queued, sent and failed are our side's statuses (waiting, acknowledged, retries used up): the
 * partner's first callback may come before its acknowledgement reached us, so every first
 * report is allowed from them.
 */
const BEFORE_PARTNER = ["queued", "sent", "failed"] as const;

export const PARTNER_MOVES: Readonly<Record<PartnerStatus, readonly PartnerStatus[]>> = {
  queued: [],
  sent: [],
  failed: [],
  received: [...BEFORE_PARTNER],
  approved: [...BEFORE_PARTNER, "received"],
  needs_signing: [...BEFORE_PARTNER, "received", "approved"],
  /** A decision may still fall after an approval (the contract was never signed). */
  declined: [...BEFORE_PARTNER, "received", "approved", "needs_signing"],
  signed: ["approved", "needs_signing"],
};

/** The statuses `to` may be applied from, itself included (a repeat changes nothing). */
export function statusesBefore(to: PartnerStatus): PartnerStatus[] {
  return [...PARTNER_MOVES[to], to];
}

/** Whether a delivery in `from` may take the status `to` the partner reports. */
export function isAllowedMove(from: PartnerStatus, to: PartnerStatus): boolean {
  return from === to || PARTNER_MOVES[to].includes(from);
}
