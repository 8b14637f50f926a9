import { Hono } from "hono";
import { auditListEndpoint, leadListEndpoint, revealEndpoint } from "../../src/contract/audit";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/errors";
import { ok } from "../http/route";
import { required, staffRoute } from "../http/staff-route";
import { listAudit } from "../services/audit/audit-list";
import { listLeadsMasked, revealLead } from "../services/audit/personal-data";

/** The audit log (compliance), masked lists and "show in full" with a reason. */
export function auditRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  staffRoute(app, auditListEndpoint, async ({ c, query }) => {
    const { rows, total } = await listAudit(c.get("deps"), query);
    return ok({ rows, total, page: query.page, pageSize: query.pageSize });
  });

  staffRoute(app, leadListEndpoint, async ({ c, query }) => ok(await listLeadsMasked(c.get("deps"), query.page)));

  staffRoute(app, revealEndpoint, async ({ c, actor, body }) => {
    const result = await revealLead(c.get("deps"), required(actor), body.code, body.reason);
    if (result.kind === "not-found") throw HttpError.of(404, "staff_subject_not_found");
    return ok({ fullName: result.fullName, phone: result.phone, nationalId: result.nationalId });
  });

  return app;
}
