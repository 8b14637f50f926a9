import { type Context, Hono } from "hono";
import { devOutboxEndpoint } from "../../src/contract/dev";
import type { Config } from "../config";
import type { AppEnv } from "../http/app-env";
import { isLoopback, socketAddress } from "../http/client-ip";
import { ok } from "../http/route";
import { staffRoute } from "../http/staff-route";
import { readOutbox } from "../services/sms/outbox-sender";

/**
 * Developer routes. Mount them only when SMS delivery is the outbox: they do not exist otherwise.
 * The outbox answers an operator (staff session or API token, server/services/staff/policy.ts)
 * and, outside production, a caller on this machine: the socket peer is a loopback address (never
 * what X-Forwarded-For says). Anyone else is refused as by every staff endpoint (401, 403). In
 * production (outbox explicitly allowed) only staff: behind a proxy on the same host every request
 * comes from loopback.
 */
export function devRoutes(config: Config): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  if (config.smsDelivery !== "outbox") return app;
  const local = (c: Context<AppEnv>) => config.nodeEnv !== "production" && isLoopback(socketAddress(c));
  staffRoute(
    app,
    devOutboxEndpoint,
    async ({ query, c }) => ok(await readOutbox(c.get("deps").database, query.phone)),
    local,
  );
  return app;
}
