import { Hono } from "hono";
import {
  approveBidvTayHoEndpoint,
  checkLoadServiceEndpoint,
  checkRuleBackEndpoint,
  checkRuleFrontEndpoint,
  demoHeadersEndpoint,
  mobifoneStep2Endpoint,
  partnerFilePath,
  smartCaConfirmBidvTayHoEndpoint,
} from "../../src/contract/partners";
import { t } from "../../src/i18n/t";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/errors";
import { harmlessHeaders } from "../http/harmless-headers";
import { ok, route } from "../http/route";
import { checkDocumentRules } from "../services/partners/document-rules";
import { partnerFile } from "../services/partners/partner-files";
import { approvalOf, confirmSignature } from "../services/partners/remote";
import { serviceAvailable } from "../services/partners/service-check";
import { mobifoneStep2 } from "../services/partners/subscriber-check";
import { requireApplication } from "./loan-ticket-owner";

/**
 * The SPEC §7 loan-ticket calls answered with the partner (decision 013): BIDV Tây Hồ's approval,
 * SmartCA signing, service availability, document rules, MobiFone's second step, the partner's
 * document links (GET {token}{id}), and the funnel's demo headers call.
 */
export function partnerCallRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  route(app, approveBidvTayHoEndpoint, async ({ params, c }) => {
    const { app: application } = await requireApplication(c, params.id);
    return ok(await approvalOf(c.get("deps"), application.code));
  });

  route(app, smartCaConfirmBidvTayHoEndpoint, async ({ body, params, c }) => {
    const { app: application } = await requireApplication(c, params.id);
    const result = await confirmSignature(c.get("deps"), application.code, body);
    if (result.kind === "not_ready") throw HttpError.of(409, "partner_signing_not_ready");
    if (result.kind === "unavailable") throw HttpError.of(503, "partner_unavailable");
    return ok({ status: result.status });
  });

  route(app, checkLoadServiceEndpoint, async ({ body, c }) => {
    const result = await serviceAvailable(c.get("deps"), body.productId);
    if (result.kind === "unknown_product") throw HttpError.of(404, "product_not_found");
    return result.available ? ok({ available: true }) : ok({ available: false }, t("partner_service_unavailable"));
  });

  for (const [endpoint, side] of [
    [checkRuleFrontEndpoint, "front"],
    [checkRuleBackEndpoint, "back"],
  ] as const) {
    route(app, endpoint, async ({ body, c }) => {
      const { app: application } = await requireApplication(c, body.code);
      const result = await checkDocumentRules(c.get("deps"), application, side, body.imageId);
      if (result.kind === "stale") throw HttpError.of(409, "partner_rule_image_stale");
      return ok({ accepted: result.accepted, reasons: result.reasons });
    });
  }

  route(app, mobifoneStep2Endpoint, async ({ body, params, c }) => {
    const { app: application } = await requireApplication(c, params.code);
    const result = await mobifoneStep2(c.get("deps"), application, body.transactionId);
    if (result.kind === "not_ready") throw HttpError.of(409, "partner_step2_not_ready");
    if (result.kind === "unavailable") throw HttpError.of(503, "partner_unavailable");
    const data = { accepted: result.accepted, checked: result.checked };
    return result.accepted ? ok(data) : ok(data, t("partner_step2_refused"));
  });

  app.get(partnerFilePath.replace("{token}", ":token").replace("{id}", ":id"), async (c) => {
    const file = await partnerFile(c.get("deps"), c.req.param("token") ?? "", c.req.param("id") ?? "");
    if (file.kind !== "ok") throw HttpError.of(404, "partner_file_not_found");
    return c.body(new Uint8Array(file.bytes), 200, {
      "content-type": file.mime,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    });
  });

  route(app, demoHeadersEndpoint, async ({ c }) => {
    // Production echoes nothing, but still answers 200: a 404 would put an error line in every
    // visitor's console (and cost the page its Lighthouse best-practices score) for a call nobody reads.
    if (c.get("deps").config.nodeEnv === "production") return ok({ headers: {} });
    return ok({ headers: harmlessHeaders(c.req.raw.headers) });
  });

  return app;
}
