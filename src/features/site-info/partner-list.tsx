import type { SitePartner } from "../../contract/site";
import { t } from "../../i18n/t";
import "./site-info.css";

/** Each partner's logo (when an editor uploaded one), registered name and lending licence (/doi-tac, /vay-tien-online). */
export function PartnerList({
  partners,
  headingLevel = 2,
}: {
  partners: readonly SitePartner[];
  /** 3 inside a page section that has its own h2. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="site-info-partners">
      {partners.map((partner) => (
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
          <Heading>{partner.name}</Heading>
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
  );
}
