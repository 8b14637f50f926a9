import { t } from "../../../i18n/t";
import { TESTIMONIALS } from "./home-data";
import "./home.css";

/** What customers say: three quotes. */
export function Testimonials() {
  return (
    <section className="container page-section" aria-labelledby="home-testimonials-title">
      <h2 id="home-testimonials-title">{t("testimonials_title")}</h2>
      <ul className="home-grid-3">
        {TESTIMONIALS.map((item) => (
          <li key={item.id} className="home-card testimonial">
            <figure>
              <blockquote>
                <p>“{t(item.quote)}”</p>
              </blockquote>
              <figcaption>
                <strong>{t(item.name)}</strong>
                <span className="muted">{t(item.role)}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="muted testimonials-source">{t("testimonials_source")}</p>
    </section>
  );
}
