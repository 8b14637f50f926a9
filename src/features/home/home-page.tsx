import { t } from "../../i18n/t";
import { HomeCardTab } from "../cards/home-card-tab";
import { LeadForm } from "../lead-funnel/lead-form";
import { HomeTabs } from "./home-tabs";

/** Home: the loan lead form, the card tab, the insurance tab (not live) and about-us. */
export function HomePage() {
  return (
    <>
      <section className="hero" id="dangkyvay">
        <div className="container">
          <h1 className="hero-title">{t("hero_title")}</h1>
          <p className="hero-subtitle">{t("hero_subtitle")}</p>
          <HomeTabs
            tabs={[
              { id: "loan", label: t("tab_loan"), content: <LeadForm /> },
              { id: "card", label: t("tab_card"), content: <HomeCardTab /> },
              { id: "insurance", label: t("tab_insurance"), content: <p className="muted">{t("coming_soon")}</p> },
            ]}
          />
        </div>
      </section>
      <section className="container page-section" id="about-us">
        <h2>{t("about_us")}</h2>
        <p>{t("about_us_text")}</p>
      </section>
    </>
  );
}
