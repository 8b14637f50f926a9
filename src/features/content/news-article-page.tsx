import { Link, useParams } from "@tanstack/react-router";
import { t } from "../../i18n/t";
import { NewsArticleView } from "../../ui/news-article-view";
import { useDocumentTitle } from "../../ui/use-document-title";
import { useNewsArticle } from "./use-news";
import "./content.css";
import "./news.css";

/** /tin-tuc/<slug>: one published article (title, date, image, body), or 'not found' for an unknown slug. */
export function NewsArticlePage() {
  const { slug } = useParams({ strict: false }) as { slug?: string };
  const state = useNewsArticle(slug ?? "");
  const article = state.status === "ready" ? state.value : null;
  useDocumentTitle(article ? article.title : t("news_title"), article ? article.summary : t("meta_news"));
  if (state.status === "loading") return <div className="page container news-article" aria-busy="true" />;
  if (!article) {
    return (
      <div className="page container news-article">
        <h1>{state.status === "error" ? state.message : t("news_not_found")}</h1>
        <Link to="/tin-tuc">{t("news_back")}</Link>
      </div>
    );
  }
  return (
    <NewsArticleView
      article={article}
      back={
        <Link to="/tin-tuc" className="news-back">
          {t("news_back")}
        </Link>
      }
    />
  );
}
