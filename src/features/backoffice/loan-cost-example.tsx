import { LOAN_COST_EXAMPLE } from "../../contract/bo-loan-products";
import { formatMoney, formatPercent, formatThousands } from "../../domain/format";
import type { LoanCost } from "../../domain/loan-cost";
import { t } from "../../i18n/t";

/** The example a visitor's calculator would show for the draft's price: 20,000,000 VND over 12 months. */
export function LoanCostExample({ cost }: { cost: LoanCost | null }) {
  return (
    <section className="bo-example" aria-live="polite" aria-label={t("bo_loan_example_title", exampleWords)}>
      <h2>{t("bo_loan_example_title", exampleWords)}</h2>
      {cost ? (
        <dl>
          <dt>{t("bo_loan_example_monthly")}</dt>
          <dd>{formatMoney(cost.monthlyPayment)}</dd>
          <dt>{t("bo_loan_example_total")}</dt>
          <dd>{formatMoney(cost.totalPayable)}</dd>
          <dt>{t("bo_loan_example_fees")}</dt>
          <dd>{formatMoney(cost.totalFees)}</dd>
          <dt>{t("bo_loan_example_apr")}</dt>
          <dd>{formatPercent(cost.apr * 100)}%</dd>
        </dl>
      ) : (
        <p>{t("bo_loan_example_unavailable")}</p>
      )}
    </section>
  );
}

const exampleWords = {
  amount: formatThousands(LOAN_COST_EXAMPLE.amount),
  months: LOAN_COST_EXAMPLE.termMonths,
};
