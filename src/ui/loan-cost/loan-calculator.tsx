import { useId, useState } from "react";
import { LOAN_AMOUNT, LOAN_TERM } from "../../domain/constants";
import { formatMoney } from "../../domain/format";
import { t } from "../../i18n/t";
import { Slider } from "../slider";
import type { Loaded } from "../use-loaded";
import { LoanCostPicker } from "./loan-cost-picker";
import type { PricedProduct } from "./priced-product";
import "./loan-cost.css";

export interface LoanCalculatorProps {
  /** The partners' loan products, as loaded. */
  products: Loaded<readonly PricedProduct[]>;
  initialAmount?: number;
  initialTerm?: number;
}

const formatMonths = (count: number) => t("months_count", { count });

/**
 * The cost calculator: amount and term within the form's limits (src/domain/constants.ts), a product
 * to price them with, and what the loan costs.
 */
export function LoanCalculator({
  products,
  initialAmount = LOAN_AMOUNT.default,
  initialTerm = LOAN_TERM.default,
}: LoanCalculatorProps) {
  const [amount, setAmount] = useState(initialAmount);
  const [term, setTerm] = useState(initialTerm);
  const titleId = useId();
  return (
    <section className="loan-calculator" aria-labelledby={titleId}>
      <h2 id={titleId} className="loan-calculator-title">
        {t("loan_cost_title")}
      </h2>
      <Slider
        label={t("loan_amount_label")}
        value={amount}
        min={LOAN_AMOUNT.min}
        max={LOAN_AMOUNT.max}
        step={LOAN_AMOUNT.step}
        format={formatMoney}
        onChange={setAmount}
      />
      <Slider
        label={t("loan_term_label")}
        value={term}
        min={LOAN_TERM.min}
        max={LOAN_TERM.max}
        step={LOAN_TERM.step}
        format={formatMonths}
        onChange={setTerm}
      />
      <LoanCostPicker products={products} amount={amount} termMonths={term} />
    </section>
  );
}
