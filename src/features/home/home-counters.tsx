import { t } from "../../i18n/t";
import { COUNTERS } from "./home-data";
import "./home.css";

/** The counters band: customers connected, partners, provinces, minutes to apply. */
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
              <dd className="counter-value">{t(counter.value)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
