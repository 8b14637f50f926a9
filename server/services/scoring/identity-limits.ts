import type { Deps } from "../../deps";
import { HOUR_MS, hitEach, type LimitRule } from "../rate-limit";

/**
 * The identity checks' own limits (issue 30: 60 national IDs checked against the blacklist from one
 * address in 161 ms). A check is validateIdcard, or a score call naming another ID than the one
 * its ticket holds; each counts against the verified ticket, then against the caller's address
 * (narrow to wide: an exhausted ticket does not use up its address's allowance). Refused checks
 * count too. Configured by IDENTITY_CHECK_PER_TICKET_PER_HOUR and IDENTITY_CHECK_PER_IP_PER_HOUR.
 */
export function identityCheckRules(
  limits: { perTicketPerHour: number; perIpPerHour: number },
  ticketCode: string,
  ip: string,
): LimitRule[] {
  return [
    { key: `idcheck:ticket:${ticketCode}`, limit: limits.perTicketPerHour, windowMs: HOUR_MS },
    { key: `idcheck:ip:${ip}`, limit: limits.perIpPerHour, windowMs: HOUR_MS },
  ];
}

/** Counts one identity check; false when a limit refuses it (the caller answers the throttled code). */
export async function identityCheckAllowed(deps: Deps, ticketCode: string, ip: string): Promise<boolean> {
  const rules = identityCheckRules(deps.config.identityCheckLimits, ticketCode, ip);
  return (await hitEach(deps.database.db, rules, deps.clock.now())) === null;
}
