import { Hono } from "hono";
import {
  newsAdminGetEndpoint,
  newsAdminListEndpoint,
  newsArticleEndpoint,
  newsCreateEndpoint,
  newsListEndpoint,
  newsPublishEndpoint,
  newsUnpublishEndpoint,
  newsUpdateEndpoint,
} from "../../src/contract/news";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/errors";
import { ok, route } from "../http/route";
import { required, staffRoute } from "../http/staff-route";
import { publishedArticle, publishedNews } from "../services/content/news";
import {
  createNews,
  listNewsRows,
  type NewsChange,
  newsForEditing,
  publishNews,
  unpublishNews,
  updateNews,
} from "../services/content/news-editor";

function idOf(params: Record<string, string>): number {
  if (!/^\d{1,9}$/.test(params.id ?? "")) throw HttpError.of(404, "bo_news_not_found");
  return Number(params.id);
}

function answer(result: NewsChange) {
  if (result.kind === "not-found") throw HttpError.of(404, "bo_news_not_found");
  if (result.kind === "taken") throw HttpError.of(409, "bo_news_slug_taken");
  if (result.kind === "past") throw HttpError.of(400, "bo_news_publish_at_past");
  return result.id;
}

/** The news a visitor reads, and the editor's news screen (issue 31). */
export function newsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  const deps = (c: { get(key: "deps"): AppEnv["Variables"]["deps"] }) => c.get("deps");

  newsRoute(app);
  staffRoute(app, newsAdminListEndpoint, async ({ c }) =>
    ok({ rows: await listNewsRows(deps(c).database.db, deps(c).clock.now()) }),
  );
  staffRoute(app, newsAdminGetEndpoint, async ({ c, params }) => {
    const article = await newsForEditing(deps(c).database.db, idOf(params), deps(c).clock.now());
    if (!article) throw HttpError.of(404, "bo_news_not_found");
    return ok(article);
  });
  staffRoute(app, newsCreateEndpoint, async ({ c, actor, body }) =>
    ok({ id: answer(await createNews(deps(c), required(actor), body)) }),
  );
  staffRoute(app, newsUpdateEndpoint, async ({ c, actor, body, params }) => {
    answer(await updateNews(deps(c), required(actor), idOf(params), body));
    return ok(null);
  });
  staffRoute(app, newsPublishEndpoint, async ({ c, actor, body, params }) => {
    const at = body.publishAt === null ? null : new Date(body.publishAt);
    answer(await publishNews(deps(c), required(actor), idOf(params), at));
    return ok(null);
  });
  staffRoute(app, newsUnpublishEndpoint, async ({ c, actor, params }) => {
    answer(await unpublishNews(deps(c), required(actor), idOf(params)));
    return ok(null);
  });
  return app;
}

function newsRoute(app: Hono<AppEnv>): void {
  route(app, newsListEndpoint, async ({ c }) => {
    const deps = c.get("deps");
    return ok({ articles: await publishedNews(deps.database.db, deps.clock.now()) });
  });
  route(app, newsArticleEndpoint, async ({ c, params }) => {
    const deps = c.get("deps");
    const article = await publishedArticle(deps.database.db, params.slug ?? "", deps.clock.now());
    if (!article) throw HttpError.of(404, "news_not_found");
    return ok(article);
  });
}
