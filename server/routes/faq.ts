import { Hono } from "hono";
import {
  faqActiveEndpoint,
  faqAdminListEndpoint,
  faqCreateEndpoint,
  faqEndpoint,
  faqMoveEndpoint,
  faqUpdateEndpoint,
} from "../../src/contract/faq";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/errors";
import { ok, route } from "../http/route";
import { required, staffRoute } from "../http/staff-route";
import { publishedFaq } from "../services/content/faq";
import {
  createFaq,
  type FaqChange,
  listFaqRows,
  moveFaq,
  setFaqActive,
  updateFaq,
} from "../services/content/faq-editor";

function idOf(params: Record<string, string>): number {
  if (!/^\d{1,9}$/.test(params.id ?? "")) throw HttpError.of(404, "bo_faq_not_found");
  return Number(params.id);
}

function answer(result: FaqChange): number {
  if (result.kind === "not-found") throw HttpError.of(404, "bo_faq_not_found");
  if (result.kind === "at-edge") throw HttpError.of(409, "bo_faq_at_edge");
  return result.id;
}

/** The FAQ a visitor reads on the home page, and the editor's FAQ screen (issue 31). */
export function faqRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  route(app, faqEndpoint, async ({ c }) => {
    const deps = c.get("deps");
    return ok({ items: await publishedFaq(deps.database.db, deps.clock.now()) });
  });
  staffRoute(app, faqAdminListEndpoint, async ({ c }) => ok({ rows: await listFaqRows(c.get("deps").database.db) }));
  staffRoute(app, faqCreateEndpoint, async ({ c, actor, body }) =>
    ok({ id: answer(await createFaq(c.get("deps"), required(actor), body)) }),
  );
  staffRoute(app, faqUpdateEndpoint, async ({ c, actor, body, params }) => {
    answer(await updateFaq(c.get("deps"), required(actor), idOf(params), body));
    return ok(null);
  });
  staffRoute(app, faqMoveEndpoint, async ({ c, actor, body, params }) => {
    answer(await moveFaq(c.get("deps"), required(actor), idOf(params), body.direction));
    return ok(null);
  });
  staffRoute(app, faqActiveEndpoint, async ({ c, actor, body, params }) => {
    answer(await setFaqActive(c.get("deps"), required(actor), idOf(params), body.active));
    return ok(null);
  });
  return app;
}
