import { Link } from "@tanstack/react-router";
import { useId } from "react";
import type { FunnelCard } from "../../../machines/lead-funnel/types";
import { formatMoney } from "../../domain/format";
import { t } from "../../i18n/t";

/** Card products shown under the result and blacklist screens. */
export function CardSuggestions({ cards }: { cards: FunnelCard[] }) {
  const titleId = useId();
  if (cards.length === 0) return null;
  return (
    <section className="funnel-cards" aria-labelledby={titleId}>
      <h3 id={titleId}>{t("other_cards_title")}</h3>
      <ul className="funnel-card-list">
        {cards.map((card) => (
          <li key={card.id} className="funnel-card">
            <img src={card.image} alt={t("funnel_card_image_alt", { name: card.name })} loading="lazy" />
            <p className="funnel-card-name">{card.name}</p>
            <p className="muted">
              {t("max_limit")}: <strong>{formatMoney(card.maxAmount)}</strong>
            </p>
            <div className="funnel-card-actions">
              <a
                className="btn btn-primary btn-small"
                href={card.affiliateLink}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t("open_card_now")}
              </a>
              <Link to="/chi-tiet-the-tin-dung" search={{ id: card.id }} className="btn btn-secondary btn-small">
                {t("learn_more")}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
