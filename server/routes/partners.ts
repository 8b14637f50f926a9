import { Hono } from "hono";
import { deadDeliveriesEndpoint, PARTNER_CALLBACK_CODE, retryDeadDeliveryEndpoint } from "../../src/contract/partners";
import { t } from "../../src/i18n/t";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/errors";
import { ok } from "../http/route";
import { required, staffRoute } from "../http/staff-route";
import { retryDelivery } from "../services/operator/deliveries";
import { type CallbackOutcome, receiveCallback } from "../services/partners/callbacks";
import { deadDeliveries } from "../services/partners/operators";
import { requestTarget } from "../services/partners/signing";

const REFUSALS: Record<Exclude<CallbackOutcome["kind"], "ok" | "refused">, HttpError> = {
  unknown_partner: HttpError.of(404, "partner_unknown"),
  bad_body: HttpError.of(400, "partner_callback_invalid"),
  unknown_delivery: HttpError.of(404, "partner_delivery_unknown"),
  out_of_order: new HttpError(409, t("partner_callback_out_of_order"), PARTNER_CALLBACK_CODE.outOfOrder),
  move_refused: new HttpError(409, t("partner_callback_move_refused"), PARTNER_CALLBACK_CODE.moveRefused),
};

/** Partner callbacks (signed by the partner) and the operators' dead-letter list (staff: operator). */
export function partnerRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // The signature covers the method, path and raw body, so this route reads them itself before any parsing.
  app.post("/partners/:partnerId/callback", async (c) => {
    const partnerId = Number(c.req.param("partnerId"));
    if (!Number.isSafeInteger(partnerId)) throw HttpError.of(404, "partner_unknown");
    const deps = c.get("deps");
    const result = await receiveCallback(deps, partnerId, {
      headers: (name) => c.req.header(name),
      method: c.req.method,
      path: requestTarget(c.req.url),
      body: await c.req.text(),
    });
    if (result.kind === "ok") return c.json(ok(null));
    const reason = result.kind === "refused" ? result.reason : result.kind;
    deps.log.refused("partner callback refused", "partner", { partner: partnerId, reason });
    if (result.kind !== "refused") throw REFUSALS[result.kind];
    if (result.reason === "stale") throw HttpError.of(401, "partner_callback_stale");
    if (result.reason === "replayed") throw HttpError.of(409, "partner_callback_replayed");
    throw HttpError.of(401, "partner_signature_invalid");
  });

  // The dead letters, for an operator (session or API token, server/services/staff/policy.ts). A
  // retry is the operator screen's, written to the audit log.
  staffRoute(app, deadDeliveriesEndpoint, async ({ c }) => ok(await deadDeliveries(c.get("deps"))));
  staffRoute(app, retryDeadDeliveryEndpoint, async ({ params, c, actor }) => {
    const id = Number(params.id);
    const retried = Number.isSafeInteger(id) ? await retryDelivery(c.get("deps"), required(actor), id) : null;
    if (retried?.kind !== "ok") throw HttpError.of(404, "partner_dead_not_failed");
    return ok({ id, status: "queued" as const });
  });

  return app;
}
