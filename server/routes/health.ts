import { Hono } from "hono";
import { sql } from "kysely";
import { healthEndpoint } from "../../src/contract/health";
import type { Database } from "../db/connect";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/errors";
import { ok, route } from "../http/route";

/**
 * One database probe at a time: requests that arrive while a probe is in flight share its
 * answer instead of queueing probes of their own (a load balancer polling hard must not load
 * the database). Nothing is cached once the probe has answered.
 */
function singleFlightProbe(): (database: Database) => Promise<void> {
  let inFlight: Promise<void> | null = null;
  return (database) => {
    inFlight ??= sql`SELECT 1`
      .execute(database.db)
      .then(() => undefined)
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
}

export function healthRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const probe = singleFlightProbe();
  route(app, healthEndpoint, async ({ c }) => {
    try {
      await probe(c.get("deps").database);
    } catch {
      throw new HttpError(503, "db");
    }
    return ok({ db: "ok" as const });
  });
  return app;
}
