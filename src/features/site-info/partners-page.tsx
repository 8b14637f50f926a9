import { loadSitePartners } from "../../api/site";
import { t } from "../../i18n/t";
import { useDocumentTitle } from "../../ui/use-document-title";
import { useLoaded } from "../../ui/use-loaded";
import { PartnerList } from "./partner-list";
import { SiteInfoLinks } from "./site-info-links";
import "./site-info.css";

/** /doi-tac: each partner's logo (when an editor uploaded one), registered name and lending licence, from the database. */
export function PartnersPage() {
  useDocumentTitle(t("partners_page_title"), t("meta_partners"));
  const partners = useLoaded(loadSitePartners);
  return (
    <div className="page container site-info">
      <h1>{t("partners_page_title")}</h1>
      <p className="site-info-lead">{t("partners_page_lead")}</p>
      {partners.status === "loading" && <p className="muted">{t("partners_loading")}</p>}
      {partners.status === "error" && <p>{t("partners_unavailable")}</p>}
      {partners.status === "ready" && partners.data.length === 0 && <p>{t("partners_empty")}</p>}
      {partners.status === "ready" && partners.data.length > 0 && <PartnerList partners={partners.data} />}
      {/* Shown once the list is there: below a list that arrives, the links would jump down. */}
      {partners.status !== "loading" && <SiteInfoLinks />}
    </div>
  );
}
