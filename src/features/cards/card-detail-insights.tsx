import type { CardDetail } from "../../contract/cards";
import { cardInsights } from "../../domain/card-insights";
import { t } from "../../i18n/t";
import { DetailSection } from "./card-detail-sections";

function InsightList({ items, kind }: { items: readonly string[]; kind: "pro" | "con" | "fit" }) {
  if (items.length === 0) return <p className="muted">{t("insight_none")}</p>;
  return (
    <ul className={`insight-list insight-${kind}`}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** "Ưu điểm", "Nhược điểm" and "Phù hợp với ai", from the card's own facts (src/domain/card-insights.ts). */
export function CardDetailInsights({ card }: { card: CardDetail }) {
  const { pros, cons, fit } = cardInsights(card);
  return (
    <div className="card-insights">
      <DetailSection title={t("insight_pros")}>
        <InsightList items={pros} kind="pro" />
      </DetailSection>
      <DetailSection title={t("insight_cons")}>
        <InsightList items={cons} kind="con" />
      </DetailSection>
      <DetailSection title={t("insight_fit")}>
        <InsightList items={fit} kind="fit" />
      </DetailSection>
    </div>
  );
}
