import { useId } from "react";
import { formatMoney, formatThousands } from "../../domain/format";
import type { LoanCost } from "../../domain/loan-cost";
import { t } from "../../i18n/t";

/**
 * The month-by-month repayment table of a loan (figures in VND). On a narrow screen the table scrolls
 * sideways inside a focusable region (arrow keys scroll it); the fee column shows only when there is a fee.
 */
export function RepaymentSchedule({ cost, id }: { cost: LoanCost; id: string }) {
  const titleId = useId();
  const withFees = cost.schedule.some((row) => row.fee > 0);
  return (
    <div className="loan-schedule" id={id}>
      <p id={titleId} className="loan-schedule-title">
        {t("loan_cost_schedule_caption", { amount: formatMoney(cost.amount), term: cost.termMonths })}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className="loan-schedule-scroll" aria-labelledby={titleId} tabIndex={0}>
        <table aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{t("loan_cost_col_month")}</th>
              <th scope="col">{t("loan_cost_col_principal")}</th>
              <th scope="col">{t("loan_cost_col_interest")}</th>
              {withFees && <th scope="col">{t("loan_cost_col_fee")}</th>}
              <th scope="col">{t("loan_cost_col_payment")}</th>
              <th scope="col">{t("loan_cost_col_balance")}</th>
            </tr>
          </thead>
          <tbody>
            {cost.schedule.map((row) => (
              <tr key={row.month}>
                <th scope="row">{row.month}</th>
                <td>{formatThousands(row.principal)}</td>
                <td>{formatThousands(row.interest)}</td>
                {withFees && <td>{formatThousands(row.fee)}</td>}
                <td>{formatThousands(row.payment)}</td>
                <td>{formatThousands(row.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
