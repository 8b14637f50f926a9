import { Hono } from "hono";
import { sql } from "kysely";
import { healthEndpoint } from "../../src/contract/health";
import { t } from "../../src/i18n/t";
import type { Database } from "../db/connect";
import type { Clock } from "../deps";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/errors";
import { ok, route } from "../http/route";

/** How old a successful database probe may be and still answer a health check. */
export const HEALTH_PROBE_MAX_AGE_MS = 1000;

/**
 * The database probe behind GET /api/health. A load balancer polling hard must not load the
 * database: requests that arrive while a probe is in flight share it, and a success is reused
 * for HEALTH_PROBE_MAX_AGE_MS (PGlite runs queries on the main thread, so back-to-back probes
 * would starve the HTTP server). A failure is never reused: the next check probes again.
 */
function databaseProbe(clock: Clock): (database: Database) => Promise<void> {
  let inFlight: Promise<void> | null = null;
  let lastSuccess = Number.NEGATIVE_INFINITY;
  return (database) => {
    if (clock.now().getTime() - lastSuccess < HEALTH_PROBE_MAX_AGE_MS) return Promise.resolve();
    inFlight ??= sql`SELECT 1`
      .execute(database.db)
      .then(() => {
        lastSuccess = clock.now().getTime();
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
}

export function healthRoutes(clock: Clock): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const probe = databaseProbe(clock);
  route(app, healthEndpoint, async ({ c }) => {
    try {
      await probe(c.get("deps").database);
    } catch {
      // The database is away (restart, failover, closed connections): 503 until it is back.
      throw new HttpError(503, t("service_unavailable"));
    }
    return ok({ db: "ok" as const });
  });
  return app;
}
