import { Link } from "@tanstack/react-router";
import type { CardDetail, CardListItem } from "../../contract/cards";
import { updatedOnText } from "../../domain/card-insights";
import { CARDS } from "../../domain/constants";
import { t } from "../../i18n/t";
import { NoticeModal } from "../../ui/notice-modal";
import { useDocumentTitle } from "../../ui/use-document-title";
import { CardDetailInsights } from "./card-detail-insights";
import { CardDetailSections, DetailSection } from "./card-detail-sections";
import { CardImage } from "./card-image";
import { CardOdds } from "./card-odds";
import { CardQr } from "./card-qr";
import { absoluteGoUrl, CardFacts, CardTile, OpenCardLink } from "./card-tile";
import { CompareBar } from "./compare-bar";
import { ErrorNotice } from "./error-notice";
import type { DetailState } from "./use-card-detail";
import { useCompareActions } from "./use-compare-actions";
import "./cards.css";
import "./card-detail.css";

function AddToCompare({ card }: { card: CardDetail }) {
  const { has, add, remove, pending } = useCompareActions();
  const selected = has(card.id);
  return (
    <button
      type="button"
      className={selected ? "btn btn-secondary compare-added" : "btn btn-secondary"}
      aria-pressed={selected}
      disabled={pending === card.id}
      aria-busy={pending === card.id}
      onClick={() => (selected ? remove(card.id) : void add(card))}
    >
      {selected ? t("added_to_compare") : t("add_to_compare")}
    </button>
  );
}

function DetailHead({ card }: { card: CardDetail }) {
  const updated = updatedOnText(card.updatedAt);
  return (
    <div className="card-detail-head">
      <CardImage image={card.productImage} name={card.name} eager />
      <div>
        <h1>{card.name}</h1>
        <p className="muted">
          {t("card_issuer")}: <strong>{card.cardIssuer}</strong>
        </p>
        {updated ? (
          <p className="card-updated muted">
            <time dateTime={card.updatedAt}>{updated}</time>
          </p>
        ) : null}
        <CardOdds card={card} />
        <CardFacts card={card} />
        <h2 className="sr-only">{t("features")}</h2>
        <ul className="card-features">
          {card.features.slice(0, CARDS.featuresShown).map((feature, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: features are plain texts that may repeat.
            <li key={index}>{feature.info}</li>
          ))}
        </ul>
        <div className="card-detail-actions">
          <OpenCardLink card={card} />
          <AddToCompare card={card} />
          <CardQr value={absoluteGoUrl(card.id)} name={card.name} />
        </div>
      </div>
    </div>
  );
}

export interface CardDetailViewProps {
  detail: DetailState;
  related: readonly CardListItem[];
  onRetry: () => void;
  /** Leaves for the card home (the unavailable popup's close). */
  onBackToCards: () => void;
}

/** /chi-tiet-the-tin-dung?id=: every section of SPEC.md, related cards, or 'Thẻ không khả dụng!'. */
export function CardDetailView({ detail, related, onRetry, onBackToCards }: CardDetailViewProps) {
  useDocumentTitle(detail.status === "ready" ? detail.data.name : t("page_card_detail"));
  if (detail.status === "unavailable") {
    return (
      <section className="page container">
        <h1>{t("card_unavailable_title")}</h1>
        <p>{t("card_not_available")}</p>
        <Link to="/the-tin-dung">{t("back_to_cards")}</Link>
        <NoticeModal open message={t("card_not_available")} onClose={onBackToCards} />
      </section>
    );
  }
  if (detail.status !== "ready") {
    return (
      <section className="page container" aria-busy={detail.status === "loading"}>
        <h1>{t("page_card_detail")}</h1>
        {detail.status === "loading" ? (
          <p>{t("loading")}</p>
        ) : (
          <div className="cards-message" role="alert">
            <p>{detail.message}</p>
            <button type="button" className="btn btn-secondary" onClick={onRetry}>
              {t("try_again")}
            </button>
            <ErrorNotice failure={detail} />
          </div>
        )}
      </section>
    );
  }
  const card = detail.data;
  return (
    <article className="page container card-detail">
      <DetailHead card={card} />
      <CardDetailInsights card={card} />
      <CardDetailSections card={card} />
      {related.length > 0 ? (
        <DetailSection title={t("related_cards")}>
          <ul className="card-grid">
            {related.map((item) => (
              <li key={item.id}>
                <CardTile card={item} />
              </li>
            ))}
          </ul>
        </DetailSection>
      ) : null}
      {/* Under 520 px the apply link stays at the bottom of the screen (card-detail.css); wider, not shown. */}
      <div className="card-apply-bar">
        <OpenCardLink card={card} />
      </div>
      <CompareBar />
    </article>
  );
}
