import type { Context, Hono } from "hono";
import type { Endpoint } from "../../src/contract/endpoint";
import type { StaffActor } from "../services/staff/actor";
import { apiTokenOwner } from "../services/staff/api-tokens";
import { accessOf } from "../services/staff/policy";
import { secretTokenHash } from "../services/staff/secret-tokens";
import { staffSessionOf } from "../services/staff/staff-sessions";
import type { AppEnv } from "./app-env";
import { HttpError } from "./errors";
import { type Reply, type RouteInput, route } from "./route";
import { readStaffCookie } from "./staff-cookie";

/**
 * Registers a back-office endpoint with its access from the role policy table
 * (server/services/staff/policy.ts): an endpoint the table does not name cannot be registered.
 * The caller is the staff member of the __Host-staff cookie, or of an `Authorization: Bearer stf_…`
 * API token; 401 without either, 403 when the role (or a token where a person is needed) is refused.
 */
export function staffRoute<E extends Endpoint>(
  app: Hono<AppEnv>,
  endpoint: E,
  handler: (input: RouteInput<E> & { actor: StaffActor | null }) => Promise<Reply<E>> | Reply<E>,
  /** A caller let in without a staff credential (the dev outbox: this machine, outside production). */
  alsoOpensFor?: (c: Context<AppEnv>) => boolean,
): void {
  const access = accessOf(endpoint);
  // Who calls, and whether they may, is settled before the body is read: a caller without the
  // right learns nothing from validation messages.
  app.on(endpoint.method, endpoint.path.replace(/\{(\w+)\}/g, ":$1"), async (c, next) => {
    const actor = await staffActorOf(c);
    if (access.roles !== "public" && !alsoOpensFor?.(c)) {
      if (!actor) throw HttpError.of(401, "staff_unauthorized");
      if (access.sessionOnly && actor.via !== "session") throw HttpError.of(403, "staff_forbidden");
      if (!access.roles.includes(actor.role)) throw HttpError.of(403, "staff_forbidden");
    }
    actors.set(c.req.raw, actor);
    await next();
  });
  route(app, endpoint, (input) => handler({ ...input, actor: actors.get(input.c.req.raw) ?? null }));
}

const actors = new WeakMap<Request, StaffActor | null>();

/** The signed-in staff member (API token first, then the cookie), or null. */
export async function staffActorOf(c: Context<AppEnv>): Promise<StaffActor | null> {
  const deps = c.get("deps");
  const ip = c.get("ip");
  const authorization = c.req.header("authorization");
  if (authorization !== undefined && /^Bearer\s+stf_/i.test(authorization)) {
    const owner = await apiTokenOwner(deps, authorization);
    return owner ? { ...owner, via: "token", sessionHash: null, ip } : null;
  }
  const token = readStaffCookie(c);
  const session = token === undefined ? null : await staffSessionOf(deps, token);
  if (!session) return null;
  return {
    staffId: session.staffId,
    email: session.email,
    fullName: session.fullName,
    role: session.role,
    via: "session",
    sessionHash: secretTokenHash(token),
    ip,
  };
}

/** The actor of an endpoint the policy restricts to staff (never null there). */
export function required(actor: StaffActor | null): StaffActor {
  if (!actor) throw HttpError.of(401, "staff_unauthorized");
  return actor;
}
