import { type Context, Hono } from "hono";
import type { InferOutput } from "valibot";
import type { sessionData } from "../../src/contract/session";
import { logoutEndpoint, logoutEverywhereEndpoint, whoAmIEndpoint } from "../../src/contract/session";
import type { AppEnv, SessionUser } from "../http/app-env";
import { HttpError } from "../http/errors";
import { ok, route } from "../http/route";
import { clearSessionCookie, readSessionCookie, setSessionCookie } from "../http/session-cookie";
import type { StartedSession } from "../services/sessions";
import { endAllSessions, endSession } from "../services/sessions";

type SessionData = InferOutput<typeof sessionData>;

const display = (user: SessionUser): SessionData => ({
  username: user.username,
  params: { fullName: user.fullName, email: user.email },
});

/**
 * A sign-in's answer (login, register): the session goes into the HttpOnly cookie, the body keeps
 * SPEC's username and params only.
 */
export function signedIn(
  c: Context<AppEnv>,
  session: StartedSession & SessionData,
  message?: string,
): ReturnType<typeof ok<SessionData>> {
  setSessionCookie(c, session.token, session.maxAgeSeconds);
  return ok({ username: session.username, params: session.params }, message);
}

/** Who am I, sign-out and sign-out everywhere (src/contract/session.ts). */
export function sessionRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  route(app, whoAmIEndpoint, ({ c }) => {
    const user = c.get("user");
    if (!user && readSessionCookie(c) !== undefined) clearSessionCookie(c);
    return ok(user ? display(user) : null);
  });

  route(app, logoutEndpoint, async ({ c }) => {
    await endSession(c.get("deps"), readSessionCookie(c));
    clearSessionCookie(c);
    return ok(null);
  });

  route(app, logoutEverywhereEndpoint, async ({ c }) => {
    const user = c.get("user");
    if (!user) throw HttpError.of(401, "unauthorized");
    const ended = await endAllSessions(c.get("deps"), user.id);
    c.get("deps").log.info("signed out everywhere", { userId: user.id, ended });
    clearSessionCookie(c);
    return ok({ ended });
  });

  return app;
}
