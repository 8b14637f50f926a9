/** The sample articles moved to src/domain/news-articles.ts (the server seeds them, issue 31). */
export { articleBySlug, NEWS_ARTICLES, type NewsArticle } from "../../domain/news-articles";
