import { Hono } from "hono";
import {
  approveBidvTayHoEndpoint,
  checkLoadServiceEndpoint,
  smartCaConfirmBidvTayHoEndpoint,
} from "../../src/contract/partners";
import { t } from "../../src/i18n/t";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/errors";
import { ok, route } from "../http/route";
import { approvalOf, confirmSignature } from "../services/partners/remote";
import { serviceAvailable } from "../services/partners/service-check";
import { requireApplication } from "./loan-ticket-owner";

/** The SPEC §7 loan-ticket calls answered by the partner: BIDV Tây Hồ's approval, SmartCA signing. */
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

  return app;
}
