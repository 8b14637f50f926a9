import { t } from "../i18n/t";
import { type ComparableCard, compareFacts } from "./compare-best";
import { CARD_TYPE } from "./constants";
import { formatMoney } from "./format";

/**
 * The card detail's "Ưu điểm", "Nhược điểm" and "Phù hợp với ai" (issue 33), derived only from the
 * card's own catalogue facts: a fact the catalogue does not give yields nothing, never a guess.
 * The bounds below say where a fact becomes worth pointing out; they follow the spread of the
 * Vietnamese cards we list (annual fees 0 to 2 million VND, interest 27 to 41 %/year, 45 to 55
 * interest-free days, minimum incomes 0 to 30 million VND a month).
 */
export const INSIGHT_BOUNDS = {
  /** An annual fee from this (VND) is a con. */
  highAnnualFee: 1_000_000,
  /** A limit from this (VND) is a pro. */
  highLimit: 200_000_000,
  /** Interest up to this (%/year) is a pro, from highRate a con. */
  lowRate: 30,
  highRate: 38,
  /** Interest-free days from this are a pro. */
  longFreeDays: 55,
  /** A foreign-currency fee up to this (%) is a pro. */
  lowFxFee: 2,
  /** A minimum income from this (VND a month) is a con. */
  highMinIncome: 15_000_000,
  /** An upper age bound up to this is a con. */
  lowMaxAge: 55,
} as const;

export interface InsightCard extends ComparableCard {
  readonly minAge: number | null;
  readonly maxAge: number | null;
  /** Province codes where the card is offered; empty: nationwide. */
  readonly requirements?: { readonly regions: readonly number[] } | undefined;
  readonly cardTypes: readonly number[];
}

export interface CardInsights {
  pros: string[];
  cons: string[];
  fit: string[];
}

const percentText = (value: number) => `${String(value).replace(".", ",")}%`;
const positive = (value: number | null): value is number => value !== null && value > 0;

export function cardInsights(card: InsightCard): CardInsights {
  const facts = compareFacts(card);
  const b = INSIGHT_BOUNDS;
  const pros: string[] = [];
  const cons: string[] = [];
  const fit: string[] = [];

  if (card.annualFee === 0) pros.push(t("insight_pro_no_fee"));
  else if (card.annualFee >= b.highAnnualFee)
    cons.push(t("insight_con_high_fee", { fee: formatMoney(card.annualFee) }));
  if (card.maxAmount >= b.highLimit) pros.push(t("insight_pro_high_limit", { limit: formatMoney(card.maxAmount) }));
  const rate = facts.interestRate;
  if (rate !== null && rate <= b.lowRate) pros.push(t("insight_pro_low_rate", { rate: percentText(rate) }));
  if (rate !== null && rate >= b.highRate) cons.push(t("insight_con_high_rate", { rate: percentText(rate) }));
  const days = facts.interestFreeDays;
  if (days !== null && days >= b.longFreeDays) pros.push(t("insight_pro_free_days", { days }));
  const fx = facts.fxFee;
  if (fx !== null && fx <= b.lowFxFee) pros.push(t("insight_pro_low_fx", { fee: percentText(fx) }));

  const minIncome = positive(card.minIncomeConditions) ? card.minIncomeConditions : null;
  if (minIncome === null) pros.push(t("insight_pro_no_income"));
  else if (minIncome >= b.highMinIncome) cons.push(t("insight_con_high_income", { income: formatMoney(minIncome) }));
  const maxAge = positive(card.maxAge) ? card.maxAge : null;
  if (maxAge !== null && maxAge <= b.lowMaxAge) cons.push(t("insight_con_low_max_age", { max: maxAge }));
  const regional = (card.requirements?.regions.length ?? 0) > 0;
  if (regional) cons.push(t("insight_con_regional"));

  // Who it suits: income and age first, then the kinds of use the catalogue lists it under.
  fit.push(
    minIncome === null ? t("insight_fit_any_income") : t("insight_fit_income", { income: formatMoney(minIncome) }),
  );
  const minAge = positive(card.minAge) ? card.minAge : null;
  if (minAge !== null && maxAge !== null) fit.push(t("insight_fit_age_range", { min: minAge, max: maxAge }));
  else if (minAge !== null) fit.push(t("insight_fit_age_min", { min: minAge }));
  else if (maxAge !== null) fit.push(t("insight_fit_age_max", { max: maxAge }));
  if (regional) fit.push(t("insight_fit_region"));
  if (card.cardTypes.includes(CARD_TYPE.highApproval)) fit.push(t("insight_fit_high_approval"));
  if (card.cardTypes.includes(CARD_TYPE.onlineSpending)) fit.push(t("insight_fit_online"));
  if (card.cardTypes.includes(CARD_TYPE.cashWithdrawal)) fit.push(t("insight_fit_cash"));
  if (days !== null && days >= b.longFreeDays) fit.push(t("insight_fit_free_days"));
  if (fx !== null && fx <= b.lowFxFee) fit.push(t("insight_fit_abroad"));
  return { pros, cons, fit };
}

/** "Cập nhật ngày dd/mm/yyyy": the day, in Vietnam (UTC+7), of an ISO timestamp; null when it is not one. */
export function updatedOnText(iso: string): string | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const [year, month, day] = new Date(time + 7 * 3_600_000).toISOString().slice(0, 10).split("-");
  return t("card_updated_on", { date: `${day}/${month}/${year}` });
}
