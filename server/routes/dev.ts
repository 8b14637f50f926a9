import { timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import { devOutboxEndpoint } from "../../src/contract/dev";
import type { Config } from "../config";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/errors";
import { ok, route } from "../http/route";
import { readOutbox } from "../services/sms/outbox-sender";

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, "") ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Developer routes. Mount them only when SMS delivery is the outbox: they do not exist otherwise.
 * In production (outbox explicitly allowed) they answer only the ADMIN_TOKEN bearer, or nobody.
 */
export function devRoutes(config: Config): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  if (config.smsDelivery !== "outbox") return app;
  route(app, devOutboxEndpoint, async ({ query, c }) => {
    if (config.nodeEnv === "production") {
      if (!config.adminToken || !bearerMatches(c.req.header("authorization"), config.adminToken)) {
        throw HttpError.of(404, "not_found");
      }
    }
    return ok(await readOutbox(c.get("deps").database, query.phone));
  });
  return app;
}
