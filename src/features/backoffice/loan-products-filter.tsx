import { BO_LOAN_SORTS, type BoLoanSort } from "../../contract/bo-loan-products";
import { t } from "../../i18n/t";

/** The loan products' filters: text, status, sort and direction, applied on the server. */
export interface LoanFilters {
  q: string;
  status: "" | "active" | "inactive";
  sort: BoLoanSort;
  dir: "asc" | "desc";
}

const SORT_LABEL: Record<BoLoanSort, Parameters<typeof t>[0]> = {
  id: "bo_loans_col_id",
  name: "bo_loans_col_name",
  partnerName: "bo_loans_col_partner",
  interestRate: "bo_loans_col_rate",
  updatedAt: "bo_loans_col_updated",
};

export function LoanProductsFilter({
  value,
  onChange,
  onSubmit,
}: {
  value: LoanFilters;
  onChange: (value: LoanFilters) => void;
  onSubmit: () => void;
}) {
  return (
    <form
      className="bo-form bo-inline"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label>
        {t("bo_loans_search")}
        <input value={value.q} onChange={(e) => onChange({ ...value, q: e.target.value })} />
      </label>
      <label>
        {t("bo_cards_status")}
        <select
          value={value.status}
          onChange={(e) => onChange({ ...value, status: e.target.value as LoanFilters["status"] })}
        >
          <option value="">{t("bo_cards_status_all")}</option>
          <option value="active">{t("bo_loans_status_active")}</option>
          <option value="inactive">{t("bo_loans_status_inactive")}</option>
        </select>
      </label>
      <label>
        {t("bo_cards_sort")}
        <select value={value.sort} onChange={(e) => onChange({ ...value, sort: e.target.value as BoLoanSort })}>
          {BO_LOAN_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(SORT_LABEL[sort])}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t("bo_cards_dir")}
        <select value={value.dir} onChange={(e) => onChange({ ...value, dir: e.target.value as LoanFilters["dir"] })}>
          <option value="asc">{t("bo_cards_dir_asc")}</option>
          <option value="desc">{t("bo_cards_dir_desc")}</option>
        </select>
      </label>
      <button type="submit" className="bo-button">
        {t("bo_cards_filter")}
      </button>
    </form>
  );
}
