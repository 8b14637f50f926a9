import { Link } from "@tanstack/react-router";
import { t } from "../../i18n/t";

/** The home page's card tab: featured cards and the 'all cards' link. */
export function HomeCardTab() {
  return (
    <div>
      <Link to="/the-tin-dung" className="btn btn-secondary">
        {t("all_cards")}
      </Link>
    </div>
  );
}
