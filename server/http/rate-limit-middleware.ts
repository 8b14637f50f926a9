import type { MiddlewareHandler } from "hono";
import { t } from "../../src/i18n/t";
import { hitEach, limitRules } from "../services/rate-limit";
import type { AppEnv } from "./app-env";

/** Paths a load balancer polls: never limited. */
const EXEMPT = new Set(["/api/health"]);

/**
 * The general tier: every /api call counts against its IP (API_PER_IP_PER_MINUTE). Beyond it the
 * answer is HTTP 429 with an envelope, the catalogue message and Retry-After.
 */
export function apiRateLimit(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (EXEMPT.has(c.req.path)) return next();
    const deps = c.get("deps");
    const refused = await hitEach(
      deps.database.db,
      limitRules.api(deps.config.rateLimits, c.get("ip")),
      deps.clock.now(),
    );
    if (refused) {
      deps.log.refused("rate limited", refused.key, { tier: "api", retryAfterSeconds: refused.retryAfterSeconds });
      c.header("Retry-After", String(refused.retryAfterSeconds));
      return c.json({ code: 429, data: null, message: t("rate_limited") }, 429);
    }
    return next();
  };
}
