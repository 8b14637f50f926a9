import { loadLoanOffers } from "../../api/site";
import { LOAN_AMOUNT, LOAN_TERM } from "../../domain/constants";
import { formatMoney } from "../../domain/format";
import { t } from "../../i18n/t";
import { LoanCostPicker } from "../../ui/loan-cost/loan-cost-picker";
import { Slider } from "../../ui/slider";
import { useLoaded } from "../../ui/use-loaded";
import type { FunnelEvents } from "./use-funnel-events";

const formatMonths = (count: number) => t("months_count", { count });

/**
 * Step 1: the loan amount and term (limits from src/domain/constants.ts) and, before any personal data
 * is asked, what that loan costs with the partners' products (beside the sliders from 960 px, so the
 * wide card has no empty half: issue 33).
 */
export function StepLoan({ amount, month, events }: { amount: number; month: number; events: FunnelEvents }) {
  const products = useLoaded(loadLoanOffers);
  return (
    <div className="funnel-fields funnel-step-loan">
      <div className="funnel-loan-need">
        <Slider
          label={t("loan_amount_label")}
          value={amount}
          min={LOAN_AMOUNT.min}
          max={LOAN_AMOUNT.max}
          step={LOAN_AMOUNT.step}
          format={formatMoney}
          onChange={events.changeAmount}
        />
        <Slider
          label={t("loan_term_label")}
          value={month}
          min={LOAN_TERM.min}
          max={LOAN_TERM.max}
          step={LOAN_TERM.step}
          format={formatMonths}
          onChange={events.changeTerm}
        />
      </div>
      <LoanCostPicker products={products} amount={amount} termMonths={month} />
    </div>
  );
}
