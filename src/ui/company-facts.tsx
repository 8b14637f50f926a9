import type { Company } from "../contract/site";
import { t } from "../i18n/t";
import "./company-facts.css";

/**
 * The company's legal facts, as the footer and /gioi-thieu show them, with the MOIT badge slot. In
 * production (`company.production`) the slot stays hidden until the MOIT page is configured: visitors
 * are not told "(chưa đăng ký)" (issue 33); elsewhere it shows, as a reminder to configure it.
 */
export function CompanyFacts({ company }: { company: Company & { production?: boolean } }) {
  const tel = company.hotline.replace(/[^\d+]/g, "");
  return (
    <div className="company-facts">
      <dl>
        <div>
          <dt>{t("company_legal_name")}</dt>
          <dd>{company.legalName}</dd>
        </div>
        <div>
          <dt>{t("company_registration")}</dt>
          <dd>
            {company.registrationNumber}
            {company.registrationIssuer && <span className="company-issuer">, {company.registrationIssuer}</span>}
          </dd>
        </div>
        <div>
          <dt>{t("company_address")}</dt>
          <dd>{company.address}</dd>
        </div>
        <div>
          <dt>{t("company_hotline")}</dt>
          <dd>
            <a href={`tel:${tel}`}>{company.hotline}</a>
          </dd>
        </div>
        <div>
          <dt>{t("company_email")}</dt>
          <dd>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </dd>
        </div>
      </dl>
      {company.moitRegistrationUrl ? (
        <a className="moit-badge" href={company.moitRegistrationUrl} target="_blank" rel="noopener noreferrer">
          {t("company_moit_badge")}
        </a>
      ) : (
        company.production !== true && <p className="moit-badge moit-badge-pending">{t("company_moit_pending")}</p>
      )}
      {company.sample && <p className="company-sample">{t("company_sample")}</p>}
    </div>
  );
}
