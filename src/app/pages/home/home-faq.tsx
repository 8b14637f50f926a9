import { t } from "../../../i18n/t";
import { Accordion } from "../../../ui/accordion";
import { FAQ } from "./home-data";
import { LIMIT_PARAMS } from "./loan-limits";
import "./home.css";

/** The FAQ accordion of four items. */
export function HomeFaq() {
  return (
    <section className="container page-section home-faq" aria-labelledby="home-faq-title">
      <h2 id="home-faq-title">{t("faq_title")}</h2>
      <Accordion
        items={FAQ.map((item) => ({
          id: item.id,
          title: t(item.question),
          content: item.answer.map((key) => <p key={key}>{t(key, LIMIT_PARAMS)}</p>),
        }))}
      />
    </section>
  );
}
