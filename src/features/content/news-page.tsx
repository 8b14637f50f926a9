import { t } from "../../i18n/t";
import { useDocumentTitle } from "../../ui/use-document-title";
import { NewsCard } from "./news-card";
import { useNewsList } from "./use-news";
import "./content.css";
import "./news.css";

/** /tin-tuc: 'Kiến thức tài chính', its subtitle, 'Tin nổi bật' (two newest articles) and the rest. */
export function NewsPage() {
  useDocumentTitle(t("news_title"), t("meta_news"));
  const state = useNewsList();
  const articles = state.status === "ready" ? state.value : [];
  const featured = articles.slice(0, 2);
  const rest = articles.slice(2);
  return (
    <div className="page container news-page">
      <header className="news-header">
        <h1>{t("news_title")}</h1>
        <p className="muted">{t("news_subtitle")}</p>
      </header>
      <section className="news-featured" aria-labelledby="news-featured-title">
        <h2 id="news-featured-title">{t("news_featured")}</h2>
        {state.status === "error" ? (
          <p className="muted">{state.message}</p>
        ) : state.status === "loading" ? null : featured.length === 0 ? (
          <p className="muted">{t("news_empty")}</p>
        ) : (
          <div className="news-columns">
            {featured.map((article) => (
              <div className="news-column" key={article.slug}>
                <NewsCard article={article} />
              </div>
            ))}
          </div>
        )}
      </section>
      {rest.length > 0 ? (
        <section className="news-list" aria-labelledby="news-latest-title">
          <h2 id="news-latest-title">{t("news_latest")}</h2>
          <div className="news-grid">
            {rest.map((article) => (
              <NewsCard key={article.slug} article={article} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
