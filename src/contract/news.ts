import * as v from "valibot";
import { t } from "../i18n/t";
import { endpoint } from "./endpoint";

/**
 * News articles (issue 31): what a visitor reads on /tin-tuc (GET /news, GET /news/{slug}) and what
 * an editor writes in the back-office (/quan-tri/news...). The body is structured: plain-text
 * paragraphs, never HTML from the browser (React escapes them when rendering).
 */

export const newsArticleSchema = v.object({
  slug: v.string(),
  category: v.string(),
  title: v.string(),
  summary: v.string(),
  /** The day it was published in Vietnam, YYYY-MM-DD. */
  date: v.string(),
  image: v.string(),
  body: v.array(v.string()),
});
export type NewsArticleData = v.InferOutput<typeof newsArticleSchema>;

/** The published articles, newest first. */
export const newsListEndpoint = endpoint({
  method: "GET",
  path: "/news",
  data: v.object({ articles: v.array(newsArticleSchema) }),
});

/** One published article. */
export const newsArticleEndpoint = endpoint({
  method: "GET",
  path: "/news/{slug}",
  data: newsArticleSchema,
});

/** Text without markup: angle brackets are refused, so no HTML can be written into an article. */
const plain = (min: number, max: number, message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.minLength(min, message),
    v.maxLength(max, message),
    v.regex(/^[^<>]*$/, t("bo_news_no_markup")),
  );

export const NEWS_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const newsDraftSchema = v.object({
  slug: v.pipe(
    v.string(t("bo_news_slug_invalid")),
    v.trim(),
    v.maxLength(120, t("bo_news_slug_invalid")),
    v.regex(NEWS_SLUG, t("bo_news_slug_invalid")),
  ),
  category: plain(2, 60, t("bo_news_category_invalid")),
  title: plain(5, 160, t("bo_news_title_invalid")),
  summary: plain(10, 400, t("bo_news_summary_invalid")),
  body: v.pipe(
    v.array(plain(1, 4000, t("bo_news_paragraph_invalid")), t("bo_news_body_invalid")),
    v.minLength(1, t("bo_news_body_invalid")),
    v.maxLength(60, t("bo_news_body_invalid")),
  ),
  /** A picture of our own origin (public/news/...), never another site's. */
  image: v.pipe(
    v.string(t("bo_news_image_invalid")),
    v.trim(),
    v.regex(/^\/news\/[a-z0-9-]+\.(?:svg|png|jpg|webp)$/, t("bo_news_image_invalid")),
  ),
});
export type NewsDraft = v.InferOutput<typeof newsDraftSchema>;

export const NEWS_STATUSES = ["draft", "scheduled", "published", "unpublished"] as const;
export type NewsStatusShown = (typeof NEWS_STATUSES)[number];

export const newsRowSchema = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  category: v.string(),
  /** 'scheduled': published with a publish time still to come. */
  status: v.picklist(NEWS_STATUSES),
  publishAt: v.nullable(v.string()),
  updatedAt: v.string(),
});
export type NewsRow = v.InferOutput<typeof newsRowSchema>;

export const newsEditableSchema = v.object({
  ...newsDraftSchema.entries,
  id: v.number(),
  status: v.picklist(NEWS_STATUSES),
  publishAt: v.nullable(v.string()),
});
export type NewsEditable = v.InferOutput<typeof newsEditableSchema>;

export const newsAdminListEndpoint = endpoint({
  method: "GET",
  path: "/quan-tri/news",
  data: v.object({ rows: v.array(newsRowSchema) }),
});

export const newsAdminGetEndpoint = endpoint({
  method: "GET",
  path: "/quan-tri/news/{id}",
  data: newsEditableSchema,
});

/** A new article, as a draft. */
export const newsCreateEndpoint = endpoint({
  method: "POST",
  path: "/quan-tri/news",
  body: newsDraftSchema,
  data: v.object({ id: v.number() }),
});

/** Saves an article's text (a published article changes on the site at once). */
export const newsUpdateEndpoint = endpoint({
  method: "POST",
  path: "/quan-tri/news/{id}",
  body: newsDraftSchema,
  data: v.null(),
});

/** Publishes now (publishAt null) or at a time to come (a schedule), as an ISO date-time. */
export const newsPublishEndpoint = endpoint({
  method: "POST",
  path: "/quan-tri/news/{id}/publish",
  body: v.object({
    publishAt: v.optional(
      v.nullable(
        v.pipe(
          v.string(t("bo_news_publish_at_invalid")),
          v.maxLength(40, t("bo_news_publish_at_invalid")),
          v.check((text) => !Number.isNaN(Date.parse(text)), t("bo_news_publish_at_invalid")),
        ),
      ),
      null,
    ),
  }),
  data: v.null(),
});

export const newsUnpublishEndpoint = endpoint({
  method: "POST",
  path: "/quan-tri/news/{id}/unpublish",
  data: v.null(),
});
