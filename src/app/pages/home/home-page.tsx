import { lazy } from "react";
import { HomeCardTab } from "../../../features/cards/home-card-tab";
import { LeadForm } from "../../../features/lead-funnel/lead-form";
import { t } from "../../../i18n/t";
import { useDocumentTitle } from "../../../ui/use-document-title";
import { AboutUs } from "./about-us";
import { HomeCounters } from "./home-counters";
import { HomeTabs } from "./home-tabs";
import { LIMIT_PARAMS } from "./loan-limits";
import { NearViewport } from "./near-viewport";

// Below the fold: carousels (Embla), the QR code and the FAQ come in a chunk of their own, fetched when
// the room kept for them nears the viewport (not part of what / loads before it is interactive).
const HomeSections = lazy(() => import("./home-sections").then((module) => ({ default: module.HomeSections })));

/**
 * Home: the loan lead form (its step 1 is the cost calculator: amount, term and what the loan costs), the
 * card tab, the insurance tab (not live), about-us and the marketing sections.
 */
export function HomePage() {
  useDocumentTitle(t("hero_title"), t("meta_home", LIMIT_PARAMS));
  return (
    <>
      <section className="hero" id="dangkyvay">
        <div className="container">
          <h1 className="hero-title">{t("hero_title")}</h1>
          <p className="hero-subtitle">{t("hero_subtitle", LIMIT_PARAMS)}</p>
          <HomeTabs
            tabs={[
              { id: "loan", label: t("tab_loan"), content: <LeadForm /> },
              { id: "card", label: t("tab_card"), content: <HomeCardTab /> },
              { id: "insurance", label: t("tab_insurance"), content: <p className="muted">{t("coming_soon")}</p> },
            ]}
          />
        </div>
      </section>
      <HomeCounters />
      <AboutUs />
      <NearViewport placeholderClass="home-sections-placeholder">
        <HomeSections />
      </NearViewport>
    </>
  );
}
