import { NEWS_ARTICLES } from "../../../src/domain/news-articles";
import { t } from "../../../src/i18n/t";
import type { Seed } from "../seed";

/**
 * The sample articles of /tin-tuc (src/features/content/news-articles.ts, what the build
 * prerenders) as published rows of news_articles, from midnight of their date in Vietnam. An
 * article already stored (by slug) is left as the editors made it: running this twice changes nothing.
 */
export const SEED_NEWS = NEWS_ARTICLES.map((article) => ({
  slug: article.slug,
  category: t(article.category),
  title: t(article.title),
  summary: t(article.summary),
  body: [...article.body],
  image: article.image,
  publishAt: new Date(`${article.date}T00:00:00+07:00`),
}));

export const seedNews: Seed = async (database) => {
  for (const article of SEED_NEWS) {
    await database.db
      .insertInto("news_articles")
      .values({
        slug: article.slug,
        category: article.category,
        title: article.title,
        summary: article.summary,
        body: JSON.stringify(article.body),
        image: article.image,
        status: "published",
        publish_at: article.publishAt,
        created_at: article.publishAt,
        updated_at: article.publishAt,
        updated_by: null,
      })
      .onConflict((oc) => oc.column("slug").doNothing())
      .execute();
  }
};
