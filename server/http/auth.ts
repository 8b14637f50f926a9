import type { MiddlewareHandler } from "hono";
import { verifySessionToken } from "../services/session-token";
import type { AppEnv } from "./app-env";

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Reads `Authorization: Bearer <session token>` and sets c.get("user") when the token is valid,
 * unexpired and carries the account's current session_version. Anything else leaves the caller
 * anonymous: endpoints declared `auth: true` then answer 401 (server/http/route.ts).
 */
export function authenticate(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = BEARER.exec(c.req.header("authorization") ?? "")?.[1];
    if (token) {
      const deps = c.get("deps");
      const claims = await verifySessionToken(deps.secrets, token, deps.clock.now());
      if (claims) {
        const user = await deps.database.db
          .selectFrom("users")
          .select(["id", "username", "session_version"])
          .where("id", "=", claims.userId)
          .executeTakeFirst();
        if (user && user.session_version === claims.sessionVersion) {
          c.set("user", { id: user.id, username: user.username, sessionVersion: user.session_version });
        }
      }
    }
    await next();
  };
}
