import type { MiddlewareHandler } from "hono";
import { t } from "../../src/i18n/t";
import type { Deps } from "../deps";
import { type LimitResult, limitRules } from "../services/rate-limit";
import { createRateFront, type RateFront } from "../services/rate-limit-front";
import type { AppEnv } from "./app-env";

/** Paths a load balancer polls: never limited. */
const EXEMPT = new Set(["/api/health"]);

/** One front per app (its deps), shared by the middleware and the card list's fast path. */
const fronts = new WeakMap<Deps, RateFront>();

function frontOf(deps: Deps): RateFront {
  let front = fronts.get(deps);
  if (!front) {
    // An embedded PGlite is one process's alone: the tier needs no database row there.
    front = createRateFront(deps.database.db, {
      clock: () => deps.clock.now(),
      memory: deps.database.kind === "pglite",
    });
    fronts.set(deps, front);
  }
  return front;
}

/**
 * Counts one /api call of `ip` against the general tier; null when allowed, else the refusal
 * (already logged). Used by apiRateFront and by answers made ahead of the middleware chain
 * (http/card-list-fast-path.ts), so both spend the same limit.
 */
export async function apiRateHit(deps: Deps, ip: string): Promise<LimitResult | null> {
  const front = frontOf(deps);
  let refused = null;
  // Narrowest rule first, stopping at the first refusal (as hitEach does).
  for (const rule of limitRules.api(deps.config.rateLimits, ip)) {
    refused = await front.hit(rule, deps.clock.now());
    if (refused) break;
  }
  if (refused) {
    deps.log.refused("rate limited", refused.key, { tier: "api", retryAfterSeconds: refused.retryAfterSeconds });
  }
  return refused;
}

/**
 * The general tier (API_PER_IP_PER_MINUTE on every /api call), as rate-limit-middleware.ts's
 * apiRateLimit answers it (HTTP 429, envelope, catalogue message, Retry-After), but through the
 * front of server/services/rate-limit-front.ts: a call far from its limit costs no database write.
 */
export function apiRateFront(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (EXEMPT.has(c.req.path)) return next();
    const refused = await apiRateHit(c.get("deps"), c.get("ip"));
    if (refused) {
      c.header("Retry-After", String(refused.retryAfterSeconds));
      return c.json({ code: 429, data: null, message: t("rate_limited") }, 429);
    }
    return next();
  };
}
