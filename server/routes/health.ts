import { Hono } from "hono";
import { sql } from "kysely";
import { healthEndpoint } from "../../src/contract/health";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/errors";
import { ok, route } from "../http/route";

export function healthRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  route(app, healthEndpoint, async ({ c }) => {
    try {
      await sql`SELECT 1`.execute(c.get("deps").database.db);
    } catch {
      throw new HttpError(503, "db");
    }
    return ok({ db: "ok" as const });
  });
  return app;
}
