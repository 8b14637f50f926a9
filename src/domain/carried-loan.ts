/**
 * The funnel's amount and term fitted to a wizard product (issue 33 item 8): the amount within the
 * product's range on its step, the term the product offers nearest to the one asked. Null when nothing
 * was asked.
 */
export interface ProductLimits {
  minAmount: number;
  maxAmount: number;
  amountStep: number;
  terms: readonly number[];
}

export function carriedLoan(
  asked: { amount: number; month: number } | null,
  product: ProductLimits,
): { amount: number; term: number } | null {
  if (!asked || asked.amount <= 0 || asked.month <= 0) return null;
  const step = product.amountStep > 0 ? product.amountStep : 1;
  const within = Math.min(product.maxAmount, Math.max(product.minAmount, asked.amount));
  const amount = Math.max(product.minAmount, Math.floor(within / step) * step);
  const term =
    [...product.terms].sort((a, b) => Math.abs(a - asked.month) - Math.abs(b - asked.month) || b - a)[0] ?? asked.month;
  return { amount, term };
}
