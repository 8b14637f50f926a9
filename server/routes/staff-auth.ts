import { type Context, Hono } from "hono";
import type { StaffMe } from "../../src/contract/staff";
import {
  enrolmentPasskeyEndpoint,
  enrolmentStartEndpoint,
  enrolmentTotpConfirmEndpoint,
  enrolmentTotpStartEndpoint,
  myPasskeyAddEndpoint,
  myPasskeyOptionsEndpoint,
  myTotpConfirmEndpoint,
  myTotpStartEndpoint,
  passkeySignInEndpoint,
  passkeySignInOptionsEndpoint,
  staffSessionEndpoint,
  staffSignOutEndpoint,
  staffSignOutEverywhereEndpoint,
  totpSignInEndpoint,
} from "../../src/contract/staff";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/errors";
import { ok } from "../http/route";
import { clearStaffCookie, readStaffCookie, setStaffCookie } from "../http/staff-cookie";
import { required, staffRoute } from "../http/staff-route";
import { writeAudit } from "../services/audit/staff-action";
import {
  confirmTotpEnrolment,
  type Enrolled,
  enrolPasskey,
  startEnrolment,
  startTotpEnrolment,
} from "../services/staff/enrolment";
import { addMyPasskey, confirmMyTotp, myPasskeyOptions, startMyTotp } from "../services/staff/my-credentials";
import { passkeyChallenge, type SignedIn, signInWithPasskey, signInWithTotp } from "../services/staff/sign-in";
import { staffMe } from "../services/staff/staff-me";
import { endAllStaffSessions, endStaffSession } from "../services/staff/staff-sessions";

/** Signing in and out of the back-office, enrolment from an invitation, one's own credentials. */
function signedIn(c: Context<AppEnv>, result: SignedIn | Enrolled): StaffMe {
  if (result.kind === "ok") {
    setStaffCookie(c, result.session.token, result.session.maxAgeSeconds);
    return result.me;
  }
  if (result.kind === "invalid") throw HttpError.of(400, "staff_invitation_invalid");
  if (result.kind === "locked") throw HttpError.of(429, "staff_totp_locked");
  if (result.kind === "not-set") throw HttpError.of(401, "staff_totp_refused");
  throw HttpError.of(401, "staff_passkey_refused");
}

export function staffAuthRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  staffRoute(app, staffSessionEndpoint, async ({ c, actor }) => {
    if (!actor) {
      if (readStaffCookie(c) !== undefined) clearStaffCookie(c);
      return ok(null);
    }
    return ok(await staffMe(c.get("deps").database.db, actor.staffId));
  });

  staffRoute(app, staffSignOutEndpoint, async ({ c, actor }) => {
    const deps = c.get("deps");
    if (actor?.sessionHash) {
      await endStaffSession(deps.database.db, actor.sessionHash);
      await writeAudit(deps.database.db, deps.clock.now(), actor, { action: "staff.sign-out" });
    }
    clearStaffCookie(c);
    return ok(null);
  });

  staffRoute(app, staffSignOutEverywhereEndpoint, async ({ c, actor }) => {
    const me = required(actor);
    const deps = c.get("deps");
    const ended = await endAllStaffSessions(deps.database.db, me.staffId);
    await writeAudit(deps.database.db, deps.clock.now(), me, { action: "staff.sign-out-everywhere", after: { ended } });
    clearStaffCookie(c);
    return ok({ ended });
  });

  staffRoute(app, passkeySignInOptionsEndpoint, async ({ c }) => ok(await passkeyChallenge(c.get("deps"))));

  staffRoute(app, passkeySignInEndpoint, async ({ c, body }) =>
    ok(signedIn(c, await signInWithPasskey(c.get("deps"), body, c.get("ip")))),
  );

  staffRoute(app, totpSignInEndpoint, async ({ c, body }) => {
    const result = await signInWithTotp(c.get("deps"), body, c.get("ip"));
    if (result.kind === "refused" || result.kind === "not-set") throw HttpError.of(401, "staff_totp_refused");
    return ok(signedIn(c, result));
  });

  staffRoute(app, enrolmentStartEndpoint, async ({ c, body }) => {
    const result = await startEnrolment(c.get("deps"), body.token);
    if (result.kind !== "ok") throw HttpError.of(400, "staff_invitation_invalid");
    return ok({ invitation: result.invitation, ...result.webauthn });
  });

  staffRoute(app, enrolmentPasskeyEndpoint, async ({ c, body }) =>
    ok(signedIn(c, await enrolPasskey(c.get("deps"), body, c.get("ip")))),
  );

  staffRoute(app, enrolmentTotpStartEndpoint, async ({ c, body }) => {
    const result = await startTotpEnrolment(c.get("deps"), body.token);
    if (result.kind !== "ok") throw HttpError.of(400, "staff_invitation_invalid");
    return ok({ secret: result.secret, uri: result.uri });
  });

  staffRoute(app, enrolmentTotpConfirmEndpoint, async ({ c, body }) => {
    const result = await confirmTotpEnrolment(c.get("deps"), body, c.get("ip"));
    if (result.kind === "refused") throw HttpError.of(401, "staff_totp_refused");
    return ok(signedIn(c, result));
  });

  staffRoute(app, myTotpStartEndpoint, async ({ c, actor }) => ok(await startMyTotp(c.get("deps"), required(actor))));

  staffRoute(app, myTotpConfirmEndpoint, async ({ c, actor, body }) => {
    if (!(await confirmMyTotp(c.get("deps"), required(actor), body.code)))
      throw HttpError.of(401, "staff_totp_refused");
    return ok(null);
  });

  staffRoute(app, myPasskeyOptionsEndpoint, async ({ c, actor }) =>
    ok(await myPasskeyOptions(c.get("deps"), required(actor))),
  );

  staffRoute(app, myPasskeyAddEndpoint, async ({ c, actor, body }) => {
    if (!(await addMyPasskey(c.get("deps"), required(actor), body))) throw HttpError.of(401, "staff_passkey_refused");
    return ok(null);
  });

  return app;
}
