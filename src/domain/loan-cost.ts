/**
 * What a loan costs: the annuity on the reducing balance, its repayment schedule, the fees and the
 * APR. Pure; the same on the server (contract PDF) and in the browser (calculators).
 *
 * Rounding (VND has no minor unit, every figure is a whole number of đồng):
 * - The regular instalment (principal + interest) is the annuity P·r / (1 − (1 + r)^−n), rounded
 *   half up to whole VND; at a 0 % rate it is P / n rounded the same way.
 * - Each month's interest is the opening balance × r, rounded half up to whole VND.
 * - Each month's principal is the instalment minus that interest; the LAST month repays whatever
 *   balance is left, so the principal column sums exactly to the amount and the last instalment
 *   absorbs every rounding remainder (it may differ from the others by a few đồng).
 * - A percentage upfront fee is amount × percent / 100, rounded half up to whole VND.
 *
 * APR is the effective annual rate including fees: the monthly internal rate of return r of the cash
 * flows (the amount less the upfront fee received at month 0, each month's payment of principal,
 * interest and monthly fee paid at months 1..n), annualised as (1 + r)^12 − 1. It is found by
 * bisection, which cannot diverge: the net present value falls monotonically as r rises.
 */

/** A fee paid once at disbursement: a fixed amount, or a percentage of the amount borrowed. */
export type UpfrontFee = { kind: "amount"; vnd: number } | { kind: "percent"; percent: number };

/** A product's price: its yearly nominal interest rate and its fees. */
export interface LoanPricing {
  /** Nominal yearly rate in percent (24 means 24 %/year, i.e. 2 % a month). */
  yearlyRatePercent: number;
  upfrontFee: UpfrontFee;
  /** A fixed fee added to every monthly payment, VND (0: none). */
  monthlyFeeVnd: number;
}

export interface ScheduleRow {
  /** Months after disbursement when this payment is due (1 = one month after). */
  month: number;
  principal: number;
  interest: number;
  fee: number;
  /** principal + interest + fee */
  payment: number;
  /** What is still owed after this payment. */
  balance: number;
}

export interface LoanCost {
  amount: number;
  termMonths: number;
  yearlyRatePercent: number;
  /** The regular monthly payment: instalment plus the monthly fee (the first month's payment). */
  monthlyPayment: number;
  /** The last month's payment, which absorbs the rounding. */
  lastPayment: number;
  upfrontFee: number;
  totalInterest: number;
  /** Upfront fee plus every monthly fee. */
  totalFees: number;
  /** amount + totalInterest + totalFees */
  totalPayable: number;
  /** Effective annual rate including fees, as a fraction (0.2682 = 26.82 %). */
  apr: number;
  schedule: ScheduleRow[];
}

export const NO_UPFRONT_FEE: UpfrontFee = { kind: "amount", vnd: 0 };

const roundVnd = (value: number) => Math.round(value);

function assertInputs(amount: number, termMonths: number, pricing: LoanPricing): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError("amount must be a positive whole VND");
  if (!Number.isInteger(termMonths) || termMonths < 1 || termMonths > 600) throw new RangeError("term out of range");
  const { yearlyRatePercent, monthlyFeeVnd, upfrontFee } = pricing;
  if (!Number.isFinite(yearlyRatePercent) || yearlyRatePercent < 0 || yearlyRatePercent > 1000)
    throw new RangeError("yearly rate out of range");
  if (!Number.isSafeInteger(monthlyFeeVnd) || monthlyFeeVnd < 0) throw new RangeError("monthly fee out of range");
  const fee = upfrontFee.kind === "amount" ? upfrontFee.vnd : upfrontFee.percent;
  if (!Number.isFinite(fee) || fee < 0) throw new RangeError("upfront fee out of range");
}

/** The upfront fee in VND for this amount. */
export function upfrontFeeVnd(amount: number, fee: UpfrontFee): number {
  return fee.kind === "amount" ? fee.vnd : roundVnd((amount * fee.percent) / 100);
}

/** The regular instalment (principal + interest, no fee), rounded to whole VND. */
export function annuityInstalment(amount: number, termMonths: number, yearlyRatePercent: number): number {
  const r = yearlyRatePercent / 1200;
  if (r === 0) return roundVnd(amount / termMonths);
  return roundVnd((amount * r) / (1 - (1 + r) ** -termMonths));
}

export function repaymentSchedule(amount: number, termMonths: number, pricing: LoanPricing): ScheduleRow[] {
  const r = pricing.yearlyRatePercent / 1200;
  const instalment = annuityInstalment(amount, termMonths, pricing.yearlyRatePercent);
  const rows: ScheduleRow[] = [];
  let balance = amount;
  for (let month = 1; month <= termMonths; month++) {
    const interest = roundVnd(balance * r);
    // Never repay more than is owed (a short loan at a high rate can round past it); the last month clears it.
    const principal = month === termMonths ? balance : Math.min(balance, Math.max(0, instalment - interest));
    balance -= principal;
    const fee = pricing.monthlyFeeVnd;
    rows.push({ month, principal, interest, fee, payment: principal + interest + fee, balance });
  }
  return rows;
}

/**
 * The monthly internal rate of return: the r at which the payments, discounted monthly, equal what
 * the borrower actually receives. Bisection to about 1e-13.
 */
export function monthlyIrr(received: number, payments: readonly number[]): number {
  const npv = (rate: number) => payments.reduce((sum, pay, i) => sum + pay / (1 + rate) ** (i + 1), 0) - received;
  if (npv(0) <= 0) return 0;
  let low = 0;
  let high = 1;
  while (npv(high) > 0 && high < 1e6) high *= 2;
  for (let i = 0; i < 200 && high - low > 1e-13; i++) {
    const mid = (low + high) / 2;
    if (npv(mid) > 0) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** Everything a loan of `amount` VND over `termMonths` costs under `pricing`. Throws RangeError on bad input. */
export function loanCost(amount: number, termMonths: number, pricing: LoanPricing): LoanCost {
  assertInputs(amount, termMonths, pricing);
  const upfront = upfrontFeeVnd(amount, pricing.upfrontFee);
  if (upfront >= amount) throw new RangeError("upfront fee must be less than the amount");
  const schedule = repaymentSchedule(amount, termMonths, pricing);
  const totalInterest = schedule.reduce((sum, row) => sum + row.interest, 0);
  const totalFees = upfront + pricing.monthlyFeeVnd * termMonths;
  const irr = monthlyIrr(
    amount - upfront,
    schedule.map((row) => row.payment),
  );
  const first = schedule[0];
  const last = schedule[schedule.length - 1];
  return {
    amount,
    termMonths,
    yearlyRatePercent: pricing.yearlyRatePercent,
    monthlyPayment: first ? first.payment : 0,
    lastPayment: last ? last.payment : 0,
    upfrontFee: upfront,
    totalInterest,
    totalFees,
    totalPayable: amount + totalInterest + totalFees,
    apr: (1 + irr) ** 12 - 1,
    schedule,
  };
}
