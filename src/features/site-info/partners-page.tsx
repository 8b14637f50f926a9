import { loadSitePartners } from "../../api/site";
import { t } from "../../i18n/t";
import { useDocumentTitle } from "../../ui/use-document-title";
import { useLoaded } from "../../ui/use-loaded";
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
      {partners.status === "ready" && partners.data.length > 0 && (
        <ul className="site-info-partners">
          {partners.data.map((partner) => (
            <li key={partner.name} className="site-info-card">
              {partner.logoUrl && (
                <img
                  className="site-info-logo"
                  src={partner.logoUrl}
                  alt={t("partner_logo_alt", { name: partner.name })}
                  width={160}
                  height={64}
                  loading="lazy"
                  decoding="async"
                />
              )}
              <h2>{partner.name}</h2>
              <dl>
                <dt>{t("partner_legal_name")}</dt>
                <dd>{partner.legalName}</dd>
                <dt>{t("partner_licence")}</dt>
                <dd>{partner.licence || "—"}</dd>
              </dl>
              {partner.sample && <p className="site-info-sample">{t("partner_sample")}</p>}
            </li>
          ))}
        </ul>
      )}
      {/* Shown once the list is there: below a list that arrives, the links would jump down. */}
      {partners.status !== "loading" && <SiteInfoLinks />}
    </div>
  );
}
