import { Link } from "@tanstack/react-router";
import { t } from "../../../i18n/t";
import { Carousel } from "../../../ui/carousel";
import { PARTNERS, type Partner } from "./home-data";
import "./home.css";

function PartnerLogo({ partner }: { partner: Partner }) {
  return (
    <figure className="partner-logo">
      <span className="partner-mark" style={{ background: partner.color }} aria-hidden="true">
        {partner.mark}
      </span>
      <figcaption>{partner.name}</figcaption>
    </figure>
  );
}

/** Partner logos: 4, 2 or 1 at a time by width. */
export function PartnersCarousel({ partners = PARTNERS }: { partners?: readonly Partner[] }) {
  return (
    <div className="container page-section">
      <h2 id="home-partners-title">{t("partners_title")}</h2>
      <p className="muted">{t("partners_subtitle")}</p>
      <p>
        <Link to="/doi-tac">{t("partners_licences_link")}</Link>
      </p>
      <Carousel
        kind="partners"
        label={{ labelledBy: "home-partners-title" }}
        slides={partners.map((partner) => ({ key: partner.id, content: <PartnerLogo partner={partner} /> }))}
      />
    </div>
  );
}
