import { Hono } from "hono";
import {
  FUNNEL_CODE,
  partnersEndpoint,
  resetPasswordEndpoint,
  saveHubLogEndpoint,
  scoreEndpoint,
  suggestionsEndpoint,
  validateIdCardEndpoint,
  validatePhoneEndpoint,
} from "../../src/contract/funnel";
import { t } from "../../src/i18n/t";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/errors";
import { requireTicket, ticketFromToken } from "../http/require-ticket";
import { ok, outcome, route } from "../http/route";
import { phoneBlacklistCode } from "../services/blacklist";
import { resetFunnelPassword } from "../services/leads/reset-password";
import { saveLead } from "../services/leads/save-lead";
import { listPartners } from "../services/partners";
import { checkIdentity } from "../services/scoring/identity-check";
import { identityCheckAllowed } from "../services/scoring/identity-limits";
import { scoreTicket } from "../services/scoring/score-ticket";
import { suggestCards } from "../services/scoring/suggestions";

const identityThrottled = () => outcome(FUNNEL_CODE.throttled, t("identity_check_throttled"));

/** The lead funnel of SPEC.md section 7 with product `loan` (OTP calls live in routes/otp.ts). */
export function funnelRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  route(app, validatePhoneEndpoint, async ({ body, c }) => {
    const code = await phoneBlacklistCode(c.get("deps").database.db, body.mobile);
    return code === null ? ok(null) : outcome(code, t("phone_blacklisted"));
  });

  // Identity checks answer whether an ID is blacklisted: only for a verified ticket, within their limits.
  route(app, validateIdCardEndpoint, async ({ body, c }) => {
    const deps = c.get("deps");
    const ticket = await ticketFromToken(c);
    if (!(await identityCheckAllowed(deps, ticket.code, c.get("ip")))) return identityThrottled();
    const identity = await checkIdentity(deps.database.db, body.identityNo, deps.clock.now());
    return identity.ok ? ok(null) : outcome(identity.code, identity.message);
  });

  route(app, scoreEndpoint, async ({ body, params, c }) => {
    const ticket = await requireTicket(c, params.id ?? "");
    // A score call with another ID than the ticket holds checks that ID too: it counts as one.
    const newIdentity = body.identityNo !== ticket.national_id;
    if (newIdentity && !(await identityCheckAllowed(c.get("deps"), ticket.code, c.get("ip")))) {
      return identityThrottled();
    }
    const result = await scoreTicket(c.get("deps"), ticket, body);
    return result.ok ? ok(result.data) : outcome(result.code, result.message);
  });

  route(app, saveHubLogEndpoint, async ({ body, c }) => {
    const ticket = await requireTicket(c, body.code);
    const result = await saveLead(c.get("deps"), ticket, body, c.get("ip"));
    if (!result.ok) throw HttpError.of(409, result.reason === "not_scored" ? "lead_not_scored" : "lead_mismatch");
    return ok({ code: ticket.code });
  });

  route(app, resetPasswordEndpoint, async ({ body, c }) => {
    const ticket = await ticketFromToken(c);
    if (ticket.phone !== body.username) throw HttpError.of(403, "ticket_forbidden");
    const result = await resetFunnelPassword(c.get("deps"), {
      username: body.username,
      oldPassword: body.oldPassword,
      newPassword: body.newpassword,
    });
    if (result.ok) return ok(null);
    return outcome(
      FUNNEL_CODE.wrongPassword,
      t(result.reason === "no_account" ? "phone_not_registered" : "old_password_wrong"),
    );
  });

  route(app, suggestionsEndpoint, async ({ params, c }) => {
    const ticket = await requireTicket(c, params.id ?? "");
    const cards = await suggestCards(c.get("deps"), ticket);
    if (cards === null) throw HttpError.of(409, "lead_not_scored");
    return ok(cards);
  });

  route(app, partnersEndpoint, async ({ c }) => {
    const partners = await listPartners(c.get("deps").database.db);
    return ok(partners.map(({ name, minScore, maxAmount }) => ({ name, minScore, maxAmount })));
  });

  return app;
}
