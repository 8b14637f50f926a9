import { Hono } from "hono";
import {
  apiTokenCreateEndpoint,
  apiTokenListEndpoint,
  apiTokenRevokeEndpoint,
  staffDisableEndpoint,
  staffEndSessionsEndpoint,
  staffInviteEndpoint,
  staffListEndpoint,
} from "../../src/contract/staff-admin";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/errors";
import { ok } from "../http/route";
import { required, staffRoute } from "../http/staff-route";
import { createApiToken, listApiTokens, revokeApiToken } from "../services/staff/api-tokens";
import { disableStaff, endSessionsOf, inviteStaff, listStaff } from "../services/staff/staff-admin";

/** The admin's staff screen and everyone's API tokens. */
function idOf(params: Record<string, string>): number {
  const id = Number(params.id);
  if (!/^\d{1,9}$/.test(params.id ?? "") || !Number.isSafeInteger(id)) throw HttpError.of(404, "staff_not_found");
  return id;
}

export function staffAdminRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  staffRoute(app, staffListEndpoint, async ({ c }) => ok({ rows: await listStaff(c.get("deps")) }));

  staffRoute(app, staffInviteEndpoint, async ({ c, actor, body }) => {
    const result = await inviteStaff(c.get("deps"), required(actor), body);
    if (result.kind === "taken") throw HttpError.of(409, "staff_email_taken");
    return ok({ id: result.id, link: result.link, expiresAt: result.expiresAt.toISOString() });
  });

  staffRoute(app, staffDisableEndpoint, async ({ c, actor, params }) => {
    const result = await disableStaff(c.get("deps"), required(actor), idOf(params));
    if (result.kind === "not-found") throw HttpError.of(404, "staff_not_found");
    if (result.kind === "self") throw HttpError.of(409, "staff_not_self");
    return ok(null);
  });

  staffRoute(app, staffEndSessionsEndpoint, async ({ c, actor, params }) => {
    const result = await endSessionsOf(c.get("deps"), required(actor), idOf(params));
    if (result.kind === "not-found") throw HttpError.of(404, "staff_not_found");
    return ok({ ended: result.ended });
  });

  staffRoute(app, apiTokenListEndpoint, async ({ c, actor }) =>
    ok({ rows: await listApiTokens(c.get("deps").database.db, required(actor).staffId) }),
  );

  staffRoute(app, apiTokenCreateEndpoint, async ({ c, actor, body }) =>
    ok(await createApiToken(c.get("deps"), required(actor), body.name)),
  );

  staffRoute(app, apiTokenRevokeEndpoint, async ({ c, actor, params }) => {
    if (!(await revokeApiToken(c.get("deps"), required(actor), idOf(params)))) throw HttpError.of(404, "not_found");
    return ok(null);
  });

  return app;
}
