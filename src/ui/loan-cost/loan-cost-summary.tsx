import { useId, useState } from "react";
import { formatMoney, formatRate } from "../../domain/format";
import { t } from "../../i18n/t";
import { costFor, exampleText, feesText, outsideProduct, type PricedProduct } from "./priced-product";
import { RepaymentSchedule } from "./repayment-schedule";
import "./loan-cost.css";

export interface LoanCostSummaryProps {
  product: PricedProduct;
  amount: number;
  termMonths: number;
}

/**
 * What a loan of `amount` over `termMonths` costs with this product: the rate with its period, the
 * monthly payment, interest, fees, total and APR, the representative example, and the repayment
 * schedule behind a disclosure button.
 */
export function LoanCostSummary({ product, amount, termMonths }: LoanCostSummaryProps) {
  const [open, setOpen] = useState(false);
  const scheduleId = useId();
  const cost = costFor(product, amount, termMonths);
  if (!cost) return null;
  const lastDiffers = cost.lastPayment !== cost.monthlyPayment;
  return (
    <section className="loan-cost" aria-label={t("loan_cost_title")}>
      <p className="loan-cost-product">
        {t("loan_cost_offered_by", { product: product.productName, partner: product.partnerName })}
      </p>
      <dl className="loan-cost-figures">
        <div className="loan-cost-main">
          <dt>{t("loan_cost_monthly")}</dt>
          <dd>
            <strong>{formatMoney(cost.monthlyPayment)}</strong>
            {lastDiffers && (
              <span className="muted">{t("loan_cost_monthly_last", { amount: formatMoney(cost.lastPayment) })}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t("loan_cost_rate_label")}</dt>
          <dd>{t("loan_cost_apr_value", { rate: formatRate(product.interestRateYear) })}</dd>
        </div>
        <div>
          <dt>{t("loan_cost_interest")}</dt>
          <dd>{formatMoney(cost.totalInterest)}</dd>
        </div>
        <div>
          <dt>{t("loan_cost_fees")}</dt>
          <dd>
            {formatMoney(cost.totalFees)} <span className="muted">{feesText(product)}</span>
          </dd>
        </div>
        <div>
          <dt>{t("loan_cost_total")}</dt>
          <dd>{formatMoney(cost.totalPayable)}</dd>
        </div>
        <div>
          <dt>{t("loan_cost_apr")}</dt>
          <dd>{t("loan_cost_apr_value", { rate: formatRate(cost.apr * 100) })}</dd>
        </div>
      </dl>
      {outsideProduct(product, amount, termMonths) && (
        <p className="loan-cost-note">
          {t("loan_cost_outside", {
            min: formatMoney(product.minAmount),
            max: formatMoney(product.maxAmount),
            terms: product.terms.join(", "),
          })}
        </p>
      )}
      <p className="loan-cost-example">{exampleText(product)}</p>
      <button
        type="button"
        className="link-button loan-cost-toggle"
        aria-expanded={open}
        aria-controls={scheduleId}
        onClick={() => setOpen((value) => !value)}
      >
        {t(open ? "loan_cost_schedule_hide" : "loan_cost_schedule_show")}
      </button>
      {open && <RepaymentSchedule cost={cost} id={scheduleId} />}
      <p className="loan-cost-fineprint muted">
        {t("loan_cost_method")}
        {product.sample && ` ${t("loan_cost_sample")}`}
      </p>
    </section>
  );
}
