import type { Database } from "./connect";
import { seedAccounts } from "./seed/accounts";
import { seedCards } from "./seed/cards";
import { seedContent } from "./seed/content";
import { seedFunnel } from "./seed/funnel";
import { seedLoanTicket } from "./seed/loan-ticket";
import { seedOtp } from "./seed/otp";
import { seedTracking } from "./seed/tracking";

/** A seed step: idempotent, safe to run at every start. */
export type Seed = (database: Database, options: { production: boolean }) => Promise<void>;

/** Every feature's seed, in order. Production gets reference data only, never the dev fixtures. */
const seeds: Seed[] = [seedOtp, seedFunnel, seedCards, seedAccounts, seedContent, seedTracking, seedLoanTicket];

export async function runSeeds(database: Database, options: { production: boolean }): Promise<void> {
  for (const seed of seeds) await seed(database, options);
}
