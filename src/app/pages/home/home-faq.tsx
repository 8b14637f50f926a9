import { useCallback, useState } from "react";
import { loadFaq } from "../../../api/faq";
import type { FaqItem } from "../../../contract/faq";
import { t } from "../../../i18n/t";
import { Accordion } from "../../../ui/accordion";
import { useLoaded } from "../../../ui/use-loaded";
import "./home.css";
import "./home-faq.css";

/**
 * The FAQ accordion, as the editors keep it in the back-office (GET /site/faq). Its section comes
 * in the home page's lazy chunk, so the prerendered page holds none of it and an editor's change
 * shows on the next visit. While it loads, the section keeps the room of four closed items.
 */
export function HomeFaq({ load = loadFaq }: { load?: () => Promise<FaqItem[]> }) {
  const [attempt, setAttempt] = useState(0);
  // A new function for each attempt: useLoaded runs it again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry's trigger
  const loader = useCallback(() => load(), [load, attempt]);
  const faq = useLoaded(loader);
  return (
    <section className="container page-section home-faq" aria-labelledby="home-faq-title">
      <h2 id="home-faq-title">{t("faq_title")}</h2>
      {faq.status === "loading" && (
        <p className="muted home-faq-waiting" role="status">
          {t("faq_loading")}
        </p>
      )}
      {faq.status === "error" && (
        <div className="home-faq-waiting" role="alert">
          <p>{t("faq_unavailable")}</p>
          <button type="button" className="btn btn-primary" onClick={() => setAttempt(attempt + 1)}>
            {t("try_again")}
          </button>
        </div>
      )}
      {faq.status === "ready" && (
        <Accordion
          items={faq.data.map((item) => ({
            id: String(item.id),
            title: item.question,
            content: item.answer.map((paragraph, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity of their own
              <p key={index}>{paragraph}</p>
            )),
          }))}
        />
      )}
    </section>
  );
}
