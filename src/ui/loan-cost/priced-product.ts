import { formatMoney, formatPercent, formatRate } from "../../domain/format";
import { type LoanCost, type LoanPricing, loanCost, type UpfrontFee } from "../../domain/loan-cost";
import { t } from "../../i18n/t";

/** A loan product as the calculator needs it (a LoanOffer of src/contract/site.ts fits). */
export interface PricedProduct {
  productName: string;
  partnerName: string;
  minAmount: number;
  maxAmount: number;
  /** Terms in months it offers, ascending. */
  terms: readonly number[];
  /** Nominal yearly rate, percent. */
  interestRateYear: number;
  upfrontFee: UpfrontFee;
  monthlyFee: number;
  sample: boolean;
}

/** The loan every rate's representative example is worked out for ("Ví dụ: vay 20.000.000 VND trong 12 tháng…"). */
export const REPRESENTATIVE_LOAN = { amount: 20_000_000, termMonths: 12 } as const;

export const pricingOf = (product: PricedProduct): LoanPricing => ({
  yearlyRatePercent: product.interestRateYear,
  upfrontFee: product.upfrontFee,
  monthlyFeeVnd: product.monthlyFee,
});

/** The cost of a loan under the product's pricing, or null when the product cannot price it. */
export function costFor(product: PricedProduct, amount: number, termMonths: number): LoanCost | null {
  try {
    return loanCost(amount, termMonths, pricingOf(product));
  } catch {
    return null;
  }
}

/**
 * The product's fees in words: 'phí giải ngân 2% số tiền vay (thu một lần, trừ vào tiền vay nhận được),
 * phí 10.000 VND mỗi tháng' or 'không thu phí'.
 */
export function feesText(product: PricedProduct): string {
  const parts: string[] = [];
  const fee = product.upfrontFee;
  if (fee.kind === "percent" && fee.percent > 0)
    parts.push(t("loan_cost_fee_upfront_percent", { percent: formatPercent(fee.percent) }));
  if (fee.kind === "amount" && fee.vnd > 0)
    parts.push(t("loan_cost_fee_upfront_amount", { amount: formatMoney(fee.vnd) }));
  if (product.monthlyFee > 0) parts.push(t("loan_cost_fee_monthly", { amount: formatMoney(product.monthlyFee) }));
  return parts.length > 0 ? parts.join(", ") : t("loan_cost_fee_none");
}

/** The representative example shown under the product's rate. */
export function exampleText(product: PricedProduct): string {
  const { amount, termMonths } = REPRESENTATIVE_LOAN;
  const cost = costFor(product, amount, termMonths);
  if (!cost) return "";
  return t("loan_cost_example", {
    amount: formatMoney(amount),
    term: termMonths,
    rate: formatRate(product.interestRateYear),
    fees: feesText(product),
    monthly: formatMoney(cost.monthlyPayment),
    total: formatMoney(cost.totalPayable),
    interest: formatMoney(cost.totalInterest),
    feeTotal: formatMoney(cost.totalFees),
    apr: formatRate(cost.apr * 100),
  });
}

/** True when the amount or term lies outside what the product lends. */
export const outsideProduct = (product: PricedProduct, amount: number, termMonths: number) =>
  amount < product.minAmount || amount > product.maxAmount || !product.terms.includes(termMonths);
