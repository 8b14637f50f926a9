/**
 * Which compared card is better for the visitor, row by row (issue 33). Only facts where "better"
 * does not depend on taste are judged: a higher limit or more interest-free days, a lower annual
 * fee, interest rate, foreign-currency fee or minimum income. Features, gifts, card network, age
 * and region are left unjudged. Equal values (or fewer than two known ones) get no mark.
 */

export type CompareFact = "maxAmount" | "annualFee" | "interestRate" | "interestFreeDays" | "fxFee" | "minIncome";

export const BETTER_WHEN: Readonly<Record<CompareFact, "higher" | "lower">> = {
  maxAmount: "higher",
  annualFee: "lower",
  interestRate: "lower",
  interestFreeDays: "higher",
  fxFee: "lower",
  minIncome: "lower",
};

interface LabelItem {
  readonly label: string;
  readonly info: string;
}

/** What of a card the comparison reads (a structural slice of the contract's CardDetail). */
export interface ComparableCard {
  readonly maxAmount: number;
  readonly annualFee: number;
  readonly incentivePolicy: readonly LabelItem[];
  readonly interestAndFees: readonly LabelItem[];
  readonly minIncomeConditions: number | null;
}

const ITEM_FACTS: Readonly<Record<string, CompareFact>> = {
  "lãi suất": "interestRate",
  "miễn lãi": "interestFreeDays",
  "phí giao dịch ngoại tệ": "fxFee",
};

/** The fact a catalogue item ({label, info}) states, by its label; null for the others. */
export function itemFact(label: string): CompareFact | null {
  return ITEM_FACTS[label.trim().toLowerCase()] ?? null;
}

/** The first number of a catalogue text ("38,4%/năm" 38.4, "Đến 45 ngày" 45); null without one. */
export function firstNumber(text: string): number | null {
  const match = /\d+(?:[.,]\d+)?/.exec(text);
  return match ? Number(match[0].replace(",", ".")) : null;
}

function itemValue(items: readonly LabelItem[], fact: CompareFact): number | null {
  const item = items.find((candidate) => itemFact(candidate.label) === fact);
  return item ? firstNumber(item.info) : null;
}

/** The judged facts of one card; null where the catalogue does not say. No minimum income counts as 0. */
export function compareFacts(card: ComparableCard): Record<CompareFact, number | null> {
  const items = [...card.incentivePolicy, ...card.interestAndFees];
  return {
    maxAmount: card.maxAmount > 0 ? card.maxAmount : null,
    annualFee: card.annualFee,
    interestRate: itemValue(items, "interestRate"),
    interestFreeDays: itemValue(items, "interestFreeDays"),
    fxFee: itemValue(items, "fxFee"),
    minIncome: card.minIncomeConditions ?? 0,
  };
}

/**
 * For each value, whether it is the best one: true for every value equal to the best, false for the
 * others and for unknown ones; all false when the known values are fewer than two or all equal.
 */
export function bestOf(values: readonly (number | null)[], better: "higher" | "lower"): boolean[] {
  const known = values.filter((value): value is number => value !== null);
  const best = better === "higher" ? Math.max(...known) : Math.min(...known);
  if (known.length < 2 || known.every((value) => value === best)) return values.map(() => false);
  return values.map((value) => value === best);
}

/** For each judged fact, which of the cards (in order) is best. */
export function compareBest(cards: readonly ComparableCard[]): Record<CompareFact, boolean[]> {
  const facts = cards.map(compareFacts);
  const result = {} as Record<CompareFact, boolean[]>;
  for (const fact of Object.keys(BETTER_WHEN) as CompareFact[]) {
    result[fact] = bestOf(
      facts.map((card) => card[fact]),
      BETTER_WHEN[fact],
    );
  }
  return result;
}
