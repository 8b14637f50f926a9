import { Hono } from "hono";
import {
  staffPasskeyRemoveEndpoint,
  staffPersonEndpoint,
  staffRoleChangeEndpoint,
  staffSessionEndEndpoint,
} from "../../src/contract/staff-people";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/errors";
import { ok } from "../http/route";
import { required, staffRoute } from "../http/staff-route";
import {
  changeRole,
  endOneSession,
  type PersonChange,
  removePasskey,
  staffPerson,
} from "../services/staff/staff-people";

/** The admin's work on one person: role, passkeys, sessions. */
function idOf(params: Record<string, string>): number {
  const id = Number(params.id);
  if (!/^\d{1,9}$/.test(params.id ?? "") || !Number.isSafeInteger(id)) throw HttpError.of(404, "staff_not_found");
  return id;
}

function settled<T extends object>(result: PersonChange<T>): T {
  if (result.kind === "not-found") throw HttpError.of(404, "staff_not_found");
  if (result.kind === "self") throw HttpError.of(409, "staff_not_self");
  return result;
}

export function staffPeopleRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  staffRoute(app, staffPersonEndpoint, async ({ c, params }) => {
    const person = await staffPerson(c.get("deps"), idOf(params));
    if (!person) throw HttpError.of(404, "staff_not_found");
    return ok(person);
  });

  staffRoute(app, staffRoleChangeEndpoint, async ({ c, actor, params, body }) => {
    const done = settled(await changeRole(c.get("deps"), required(actor), idOf(params), body.role));
    return ok({ sessionsEnded: done.sessionsEnded });
  });

  staffRoute(app, staffPasskeyRemoveEndpoint, async ({ c, actor, params }) => {
    settled(await removePasskey(c.get("deps"), required(actor), idOf(params), params.credentialId ?? ""));
    return ok(null);
  });

  staffRoute(app, staffSessionEndEndpoint, async ({ c, actor, params }) => {
    settled(await endOneSession(c.get("deps"), required(actor), idOf(params), params.sessionId ?? ""));
    return ok(null);
  });

  return app;
}
