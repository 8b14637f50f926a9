import { Link } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { t } from "../../i18n/t";

// The featured cards (tiles, images, QR codes, card CSS) load only when the card tab opens.
const HomeCardList = lazy(() => import("./home-card-list").then((module) => ({ default: module.HomeCardList })));

/** The home page's card tab: six featured cards from get-list-home and the 'all cards' link. */
export function HomeCardTab() {
  return (
    <div className="home-card-tab">
      <Suspense fallback={<p className="muted">{t("loading")}</p>}>
        <HomeCardList />
      </Suspense>
      <p>
        <Link to="/the-tin-dung" className="btn btn-secondary">
          {t("all_cards")}
        </Link>
      </p>
    </div>
  );
}
