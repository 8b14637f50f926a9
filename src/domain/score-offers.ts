/**
 * What a scored visitor qualifies for, by the partner rules the server forwards with (decision 004: the
 * active partner with the highest `min_score` the score reaches, up to its `max_amount`) and the loan
 * products that partner offers (amount range and step, terms). Issue 33: the result offers a smaller
 * amount or another term only when these rules say this score gets it; amount and term are not part of
 * the score, so below every partner's minimum nothing qualifies and the result says so.
 */
export interface PartnerRule {
  name: string;
  minScore: number;
  maxAmount: number;
}

export interface ProductRule {
  partnerName: string;
  minAmount: number;
  maxAmount: number;
  amountStep: number;
  /** Months, ascending. */
  terms: readonly number[];
}

export interface AskedLoan {
  amount: number;
  month: number;
}

export type QualifyingOffer =
  /** The partner takes the loan as asked. */
  | { kind: "asked"; partner: string }
  /** The partner takes a smaller amount (its ceiling) for the term asked, or the nearest term it offers. */
  | { kind: "smaller"; partner: string; amount: number; month: number }
  /** No partner takes this score at any amount or term; `threshold` is the lowest minimum above it. */
  | { kind: "none"; threshold: number | null; missing: number | null };

/** The partner the score reaches: the highest minimum at or below it (the server's rule), or null. */
export function partnerReached<P extends PartnerRule>(partners: readonly P[], score: number): P | null {
  const reached = partners.filter((partner) => score >= partner.minScore);
  return [...reached].sort((a, b) => b.minScore - a.minScore)[0] ?? null;
}

function nearestTerm(terms: readonly number[], month: number): number {
  if (terms.length === 0 || terms.includes(month)) return month;
  return [...terms].sort((a, b) => Math.abs(a - month) - Math.abs(b - month) || b - a)[0] ?? month;
}

/** The loan this score qualifies for, against what was asked. */
export function qualifyingOffer(
  score: number,
  partners: readonly PartnerRule[],
  products: readonly ProductRule[],
  asked: AskedLoan,
): QualifyingOffer {
  const partner = partnerReached(partners, score);
  if (!partner) {
    const above = partners.map((item) => item.minScore).filter((minScore) => minScore > score);
    const threshold = above.length > 0 ? Math.min(...above) : null;
    return { kind: "none", threshold, missing: threshold === null ? null : threshold - score };
  }
  const own = products.filter((product) => product.partnerName === partner.name);
  const productCeiling = own.length > 0 ? Math.max(...own.map((product) => product.maxAmount)) : partner.maxAmount;
  const ceiling = Math.min(partner.maxAmount, productCeiling);
  if (asked.amount <= ceiling) return { kind: "asked", partner: partner.name };
  const step = own.find((product) => product.maxAmount >= ceiling)?.amountStep ?? 1;
  const amount = Math.floor(ceiling / step) * step;
  const terms = [...new Set(own.flatMap((product) => product.terms))].sort((a, b) => a - b);
  return { kind: "smaller", partner: partner.name, amount, month: nearestTerm(terms, asked.month) };
}
