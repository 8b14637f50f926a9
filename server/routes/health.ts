import { Hono } from "hono";
import { healthEndpoint } from "../../src/contract/health";
import { t } from "../../src/i18n/t";
import type { Clock } from "../deps";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/errors";
import { ok, route } from "../http/route";
import { databaseProbe } from "../services/health/database-probe";

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
