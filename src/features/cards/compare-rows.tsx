import type { ReactNode } from "react";
import type { CardDetail, CardLabelItem } from "../../contract/cards";
import { type CompareFact, itemFact } from "../../domain/compare-best";
import { formatMoney } from "../../domain/format";
import { t } from "../../i18n/t";
import { annualFeeText, conditionItems, LabelList } from "./card-detail-sections";
import { CardOdds } from "./card-odds";

/** Whether this card's value of a fact is the best of the compared cards (src/domain/compare-best.ts). */
export type IsBest = (fact: CompareFact) => boolean;

export interface CompareRow {
  label: string;
  render: (card: CardDetail, isBest: IsBest) => ReactNode;
}

/** The mark of the better value: a tick and a word, so it does not rely on colour. */
export function BetterMark() {
  return (
    <span className="compare-better">
      <span aria-hidden="true">✓ </span>
      {t("compare_better")}
    </span>
  );
}

const withMark = (value: ReactNode, best: boolean) => (
  <>
    {value}
    {best ? <BetterMark /> : null}
  </>
);

/** Marks the catalogue items that state a judged fact (interest rate, interest-free days, fees). */
const itemMark = (isBest: IsBest) => (item: CardLabelItem) => {
  const fact = itemFact(item.label);
  return fact && isBest(fact) ? <BetterMark /> : null;
};

/** The rows of SPEC.md section 2, Card compare. */
export const COMPARE_ROWS: readonly CompareRow[] = [
  {
    label: t("features"),
    render: (card) => (
      <ul className="compare-features">
        {card.features.map((feature, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: features are plain texts that may repeat.
          <li key={index}>{feature.info}</li>
        ))}
      </ul>
    ),
  },
  { label: t("max_limit"), render: (card, isBest) => withMark(formatMoney(card.maxAmount), isBest("maxAmount")) },
  { label: t("annual_fee"), render: (card, isBest) => withMark(annualFeeText(card.annualFee), isBest("annualFee")) },
  { label: t("opening_gifts"), render: (card) => <LabelList items={card.cardOpeningGifts} /> },
  {
    label: t("incentive_policy"),
    render: (card, isBest) => <LabelList items={card.incentivePolicy} mark={itemMark(isBest)} />,
  },
  {
    label: t("interest_and_fees"),
    render: (card, isBest) => <LabelList items={card.interestAndFees} mark={itemMark(isBest)} />,
  },
  {
    label: t("opening_conditions"),
    render: (card, isBest) => (
      <LabelList
        items={conditionItems(card)}
        mark={(item) => (item.label === t("condition_income") && isBest("minIncome") ? <BetterMark /> : null)}
      />
    ),
  },
  {
    label: t("sort_approval_odds"),
    render: (card) => <CardOdds card={card} fallback={t("odds_compare_need_profile")} />,
  },
];
