import { t } from "../../../i18n/t";
import { TIPS } from "./home-data";
import "./home.css";

/** Loan tips: four short pieces of advice. */
export function LoanTips() {
  return (
    <section className="container page-section" aria-labelledby="home-tips-title">
      <h2 id="home-tips-title">{t("loan_tips_title")}</h2>
      <p className="muted">{t("loan_tips_subtitle")}</p>
      <ul className="home-grid-4">
        {TIPS.map((tip) => (
          <li key={tip.id} className="home-card">
            <h3>{t(tip.title)}</h3>
            <p>{t(tip.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
