import { createContext, useContext } from "react";
import { getNewsArticle, getNewsList } from "../../api/news";
import type { NewsArticleData } from "../../contract/news";

/** Where the news pages get their articles: the API in the app, fakes in stories and tests. */
export interface NewsSource {
  list(signal: AbortSignal): Promise<NewsArticleData[]>;
  article(slug: string, signal: AbortSignal): Promise<NewsArticleData>;
}

export const apiNewsSource: NewsSource = { list: getNewsList, article: getNewsArticle };

const NewsSourceContext = createContext<NewsSource>(apiNewsSource);

export const NewsSourceProvider = NewsSourceContext.Provider;

export function useNewsSource(): NewsSource {
  return useContext(NewsSourceContext);
}
