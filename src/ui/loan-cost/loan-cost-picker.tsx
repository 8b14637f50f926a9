import { useId, useState } from "react";
import { formatRate } from "../../domain/format";
import { t } from "../../i18n/t";
import type { Loaded } from "../use-loaded";
import { LoanCostSummary } from "./loan-cost-summary";
import type { PricedProduct } from "./priced-product";
import "./loan-cost.css";

export interface LoanCostPickerProps {
  /** The loan products to price with, as loaded; a choice appears when there are several. */
  products: Loaded<readonly PricedProduct[]>;
  amount: number;
  termMonths: number;
}

/** What a given amount and term cost with one of the products (the first one until another is chosen). */
export function LoanCostPicker({ products, amount, termMonths }: LoanCostPickerProps) {
  const [chosen, setChosen] = useState(0);
  const selectId = useId();
  // The space the priced product will take is kept while it loads (loan-cost.css), so nothing below moves.
  if (products.status === "loading") return <p className="muted loan-cost-pending">{t("loan_cost_loading")}</p>;
  if (products.status === "error") return <p className="loan-cost-note">{t("loan_cost_unavailable")}</p>;
  const list = products.data;
  const product = list[Math.min(chosen, list.length - 1)];
  if (!product) return <p className="muted">{t("loan_cost_none")}</p>;
  return (
    <div className="loan-cost-picker">
      {list.length > 1 && (
        <div className="loan-calculator-product">
          <label htmlFor={selectId}>{t("loan_cost_product")}</label>
          <select id={selectId} value={chosen} onChange={(event) => setChosen(Number(event.target.value))}>
            {list.map((item, index) => (
              <option key={`${item.partnerName}-${item.productName}`} value={index}>
                {t("loan_cost_product_option", {
                  product: item.productName,
                  rate: formatRate(item.interestRateYear),
                })}
              </option>
            ))}
          </select>
        </div>
      )}
      <LoanCostSummary product={product} amount={amount} termMonths={termMonths} />
    </div>
  );
}
