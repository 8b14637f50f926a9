import { Link } from "@tanstack/react-router";
import { useId } from "react";
import type { FunnelCard } from "../../../machines/lead-funnel/types";
import { formatMoney } from "../../domain/format";
import { t } from "../../i18n/t";

/**
 * Card products shown under the result and blacklist screens. `fitting`: the server picked them for the
 * scored applicant (income and age requirements met), so the title says so, and an empty list says
 * that no card fits rather than showing cards they cannot get.
 */
export function CardSuggestions({ cards, fitting = false }: { cards: FunnelCard[]; fitting?: boolean }) {
  const titleId = useId();
  if (cards.length === 0 && !fitting) return null;
  return (
    <section className="funnel-cards" aria-labelledby={titleId}>
      <h3 id={titleId}>{t(fitting ? "fitting_cards_title" : "other_cards_title")}</h3>
      {cards.length === 0 && <p className="muted">{t("fitting_cards_none")}</p>}
      <ul className="funnel-card-list" hidden={cards.length === 0}>
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
                rel="sponsored noopener noreferrer"
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
