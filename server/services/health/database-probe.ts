import { sql } from "kysely";
import type { Database } from "../../db/connect";
import type { Clock } from "../../deps";

/** How old a successful database probe may be and still answer a health check. */
export const HEALTH_PROBE_MAX_AGE_MS = 1000;
/** Tries after a failed probe before the check answers 503. */
const PROBE_RETRIES = 3;

/**
 * The database probe behind GET /api/health. A load balancer polling hard must not load the
 * database: requests that arrive while a probe is in flight share it, and a success is reused
 * for HEALTH_PROBE_MAX_AGE_MS (PGlite runs queries on the main thread, so back-to-back probes
 * would starve the HTTP server). A failure is never reused: the next check probes again.
 * A failed probe is retried at once, up to PROBE_RETRIES times, each on another connection.
 */
export function databaseProbe(clock: Clock): (database: Database) => Promise<void> {
  let inFlight: Promise<void> | null = null;
  let lastSuccess = Number.NEGATIVE_INFINITY;
  return (database) => {
    if (clock.now().getTime() - lastSuccess < HEALTH_PROBE_MAX_AGE_MS) return Promise.resolve();
    const select = () => sql`SELECT 1`.execute(database.db);
    // Retries: a pooled connection PostgreSQL closed while idle fails once, and the pool drops it;
    // when PostgreSQL closed several, the pool may not have heard of each yet, so the next try can
    // draw another dead one. A database that is really away fails every try, fast (503).
    const attempt = (left: number): Promise<unknown> =>
      select().catch((error: unknown) => {
        if (left <= 0) throw error;
        return attempt(left - 1);
      });
    inFlight ??= attempt(PROBE_RETRIES)
      .then(() => {
        lastSuccess = clock.now().getTime();
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
}
