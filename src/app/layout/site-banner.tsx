import { useEffect, useState } from "react";
import { loadCompany } from "../../api/site";
import { t } from "../../i18n/t";
import "./site-banner.css";

/**
 * One small line over every page when the server says it is not the production one: the partners,
 * products, cards and articles there are sample data. Production (or no answer) shows nothing.
 */
export function SiteBanner() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    let live = true;
    loadCompany().then(
      (company) => live && setShow(!company.production),
      () => {
        // No answer: show nothing rather than guess.
      },
    );
    return () => {
      live = false;
    };
  }, []);
  if (!show) return null;
  return (
    <p className="site-banner" role="note">
      {t("site_banner_non_production")}
    </p>
  );
}
