import { Link } from "@tanstack/react-router";
import { t } from "../../../i18n/t";
import { STEPS } from "./home-data";
import { LIMIT_PARAMS } from "./loan-limits";
import "./home.css";

/** How it works: four numbered steps and a way back to the loan form. */
export function HowItWorks() {
  return (
    <section className="container page-section" aria-labelledby="home-steps-title">
      <h2 id="home-steps-title">{t("how_it_works_title")}</h2>
      <p className="muted">{t("how_it_works_subtitle")}</p>
      <ol className="home-steps">
        {STEPS.map((step, index) => (
          <li key={step.id} className="home-card home-step">
            <span className="step-number" aria-hidden="true">
              {index + 1}
            </span>
            <h3>{t(step.title)}</h3>
            <p>{t(step.text, LIMIT_PARAMS)}</p>
          </li>
        ))}
      </ol>
      <p className="home-cta">
        <Link to="/" hash="dangkyvay" className="btn btn-primary">
          {t("register_via_loan")}
        </Link>
      </p>
    </section>
  );
}
