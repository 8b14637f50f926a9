import { Link } from "@tanstack/react-router";
import { type ReactNode, useId } from "react";
import { cardGoUrl } from "../../api/cards";
import type { CardListItem } from "../../contract/cards";
import { CARDS } from "../../domain/constants";
import { formatMoney } from "../../domain/format";
import { t } from "../../i18n/t";
import { CardImage } from "./card-image";
import { CardOdds } from "./card-odds";
import { CardQr } from "./card-qr";
import "./cards.css";

/** The outbound link as an absolute URL, for the QR code. */
export function absoluteGoUrl(id: number): string {
  const origin = typeof window === "undefined" ? "http://localhost" : window.location.origin;
  return new URL(cardGoUrl(id), origin).href;
}

/** 'Mở thẻ ngay': our own redirect (it records the click and refuses inactive cards), in a new tab; `sponsored` tells search engines it is a paid partner link. */
export function OpenCardLink({
  card,
  className = "btn btn-primary",
}: {
  card: { id: number; name: string };
  className?: string;
}) {
  return (
    <a
      className={className}
      href={cardGoUrl(card.id)}
      target="_blank"
      rel="sponsored noopener"
      aria-label={t("open_card_now_label", { name: card.name })}
    >
      {t("open_card_now")}
    </a>
  );
}

export interface CardTileProps {
  card: CardListItem;
  /** The compare toggle of the list page (the home tab has none). */
  compare?: ReactNode;
  headingLevel?: 2 | 3;
}

/** One card of a list: image, name, max limit, interest rate, annual fee, gift, annual-fee offer, up to 3 features, tag, star, actions, QR. */
export function CardTile({ card, compare, headingLevel = 3 }: CardTileProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const features = card.features.slice(0, CARDS.featuresShown);
  return (
    <article className="card-tile" aria-labelledby={headingId}>
      <div className="card-tile-media">
        <CardImage image={card.productImage} name={card.name} />
        {card.highlight ? (
          <span className="card-star" role="img" aria-label={t("popular")} title={t("popular")}>
            ★
          </span>
        ) : null}
      </div>
      {card.tag ? <span className="card-tag">{card.tag}</span> : null}
      <Heading id={headingId} className="card-tile-name">
        {card.name}
      </Heading>
      <CardOdds card={card} />
      <CardFacts card={card} />
      {features.length > 0 ? (
        <ul className="card-features" aria-label={t("card_features_label", { name: card.name })}>
          {features.map((feature, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: features are plain texts that may repeat.
            <li key={index}>{feature.info}</li>
          ))}
        </ul>
      ) : null}
      <div className="card-tile-footer">
        <div className="card-tile-actions">
          <OpenCardLink card={card} />
          <Link
            to="/chi-tiet-the-tin-dung"
            search={{ id: card.id }}
            className="card-learn-more"
            aria-label={t("learn_more_label", { name: card.name })}
          >
            {t("learn_more")}
          </Link>
          {compare}
        </div>
        <CardQr value={absoluteGoUrl(card.id)} name={card.name} />
      </div>
    </article>
  );
}

/**
 * The headline facts of a card: limit, interest rate, annual fee, gift, annual-fee offer (tile and
 * detail page); the rate and the fee only when the catalogue gives them.
 */
export function CardFacts({
  card,
}: {
  card: Pick<CardListItem, "maxAmount" | "gifts" | "annualFeeOffers"> &
    Partial<Pick<CardListItem, "annualFee" | "interestRate">>;
}) {
  return (
    <dl className="card-facts">
      <div>
        <dt>{t("max_limit")}</dt>
        <dd>{formatMoney(card.maxAmount)}</dd>
      </div>
      {card.interestRate ? (
        <div>
          <dt>{t("interest_rate")}</dt>
          <dd>{card.interestRate}</dd>
        </div>
      ) : null}
      {card.annualFee === undefined ? null : (
        <div>
          <dt>{t("annual_fee")}</dt>
          <dd>{card.annualFee === 0 ? t("annual_fee_free") : formatMoney(card.annualFee)}</dd>
        </div>
      )}
      <div>
        <dt>{t("gift")}</dt>
        <dd>{card.gifts || "—"}</dd>
      </div>
      <div>
        <dt>{t("annual_fee_offer")}</dt>
        <dd>{card.annualFeeOffers || "—"}</dd>
      </div>
    </dl>
  );
}
