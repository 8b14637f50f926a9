import type { ReactNode } from "react";
import type { NewsArticleData } from "../contract/news";
import { formatIsoDate } from "../domain/iso-date";
import { t } from "../i18n/t";

/**
 * One news article as a visitor reads it (/tin-tuc/<slug>): category and date, title, summary,
 * picture and paragraphs (plain text, escaped by React). The back-office preview shows the same.
 */
export function NewsArticleView({ article, back }: { article: NewsArticleData; back?: ReactNode }) {
  return (
    <article className="page container news-article">
      {back}
      <p className="news-meta">
        <span className="news-category">{article.category}</span>{" "}
        <span>
          {t("news_published")} <time dateTime={article.date}>{formatIsoDate(article.date)}</time>
        </span>
      </p>
      <h1>{article.title}</h1>
      <p className="news-lead">{article.summary}</p>
      <img className="news-article-image" src={article.image} alt="" width={600} height={360} />
      {article.body.map((paragraph, index) => (
        // Paragraphs may repeat; their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is never reordered
        <p key={index}>{paragraph}</p>
      ))}
    </article>
  );
}
