import { type ReactNode, useId } from "react";
import type { CardDetail, CardLabelItem } from "../../contract/cards";
import { ageRuleText, incomeRuleText } from "../../domain/card-rules";
import { formatMoney } from "../../domain/format";
import { t } from "../../i18n/t";

/** A titled block of the detail page, labelled by its heading. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="card-detail-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A JSON list of {label, info} as a definition list; `mark` adds a note after an item's value (compare). */
export function LabelList({
  items,
  mark,
}: {
  items: readonly CardLabelItem[];
  mark?: (item: CardLabelItem) => ReactNode;
}) {
  if (items.length === 0) return <p className="muted">—</p>;
  return (
    <dl className="label-list">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat; the order is the identity.
        <div key={index}>
          <dt>{item.label}</dt>
          <dd>
            {item.info}
            {mark?.(item)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function annualFeeText(fee: number): string {
  return fee > 0 ? formatMoney(fee) : t("annual_fee_free");
}

/** The opening conditions: income, age and region, in the words of SPEC.md. */
export function conditionItems(card: CardDetail): CardLabelItem[] {
  return [
    { label: t("condition_income"), info: incomeRuleText(card.minIncomeConditions) },
    { label: t("condition_age"), info: ageRuleText(card.minAge, card.maxAge) },
    { label: t("condition_region"), info: card.regionInformation || t("region_nationwide") },
  ];
}

/** Overview, opening conditions, offers, and interest and fees. */
export function CardDetailSections({ card }: { card: CardDetail }) {
  return (
    <>
      <DetailSection title={t("overview")}>
        <p>{card.overview || "—"}</p>
      </DetailSection>
      <DetailSection title={t("opening_conditions")}>
        <LabelList items={conditionItems(card)} />
      </DetailSection>
      <DetailSection title={t("offers")}>
        <h3>{t("opening_gifts")}</h3>
        <LabelList items={card.cardOpeningGifts} />
        <h3>{t("incentive_policy")}</h3>
        <LabelList items={card.incentivePolicy} />
      </DetailSection>
      <DetailSection title={t("interest_and_fees")}>
        <LabelList items={[{ label: t("annual_fee"), info: annualFeeText(card.annualFee) }, ...card.interestAndFees]} />
      </DetailSection>
    </>
  );
}
