import { BO_LOAN_SORTS, type BoLoanSort } from "../../contract/bo-loan-products";
import { CatalogueFilter, type CatalogueFilterSpec, type CatalogueFilters } from "./catalogue-filter";

/** The loan products' filters: text, status, sort and direction, applied on the server. */
export type LoanFilters = CatalogueFilters<BoLoanSort>;

const SPEC: CatalogueFilterSpec<BoLoanSort> = {
  sorts: BO_LOAN_SORTS,
  sortLabel: {
    id: "bo_loans_col_id",
    name: "bo_loans_col_name",
    partnerName: "bo_loans_col_partner",
    interestRate: "bo_loans_col_rate",
    updatedAt: "bo_loans_col_updated",
  },
  search: "bo_loans_search",
  active: "bo_loans_status_active",
  inactive: "bo_loans_status_inactive",
};

export function LoanProductsFilter(props: {
  value: LoanFilters;
  onChange: (value: LoanFilters) => void;
  onSubmit: () => void;
}) {
  return <CatalogueFilter spec={SPEC} {...props} />;
}
