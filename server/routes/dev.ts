import { timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import { devOutboxEndpoint } from "../../src/contract/dev";
import type { Config } from "../config";
import type { AppEnv } from "../http/app-env";
import { isLoopback, socketAddress } from "../http/client-ip";
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
 * They answer the ADMIN_TOKEN bearer and, outside production, a caller on this machine: the socket
 * peer is a loopback address (never what X-Forwarded-For says). Anyone else gets 404, as if the
 * route did not exist. In production (outbox explicitly allowed) only the bearer: behind a proxy
 * on the same host every request comes from loopback.
 */
export function devRoutes(config: Config): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  if (config.smsDelivery !== "outbox") return app;
  route(app, devOutboxEndpoint, async ({ query, c }) => {
    const admin = config.adminToken !== null && bearerMatches(c.req.header("authorization"), config.adminToken);
    const local = config.nodeEnv !== "production" && isLoopback(socketAddress(c));
    if (!admin && !local) throw HttpError.of(404, "not_found");
    return ok(await readOutbox(c.get("deps").database, query.phone));
  });
  return app;
}
