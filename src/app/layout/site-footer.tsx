import { Link } from "@tanstack/react-router";
import { SUPPORT } from "../../domain/constants";
import { t } from "../../i18n/t";

/** The footer: legal links, the disclaimers of SPEC.md section 1 and the support contacts. */
export function SiteFooter() {
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
          <p>
            {t("hotline")}: <a href={`tel:${SUPPORT.hotline.replace(/\s/g, "")}`}>{SUPPORT.hotline}</a>
          </p>
          <p>
            {t("service_email")}: <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
          </p>
        </div>
      </div>
    </footer>
  );
}
