import { Link } from "@tanstack/react-router";
import { DELAY } from "../../../domain/constants";
import { formatIsoDate } from "../../../domain/iso-date";
import { t } from "../../../i18n/t";
import { Carousel } from "../../../ui/carousel";
import { NEWS, type NewsItem } from "./home-data";
import "./home.css";

function NewsCard({ item }: { item: NewsItem }) {
  return (
    <article className="news-card home-card">
      <p className="news-meta">
        <span className="news-category">{t(item.category)}</span>
        <time dateTime={item.date}>{formatIsoDate(item.date)}</time>
      </p>
      <h3 className="news-title">{t(item.title)}</h3>
      <p>{t(item.excerpt)}</p>
      <Link
        to="/tin-tuc/$slug"
        params={{ slug: item.slug }}
        className="news-more"
        aria-label={`${t("home_news_read")}: ${t(item.title)}`}
      >
        {t("home_news_read")}
      </Link>
    </article>
  );
}

/** News: 3, 2 or 1 at a time by width, moving on every 5 s unless hovered, focused or reduced motion. */
export function NewsCarousel({ items = NEWS }: { items?: readonly NewsItem[] }) {
  return (
    <div className="container page-section">
      <div className="section-head">
        <h2 id="home-news-title">{t("home_news_title")}</h2>
        <Link to="/tin-tuc">{t("home_news_all")}</Link>
      </div>
      <Carousel
        kind="news"
        label={{ labelledBy: "home-news-title" }}
        autoplayMs={DELAY.NEWS_AUTOPLAY}
        slides={items.map((item) => ({ key: item.id, content: <NewsCard item={item} /> }))}
      />
    </div>
  );
}
