import { loadLoanOffers } from "../../api/site";
import { LoanCalculator } from "../../ui/loan-cost/loan-calculator";
import { useLoaded } from "../../ui/use-loaded";

/** The home page's cost calculator, priced with the partners' loan products. */
export function HomeLoanCost() {
  const products = useLoaded(loadLoanOffers);
  return (
    <div className="container page-section" id="chi-phi-khoan-vay">
      <LoanCalculator products={products} />
    </div>
  );
}
