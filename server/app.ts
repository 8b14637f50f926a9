import { type Context, Hono } from "hono";
import { t } from "../src/i18n/t";
import { isDatabaseUnavailable } from "./db/errors";
import type { Deps } from "./deps";
import { apiRateFront } from "./http/api-rate-front";
import type { AppEnv } from "./http/app-env";
import { authenticate } from "./http/auth";
import { noIndexHeader } from "./http/backoffice-pages";
import { bodyLimit } from "./http/body-limit";
import { clientIp } from "./http/client-ip";
import { compressJson } from "./http/compress-json";
import { HttpError } from "./http/errors";
import { healthFastPath } from "./http/health-fast-path";
import { probesFastPath } from "./http/probes";
import { jsonBodiesOnly, refuseCrossSiteWrites, refuseNul } from "./http/request-guards";
import { requestIdFor, routeTagger } from "./http/request-observer";
import { securityHeaders } from "./http/security-headers";
import { mountStaticSite } from "./http/static-site";
import { accountPasswordRoutes } from "./routes/account-password";
import { accountsRoutes } from "./routes/accounts";
import { auditRoutes } from "./routes/audit";
import { boCardImageRoutes, CARD_IMAGE_UPLOAD_PATH } from "./routes/bo-card-images";
import { boCardRoutes } from "./routes/bo-cards";
import { boLoanProductRoutes } from "./routes/bo-loan-products";
import { boPartnerRoutes, PARTNER_LOGO_UPLOAD_PATH } from "./routes/bo-partners";
import { captchaRoutes } from "./routes/captcha";
import { cardsRoutes } from "./routes/cards";
import { contentRoutes, sitemapRoutes } from "./routes/content";
import { devRoutes } from "./routes/dev";
import { UPLOAD_PATHS } from "./routes/ekyc";
import { faqRoutes } from "./routes/faq";
import { flowViewerRoutes, mountFlowViewerPages } from "./routes/flow-viewer";
import { funnelRoutes } from "./routes/funnel";
import { healthRoutes } from "./routes/health";
import { legalDocumentRoutes } from "./routes/legal-documents";
import { loanTicketRoutes } from "./routes/loan-ticket";
import { myDataRoutes } from "./routes/my-data";
import { newsRoutes } from "./routes/news";
import { operatorRoutes } from "./routes/operator";
import { otpRoutes } from "./routes/otp";
import { partnerCallRoutes } from "./routes/partner-calls";
import { partnerRoutes } from "./routes/partners";
import { sessionRoutes } from "./routes/sessions";
import { siteRoutes } from "./routes/site";
import { staffAdminRoutes } from "./routes/staff-admin";
import { staffAuthRoutes } from "./routes/staff-auth";
import { staffComplianceRoutes } from "./routes/staff-compliance";
import { staffPeopleRoutes } from "./routes/staff-people";
import { trackingRoutes } from "./routes/tracking";

