import { Link, useParams } from "@tanstack/react-router";
import { formatIsoDate } from "../../domain/iso-date";
import { t } from "../../i18n/t";
import { useDocumentTitle } from "../../ui/use-document-title";
import { articleBySlug } from "./news-articles";
import "./content.css";
import "./news.css";

/** /tin-tuc/<slug>: one article (title, date, image, body), or 'not found' for an unknown slug. */
export function NewsArticlePage() {
  const { slug } = useParams({ strict: false }) as { slug?: string };
  const article = articleBySlug(slug ?? "");
  useDocumentTitle(article ? t(article.title) : t("news_title"), article ? t(article.summary) : t("meta_news"));
  if (!article) {
    return (
      <div className="page container news-article">
        <h1>{t("news_not_found")}</h1>
        <Link to="/tin-tuc">{t("news_back")}</Link>
      </div>
    );
  }
  return (
    <article className="page container news-article">
      <Link to="/tin-tuc" className="news-back">
        {t("news_back")}
      </Link>
      <p className="news-meta">
        <span className="news-category">{t(article.category)}</span>{" "}
        <span>
          {t("news_published")} <time dateTime={article.date}>{formatIsoDate(article.date)}</time>
        </span>
      </p>
      <h1>{t(article.title)}</h1>
      <p className="news-lead">{t(article.summary)}</p>
      <img className="news-article-image" src={article.image} alt="" width={600} height={360} />
      {article.body.map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
    </article>
  );
}
