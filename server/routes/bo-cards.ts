import { Hono } from "hono";
import {
  boCardCreateEndpoint,
  boCardDeactivateEndpoint,
  boCardGetEndpoint,
  boCardListEndpoint,
  boCardUpdateEndpoint,
} from "../../src/contract/bo-cards";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/errors";
import { ok } from "../http/route";
import { required, staffRoute } from "../http/staff-route";
import { catalogueCard, createCard, deactivateCard, listCatalogue, updateCard } from "../services/cards/editor";

/** The editor's card catalogue (issue 31): list, one card, create, edit, deactivate. */
function cardIdOf(params: Record<string, string>): number {
  if (!/^[1-9]\d{0,8}$/.test(params.id ?? "")) throw HttpError.of(404, "bo_card_not_found");
  return Number(params.id);
}

export function boCardRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  staffRoute(app, boCardListEndpoint, async ({ c, query }) => {
    const { rows, total } = await listCatalogue(c.get("deps"), query);
    return ok({ rows, total, page: query.page, pageSize: query.pageSize });
  });

  staffRoute(app, boCardGetEndpoint, async ({ c, params }) => {
    const found = await catalogueCard(c.get("deps"), cardIdOf(params));
    if (!found) throw HttpError.of(404, "bo_card_not_found");
    return ok(found);
  });

  staffRoute(app, boCardCreateEndpoint, async ({ c, actor, body }) => {
    const result = await createCard(c.get("deps"), required(actor), body);
    if (result.kind === "taken") throw HttpError.of(409, "bo_card_id_taken", { id: body.id });
    return ok({ id: result.id });
  });

  staffRoute(app, boCardUpdateEndpoint, async ({ c, actor, params, body }) => {
    const id = cardIdOf(params);
    if (body.id !== id) throw HttpError.of(400, "bo_card_id_mismatch");
    const result = await updateCard(c.get("deps"), required(actor), body);
    if (result.kind === "not-found") throw HttpError.of(404, "bo_card_not_found");
    return ok({ updatedAt: result.updatedAt });
  });

  staffRoute(app, boCardDeactivateEndpoint, async ({ c, actor, params }) => {
    const result = await deactivateCard(c.get("deps"), required(actor), cardIdOf(params));
    if (result.kind === "not-found") throw HttpError.of(404, "bo_card_not_found");
    return ok(null);
  });

  return app;
}
