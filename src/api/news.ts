import type { Envelope } from "../contract/envelope";
import { type NewsArticleData, newsArticleEndpoint, newsListEndpoint } from "../contract/news";
import { t } from "../i18n/t";
import { ApiError } from "./api-error";
import { call } from "./client";

function dataOf<T>(envelope: Envelope<T>): T {
  if (envelope.code !== 200) throw new ApiError("http", envelope.message ?? t("normal_error"));
  return envelope.data;
}

/** The published articles, newest first: GET /news. */
export async function getNewsList(signal?: AbortSignal): Promise<NewsArticleData[]> {
  return dataOf(await call(newsListEndpoint, { retries: 2, signal })).articles;
}

/** One published article: GET /news/{slug} (an ApiError for an unknown one). */
export async function getNewsArticle(slug: string, signal?: AbortSignal): Promise<NewsArticleData> {
  return dataOf(await call(newsArticleEndpoint, { params: { slug }, retries: 2, signal }));
}
