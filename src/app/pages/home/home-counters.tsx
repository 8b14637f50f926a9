import { t } from "../../../i18n/t";
import { COUNTERS } from "./home-facts";
import { LIMIT_PARAMS } from "./loan-limits";
import "./home.css";

/** The counters band: the form's own facts (amount, term, age, our fee), with where they come from. */
export function HomeCounters() {
  return (
    <section className="home-counters" aria-labelledby="home-counters-title">
      <div className="container">
        <h2 id="home-counters-title" className="sr-only">
          {t("counters_title")}
        </h2>
        <dl className="counter-grid">
          {COUNTERS.map((counter) => (
            <div key={counter.id} className="counter">
              <dt className="counter-label">{t(counter.label)}</dt>
              <dd className="counter-value">{t(counter.value, LIMIT_PARAMS)}</dd>
            </div>
          ))}
        </dl>
        <p className="counter-source">{t("counters_source")}</p>
      </div>
    </section>
  );
}
