import { t } from "../../i18n/t";
import { useDocumentTitle } from "../../ui/use-document-title";
import "./content.css";

/** /tin-tuc: 'Kiến thức tài chính', its subtitle and the 'Tin nổi bật' block with two empty columns (SPEC.md). */
export function NewsPage() {
  useDocumentTitle(t("news_title"), t("meta_news"));
  return (
    <div className="page container news-page">
      <header className="news-header">
        <h1>{t("news_title")}</h1>
        <p className="muted">{t("news_subtitle")}</p>
      </header>
      <section className="news-featured" aria-labelledby="news-featured-title">
        <h2 id="news-featured-title">{t("news_featured")}</h2>
        <div className="news-columns">
          <div className="news-column">
            <p className="muted">{t("news_empty")}</p>
          </div>
          <div className="news-column">
            <p className="muted">{t("news_empty")}</p>
          </div>
        </div>
      </section>
    </div>
  );
}
