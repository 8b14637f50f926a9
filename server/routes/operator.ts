import { Hono } from "hono";
import {
  deliveryListEndpoint,
  deliveryRetryEndpoint,
  recordSearchEndpoint,
  recordTimelineEndpoint,
  reviewCaseEndpoint,
  reviewDecideEndpoint,
  reviewImageEndpoint,
  reviewQueueEndpoint,
} from "../../src/contract/operator";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/errors";
import { ok } from "../http/route";
import { required, staffRoute } from "../http/staff-route";
import { listDeliveries, retryDelivery } from "../services/operator/deliveries";
import { decideReview, reviewCase, reviewImage, reviewQueue } from "../services/operator/manual-review";
import { searchRecords } from "../services/operator/record-search";
import { timelineOf } from "../services/operator/timeline";

/** The operator's back-office (issue 31): manual review, leads and applications, partner deliveries. */
const codeOf = (params: Record<string, string>) => {
  const code = (params.id ?? "").toUpperCase();
  if (!/^[A-Z0-9-]{4,40}$/.test(code)) throw HttpError.of(404, "bo_record_not_found");
  return code;
};

export function operatorRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  staffRoute(app, reviewQueueEndpoint, async ({ c }) => ok({ rows: await reviewQueue(c.get("deps")) }));

  staffRoute(app, reviewCaseEndpoint, async ({ c, params }) => {
    const found = await reviewCase(c.get("deps"), codeOf(params));
    if (!found) throw HttpError.of(404, "bo_record_not_found");
    return ok(found);
  });

  staffRoute(app, reviewImageEndpoint, async ({ c, params, query }) => {
    const image = await reviewImage(c.get("deps"), codeOf(params), query.kind);
    if (!image) throw HttpError.of(404, "bo_record_not_found");
    // Staff only, never kept by a browser or a proxy.
    return c.body(new Uint8Array(image.bytes), 200, {
      "content-type": image.mime,
      "cache-control": "no-store, private",
      "x-content-type-options": "nosniff",
    });
  });

  staffRoute(app, reviewDecideEndpoint, async ({ c, actor, params, body }) => {
    const result = await decideReview(c.get("deps"), required(actor), codeOf(params), body.decision, body.reason);
    if (result.kind === "not-found") throw HttpError.of(404, "bo_record_not_found");
    if (result.kind === "already-decided") throw HttpError.of(409, "bo_review_already_decided");
    return ok({ code: result.code, decision: result.decision, delivery: result.delivery });
  });

  staffRoute(app, recordSearchEndpoint, async ({ c, query }) =>
    ok(await searchRecords(c.get("deps"), query.q, query.page)),
  );

  staffRoute(app, recordTimelineEndpoint, async ({ c, params }) => {
    const timeline = await timelineOf(c.get("deps"), codeOf(params));
    if (!timeline) throw HttpError.of(404, "bo_record_not_found");
    return ok(timeline);
  });

  staffRoute(app, deliveryListEndpoint, async ({ c, query }) =>
    ok(await listDeliveries(c.get("deps"), query.status, query.page)),
  );

  staffRoute(app, deliveryRetryEndpoint, async ({ c, actor, params }) => {
    const id = Number(params.id);
    if (!/^\d{1,9}$/.test(params.id ?? "")) throw HttpError.of(404, "bo_record_not_found");
    const result = await retryDelivery(c.get("deps"), required(actor), id);
    if (result.kind === "not-found") throw HttpError.of(404, "bo_record_not_found");
    if (result.kind === "not-failed") throw HttpError.of(409, "partner_dead_not_failed");
    return ok(result.row);
  });

  return app;
}
