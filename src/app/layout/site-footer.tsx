import { Link } from "@tanstack/react-router";
import { loadCompany } from "../../api/site";
import { t } from "../../i18n/t";
import { CompanyFacts } from "../../ui/company-facts";
import { useLoaded } from "../../ui/use-loaded";

/**
 * The footer: the company's legal facts (GET /api/site/company, from the server's configuration),
 * the disclaimers of SPEC.md section 1, the legal links and the "who we are" pages.
 */
export function SiteFooter() {
  const company = useLoaded(loadCompany);
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <p className="footer-brand">{t("brand_name")}</p>
          <p>{t("disclaimer_free")}</p>
          <p>{t("disclaimer_not_issuer")}</p>
          <p>{t("disclaimer_approval")}</p>
        </div>
        <nav aria-label={t("footer_links")}>
          <ul className="footer-links">
            <li>
              <Link to="/gioi-thieu">{t("footer_about")}</Link>
            </li>
            <li>
              <Link to="/doi-tac">{t("footer_partners")}</Link>
            </li>
            <li>
              <Link to="/cach-chung-toi-xep-hang">{t("footer_ranking")}</Link>
            </li>
            <li>
              <Link to="/dieu-khoan">{t("terms")}</Link>
            </li>
            <li>
              <Link to="/chinh-sach-bao-mat">{t("privacy_policy")}</Link>
            </li>
            <li>
              <Link to="/yeu-cau-xoa-du-lieu">{t("data_deletion")}</Link>
            </li>
            <li>
              {/* SPEC.md: the footer's news link is a placeholder. */}
              <a href="#top">{t("news")}</a>
            </li>
          </ul>
        </nav>
        <div>
          {company.status === "ready" ? (
            <CompanyFacts company={company.data} />
          ) : (
            company.status === "error" && <p>{t("company_unavailable")}</p>
          )}
        </div>
      </div>
    </footer>
  );
}
