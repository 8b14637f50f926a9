import { Link } from "@tanstack/react-router";
import type { NewsArticleData } from "../../contract/news";
import { formatIsoDate } from "../../domain/iso-date";

/** One article in the /tin-tuc list: image, category and date, title (the link), summary. */
export function NewsCard({ article, headingLevel = 3 }: { article: NewsArticleData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="news-item">
      <img className="news-item-image" src={article.image} alt="" width={600} height={360} loading="lazy" />
      <p className="news-meta">
        <span className="news-category">{article.category}</span>{" "}
        <time dateTime={article.date}>{formatIsoDate(article.date)}</time>
      </p>
      <Heading className="news-item-title">
        <Link to="/tin-tuc/$slug" params={{ slug: article.slug }}>
          {article.title}
        </Link>
      </Heading>
      <p>{article.summary}</p>
    </article>
  );
}
