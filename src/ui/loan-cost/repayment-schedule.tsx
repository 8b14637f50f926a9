import { formatMoney, formatThousands } from "../../domain/format";
import type { LoanCost } from "../../domain/loan-cost";
import { t } from "../../i18n/t";

/** The month-by-month repayment table of a loan (figures in VND). */
export function RepaymentSchedule({ cost, id }: { cost: LoanCost; id: string }) {
  return (
    <div className="loan-schedule" id={id}>
      <table>
        <caption>
          {t("loan_cost_schedule_caption", { amount: formatMoney(cost.amount), term: cost.termMonths })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t("loan_cost_col_month")}</th>
            <th scope="col">{t("loan_cost_col_principal")}</th>
            <th scope="col">{t("loan_cost_col_interest")}</th>
            <th scope="col">{t("loan_cost_col_fee")}</th>
            <th scope="col">{t("loan_cost_col_payment")}</th>
            <th scope="col">{t("loan_cost_col_balance")}</th>
          </tr>
        </thead>
        <tbody>
          {cost.schedule.map((row) => (
            <tr key={row.month}>
              <th scope="row">{t("loan_cost_month_n", { month: row.month })}</th>
              <td>{formatThousands(row.principal)}</td>
              <td>{formatThousands(row.interest)}</td>
              <td>{formatThousands(row.fee)}</td>
              <td>{formatThousands(row.payment)}</td>
              <td>{formatThousands(row.balance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
