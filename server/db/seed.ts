import type { Database } from "./connect";

/** A seed step: idempotent, safe to run at every start. */
export type Seed = (database: Database, options: { production: boolean }) => Promise<void>;

/** Every feature's seed, in order. Production gets reference data only, never the dev fixtures. */
const seeds: Seed[] = [];

export async function runSeeds(database: Database, options: { production: boolean }): Promise<void> {
  for (const seed of seeds) await seed(database, options);
}
