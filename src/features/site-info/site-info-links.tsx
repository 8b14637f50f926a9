import { Link } from "@tanstack/react-router";
import { t } from "../../i18n/t";

/** The three "who we are" pages, linked from each other. */
export function SiteInfoLinks() {
  return (
    <nav className="site-info-links" aria-label={t("about_us")}>
      <Link to="/gioi-thieu">{t("footer_about")}</Link>
      <Link to="/doi-tac">{t("footer_partners")}</Link>
      <Link to="/cach-chung-toi-xep-hang">{t("footer_ranking")}</Link>
    </nav>
  );
}
