import type { Database } from "./connect";

/**
 * A seed step: idempotent, safe to run at every start. Production gets reference data only, never the
 * dev fixtures. The steps hold data and SQL only; server/services/seed/run-seeds.ts runs them in order
 * together with the seeding that needs rules (the sample card catalogue goes through the importer).
 */
export interface SeedOptions {
  production: boolean;
}
export type Seed = (database: Database, options: SeedOptions) => Promise<void>;
