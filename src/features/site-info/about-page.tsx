import { loadCompany } from "../../api/site";
import { t } from "../../i18n/t";
import { CompanyFacts } from "../../ui/company-facts";
import { useDocumentTitle } from "../../ui/use-document-title";
import { useLoaded } from "../../ui/use-loaded";
import { SiteInfoLinks } from "./site-info-links";
import "./site-info.css";

/** /gioi-thieu: who runs the site, with its legal facts from the server's configuration. */
export function AboutPage() {
  useDocumentTitle(t("about_page_title"), t("meta_about"));
  const company = useLoaded(loadCompany);
  return (
    <div className="page container site-info">
      <h1>{t("about_page_title")}</h1>
      <p className="site-info-lead">{t("about_page_lead")}</p>
      <p>{t("disclaimer_free")}</p>
      <p>{t("disclaimer_approval")}</p>
      <section aria-labelledby="company-title" className="site-info-card">
        <h2 id="company-title">{t("company_title")}</h2>
        {company.status === "loading" && <p className="muted company-facts-loading">{t("company_loading")}</p>}
        {company.status === "error" && <p>{t("company_unavailable")}</p>}
        {company.status === "ready" && <CompanyFacts company={company.data} />}
      </section>
      <SiteInfoLinks />
    </div>
  );
}
