import { Hono } from "hono";
import { funnelReportEndpoint, trackingEndpoint } from "../../src/contract/tracking";
import { t } from "../../src/i18n/t";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/errors";
import { ok, route } from "../http/route";
import { isAdminToken } from "../services/tracking/admin-token";
import { funnelReport } from "../services/tracking/funnel-report";
import { saveTrackingLog } from "../services/tracking/save-log";

/** The tracking endpoints of SPEC.md section 7 and the operators' funnel report. */
export function trackingRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // The visit log: idempotent per visit and status. The address comes from the connection.
  route(app, trackingEndpoint, async ({ body, c }) => {
    const { database, clock } = c.get("deps");
    await saveTrackingLog(database.db, body, { ip: c.get("ip"), now: clock.now() });
    return ok(null);
  });

  // Operators only: 404 when no ADMIN_TOKEN is configured, 401 without the right bearer token,
  // checked before the query so a caller without the token learns nothing more.
  app.use(funnelReportEndpoint.path, async (c, next) => {
    const { adminToken } = c.get("deps").config;
    if (adminToken === null) throw HttpError.of(404, "not_found");
    if (!isAdminToken(c.req.header("authorization"), adminToken)) {
      c.header("WWW-Authenticate", 'Bearer realm="admin"');
      throw new HttpError(401, t("admin_token_invalid"));
    }
    await next();
  });
  route(app, funnelReportEndpoint, async ({ query, c }) => ok(await funnelReport(c.get("deps").database.db, query)));

  return app;
}
