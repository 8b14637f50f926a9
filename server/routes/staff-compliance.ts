import { Hono } from "hono";
import {
  consentVersionsEndpoint,
  deletionCompleteEndpoint,
  deletionQueueEndpoint,
  subjectExportEndpoint,
} from "../../src/contract/staff-compliance";
import { dashboardEndpoint } from "../../src/contract/staff-dashboard";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/errors";
import { ok } from "../http/route";
import { required, staffRoute } from "../http/staff-route";
import { listConsentVersions } from "../services/compliance/consent-versions";
import { dashboard } from "../services/compliance/dashboard";
import { completeDeletion, listDeletionQueue } from "../services/compliance/deletion-queue";
import { exportSubject } from "../services/compliance/subject-export";

/** Compliance's screens: the deletion queue and its completion, a subject's export, consents by version. */
export function staffComplianceRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  staffRoute(app, deletionQueueEndpoint, async ({ c, query }) => ok(await listDeletionQueue(c.get("deps"), query)));

  staffRoute(app, deletionCompleteEndpoint, async ({ c, actor, params }) => {
    const reference = params.reference ?? "";
    if (!/^XD\d{8}-[A-Z0-9]{6}$/.test(reference)) throw HttpError.of(404, "privacy_erase_unknown", { reference });
    const result = await completeDeletion(c.get("deps"), required(actor), reference);
    if (result.kind === "not-found") throw HttpError.of(404, "privacy_erase_unknown", { reference });
    if (result.kind === "already") throw HttpError.of(409, "bo_deletion_already");
    return ok({
      reference,
      completedAt: result.completedAt.toISOString(),
      deadlineAt: result.deadlineAt.toISOString(),
      inTime: result.inTime,
      erased: { ...result.erased },
    });
  });

  staffRoute(app, subjectExportEndpoint, async ({ c, actor, body }) =>
    ok(await exportSubject(c.get("deps"), required(actor), body.phone, body.reason)),
  );

  staffRoute(app, consentVersionsEndpoint, async ({ c }) => ok({ rows: await listConsentVersions(c.get("deps")) }));

  // The home's dashboard, for every role (counts only).
  staffRoute(app, dashboardEndpoint, async ({ c, query }) => ok(await dashboard(c.get("deps"), query)));

  return app;
}
