import { t } from "../../../i18n/t";
import { ABOUT_VALUES } from "./home-facts";
import "./home.css";

/** About us, the target of /#about-us: what we do, and that we introduce products but never lend. */
export function AboutUs() {
  return (
    <section className="container page-section home-about" id="about-us" aria-labelledby="about-us-title">
      <h2 id="about-us-title">{t("about_us")}</h2>
      <p className="home-lead">{t("about_us_text")}</p>
      <p className="muted">{t("disclaimer_not_issuer")}</p>
      <ul className="home-values">
        {ABOUT_VALUES.map((value) => (
          <li key={value.id} className="home-card">
            <h3>{t(value.title)}</h3>
            <p>{t(value.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
