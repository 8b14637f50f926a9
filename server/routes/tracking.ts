import { Hono } from "hono";
import { funnelReportEndpoint, trackingEndpoint } from "../../src/contract/tracking";
import type { AppEnv } from "../http/app-env";
import { ok, route } from "../http/route";
import { staffRoute } from "../http/staff-route";
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

  // The operators' report, for a staff member of the role (session or API token): who may is
  // settled before the query is read (server/services/staff/policy.ts).
  staffRoute(app, funnelReportEndpoint, async ({ query, c }) =>
    ok(await funnelReport(c.get("deps").database.db, query)),
  );

  return app;
}
