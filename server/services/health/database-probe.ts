import { sql } from "kysely";
import type { Database } from "../../db/connect";
import type { Clock } from "../../deps";

/** How old a successful database probe may be and still answer a health check. */
export const HEALTH_PROBE_MAX_AGE_MS = 1000;

/**
 * The database probe behind GET /api/health. A load balancer polling hard must not load the
 * database: requests that arrive while a probe is in flight share it, and a success is reused
 * for HEALTH_PROBE_MAX_AGE_MS (PGlite runs queries on the main thread, so back-to-back probes
 * would starve the HTTP server). A failure is never reused: the next check probes again.
 * A failed probe is retried once at once, on another connection.
 */
export function databaseProbe(clock: Clock): (database: Database) => Promise<void> {
  let inFlight: Promise<void> | null = null;
  let lastSuccess = Number.NEGATIVE_INFINITY;
  return (database) => {
    if (clock.now().getTime() - lastSuccess < HEALTH_PROBE_MAX_AGE_MS) return Promise.resolve();
    const select = () => sql`SELECT 1`.execute(database.db);
    // One retry: a pooled connection the server closed while idle fails once, and the pool drops it;
    // the retry takes a fresh one. A database that is really away fails both (503).
    inFlight ??= select()
      .catch(select)
      .then(() => {
        lastSuccess = clock.now().getTime();
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
}
