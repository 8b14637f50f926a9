import { t } from "../i18n/t";
import { amountInWords } from "./amount-in-words";
import { formatMoney, formatRate } from "./format";
import { formatIsoDate } from "./iso-date";
import { type LoanPricing, loanCost } from "./loan-cost";

/**
 * The key facts a borrower sees before agreeing to a contract (issue 18, item 3): who lends, how much
 * (in digits and in words), for how long, at what yearly rate and APR, the monthly payment, the first
 * due date, the fees and the total payable. Pure: the contract step and the contract PDF both call
 * `keyFacts`, so the figures on screen and on paper are the same.
 */
export interface KeyFactsInput {
  /** The lender's registered (legal) name. */
  lenderLegalName: string;
  amount: number;
  termMonths: number;
  pricing: LoanPricing;
  /** The contract's date, ISO 'YYYY-MM-DD' (Vietnam's calendar day). */
  contractDate: string;
  /** The monthly pay-back day the borrower chose (1-31). */
  payBackDay: number;
}

export interface KeyFacts {
  lenderLegalName: string;
  amount: number;
  /** The amount in Vietnamese words: 'Hai mươi triệu đồng'. */
  amountWords: string;
  termMonths: number;
  /** Nominal yearly rate, percent. */
  yearlyRatePercent: number;
  /** Effective annual rate including fees, percent. */
  aprPercent: number;
  monthlyPayment: number;
  /** The last payment when rounding makes it differ from the others, else null. */
  lastPayment: number | null;
  /** ISO 'YYYY-MM-DD'. */
  firstDueDate: string;
  upfrontFee: number;
  monthlyFee: number;
  totalFees: number;
  totalInterest: number;
  totalPayable: number;
}

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * The first due date: the pay-back day in the calendar month after the contract's month; a day the
 * month does not have (31 in a 30-day month, 29-31 in February) becomes that month's last day.
 * '2026-11-23' with day 5 -> '2026-12-05'; '2027-01-10' with day 31 -> '2027-02-28'.
 * Throws RangeError for a date that is not ISO or a day outside 1-31.
 */
export function firstDueDate(contractDate: string, payBackDay: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(contractDate);
  if (!match) throw new RangeError("contract date must be YYYY-MM-DD");
  if (!Number.isInteger(payBackDay) || payBackDay < 1 || payBackDay > 31) throw new RangeError("pay-back day 1-31");
  const year = Number(match[1]);
  const month = Number(match[2]); // 1-12
  const dueYear = month === 12 ? year + 1 : year;
  const dueMonth = month === 12 ? 1 : month + 1;
  // Day 0 of the following month is the last day of dueMonth.
  const lastDay = new Date(Date.UTC(dueYear, dueMonth, 0)).getUTCDate();
  return `${dueYear}-${pad(dueMonth)}-${pad(Math.min(payBackDay, lastDay))}`;
}

/** Today's calendar date in Vietnam (UTC+7, no daylight saving), ISO 'YYYY-MM-DD'. */
export function vietnamDate(now: Date): string {
  return new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** The key facts of a loan; throws RangeError when the inputs cannot be priced (see loanCost). */
export function keyFacts(input: KeyFactsInput): KeyFacts {
  const cost = loanCost(input.amount, input.termMonths, input.pricing);
  return {
    lenderLegalName: input.lenderLegalName,
    amount: cost.amount,
    amountWords: amountInWords(cost.amount),
    termMonths: cost.termMonths,
    yearlyRatePercent: cost.yearlyRatePercent,
    aprPercent: cost.apr * 100,
    monthlyPayment: cost.monthlyPayment,
    lastPayment: cost.lastPayment === cost.monthlyPayment ? null : cost.lastPayment,
    firstDueDate: firstDueDate(input.contractDate, input.payBackDay),
    upfrontFee: cost.upfrontFee,
    monthlyFee: input.pricing.monthlyFeeVnd,
    totalFees: cost.totalFees,
    totalInterest: cost.totalInterest,
    totalPayable: cost.totalPayable,
  };
}

/**
 * The fees in words: 'Không thu phí' or '540.000 VND (phí giải ngân 300.000 VND thu một lần, trừ vào
 * tiền vay nhận được; phí 10.000 VND mỗi tháng)'.
 */
function feesValue(facts: KeyFacts): string {
  if (facts.totalFees === 0) return t("key_facts_fees_none");
  const parts: string[] = [];
  if (facts.upfrontFee > 0) parts.push(t("key_facts_fee_upfront", { amount: formatMoney(facts.upfrontFee) }));
  if (facts.monthlyFee > 0) parts.push(t("key_facts_fee_monthly", { amount: formatMoney(facts.monthlyFee) }));
  return `${formatMoney(facts.totalFees)} (${parts.join("; ")})`;
}

export type KeyFactName =
  | "lender"
  | "amount"
  | "amountWords"
  | "term"
  | "rate"
  | "apr"
  | "monthly"
  | "firstDue"
  | "fees"
  | "interest"
  | "total";

/**
 * The key facts as labelled lines, in the order the contract step and the PDF show them; both render
 * exactly these strings (money as '20.000.000 VND', rates as '24%/năm', dates as '05/12/2026').
 */
export function keyFactRows(facts: KeyFacts): { name: KeyFactName; label: string; value: string }[] {
  const rate = (percent: number) => t("key_facts_rate_value", { rate: formatRate(percent) });
  const monthly =
    facts.lastPayment === null
      ? formatMoney(facts.monthlyPayment)
      : t("key_facts_monthly_last", {
          amount: formatMoney(facts.monthlyPayment),
          last: formatMoney(facts.lastPayment),
        });
  return [
    { name: "lender", label: t("key_facts_lender"), value: facts.lenderLegalName },
    { name: "amount", label: t("key_facts_amount"), value: formatMoney(facts.amount) },
    { name: "amountWords", label: t("key_facts_amount_words"), value: facts.amountWords },
    { name: "term", label: t("key_facts_term"), value: t("key_facts_term_value", { term: facts.termMonths }) },
    { name: "rate", label: t("key_facts_rate"), value: rate(facts.yearlyRatePercent) },
    { name: "apr", label: t("key_facts_apr"), value: rate(facts.aprPercent) },
    { name: "monthly", label: t("key_facts_monthly"), value: monthly },
    { name: "firstDue", label: t("key_facts_first_due"), value: formatIsoDate(facts.firstDueDate) },
    { name: "fees", label: t("key_facts_fees"), value: feesValue(facts) },
    { name: "interest", label: t("key_facts_interest"), value: formatMoney(facts.totalInterest) },
    { name: "total", label: t("key_facts_total"), value: formatMoney(facts.totalPayable) },
  ];
}