/** Builds the whole site: the API under /api and the SPA, from injected dependencies. */
export function createApp(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // Notes the route pattern that answered, for the request's log line and metrics (issue 32).
  app.use("*", routeTagger());
  app.use("*", securityHeaders());
  app.use("*", noIndexHeader());
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    c.set("ip", clientIp(c, deps.config.trustedProxies));
    c.set("user", null);
    await next();
  });

  const api = new Hono<AppEnv>();
  const onTooLarge = (c: Context<AppEnv>) => c.json({ code: 413, data: null, message: t("payload_too_large") }, 413);
  const jsonLimit = bodyLimit({ maxSize: deps.config.bodyLimitBytes, onError: onTooLarge });
  // Image uploads (eKYC) get their own ceiling, plus room for the multipart framing and fields.
  // A chunked upload is counted by the route as it reads it (http/upload-body.ts), never buffered here.
  const uploadLimit = bodyLimit({
    maxSize: deps.config.ekyc.uploadMaxBytes + 64 * 1024,
    onError: onTooLarge,
    countedByRoute: true,
  });
  const ekycUploads = new Set(UPLOAD_PATHS);
  // The eKYC uploads, and an editor's partner logo (an image body, counted by its route: bo-partners.ts).
  const uploadPaths = {
    has: (path: string) =>
      ekycUploads.has(path) || PARTNER_LOGO_UPLOAD_PATH.test(path) || CARD_IMAGE_UPLOAD_PATH.test(path),
  };
  // Before the handler, so Hono writes it into the response it builds (see security-headers.ts).
  api.use("*", async (c, next) => {
    c.header("Cache-Control", "no-store");
    await next();
  });
  api.use("*", compressJson());
  // GET and HEAD carry no body: skipping the limit there spares building a full Request object.
  api.use("*", (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    return uploadPaths.has(c.req.path) ? uploadLimit(c, next) : jsonLimit(c, next);
  });
  api.use("*", apiRateFront());
  api.use("*", refuseNul());
  api.use("*", refuseCrossSiteWrites(deps.config.publicOrigin));
  api.use("*", jsonBodiesOnly(uploadPaths));
  api.use("*", authenticate());
  api.route("/", healthRoutes(deps.clock));
  api.route("/", otpRoutes());
  api.route("/", captchaRoutes());
  api.route("/", devRoutes(deps.config));
  api.route("/", funnelRoutes());
  api.route("/", cardsRoutes());
  api.route("/", accountsRoutes());
  api.route("/", sessionRoutes());
  api.route("/", accountPasswordRoutes());
  api.route("/", contentRoutes());
  api.route("/", trackingRoutes());
  api.route("/", loanTicketRoutes());
  api.route("/", myDataRoutes());
  api.route("/", siteRoutes());
  api.route("/", partnerRoutes());
  api.route("/", partnerCallRoutes());
  api.route("/", flowViewerRoutes());
  // The back-office (/api/quan-tri, docs/decisions/021-back-office.md).
  api.route("/", staffAuthRoutes());
  api.route("/", staffAdminRoutes());
  api.route("/", auditRoutes());
  api.route("/", boCardRoutes());
  api.route("/", boCardImageRoutes());
  api.route("/", boLoanProductRoutes());
  api.route("/", newsRoutes());
  api.route("/", legalDocumentRoutes());
  api.route("/", faqRoutes());
  api.route("/", boPartnerRoutes());
  api.route("/", operatorRoutes());
  api.route("/", staffComplianceRoutes());
  api.route("/", staffPeopleRoutes());
  api.all("*", (c) => c.json({ code: 404, data: null, message: t("not_found") }, 404));
  app.route("/api", api);
  app.route("/", sitemapRoutes());

  mountFlowViewerPages(app);
  mountStaticSite(app, deps.config.staticDir);

  app.onError((err, c) => {
    if (err instanceof HttpError) {
      return c.json({ code: err.code, data: null, message: err.message }, err.status);
    }
    if (isDatabaseUnavailable(err)) {
      deps.log.refused("database unavailable", "database", { path: c.req.path, reqId: requestIdFor(c), error: err });
      return c.json({ code: 503, data: null, message: t("service_unavailable") }, 503);
    }
    deps.log.error("unhandled error", { path: c.req.path, reqId: requestIdFor(c), error: err });
    return c.json({ code: 500, data: null, message: t("normal_error") }, 500);
  });
  app.notFound((c) => c.json({ code: 404, data: null, message: t("not_found") }, 404));
  // GET /api/health ahead of the middleware chain, with the same answer (http/health-fast-path.ts).
  // A server made with http/node-listener.ts (main.ts) answers it, and POST /api/v1/card/get-list,
  // on Node's HTTP server before this (http/card-list-fast-path.ts).
  app.fetch = healthFastPath(deps, app.fetch) as typeof app.fetch;
  // GET /api/health/live and /api/health/ready, the probes of issue 32 (http/probes.ts), likewise.
  app.fetch = probesFastPath(deps, app.fetch) as typeof app.fetch;
  return app;
}
