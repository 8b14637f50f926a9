import type { MiddlewareHandler } from "hono";
import { sessionOf } from "../services/sessions";
import type { AppEnv } from "./app-env";
import { readSessionCookie } from "./session-cookie";

/**
 * Reads the session cookie and sets c.get("user") when its session exists, has not expired, was not
 * ended and is of the account's current session_version. Anything else leaves the caller
 * anonymous: endpoints declared `auth: true` then answer 401 (server/http/route.ts).
 */
export function authenticate(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = readSessionCookie(c);
    if (token) {
      const session = await sessionOf(c.get("deps"), token);
      if (session) {
        c.set("user", {
          id: session.userId,
          username: session.username,
          fullName: session.fullName,
          email: session.email ?? "",
        });
      }
    }
    await next();
  };
}
