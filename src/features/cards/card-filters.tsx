import { useId } from "react";
import type { CardSortValue, CardTypeValue, Province } from "../../contract/cards";
import { APPROVAL_SORT } from "../../domain/approval-odds";
import { CARD_SORT, CARD_TYPE } from "../../domain/constants";
import { type MessageKey, t } from "../../i18n/t";
import type { CardFilters as Filters } from "./card-search";
import { IncomeAgeFields, ProvinceOptions } from "./profile-fields";

const TYPES: [CardTypeValue, MessageKey][] = [
  [CARD_TYPE.all, "card_type_all"],
  [CARD_TYPE.highApproval, "card_type_high_approval"],
  [CARD_TYPE.cashWithdrawal, "card_type_cash_withdrawal"],
  [CARD_TYPE.onlineSpending, "card_type_online_spending"],
];
const SORTS: [CardSortValue, MessageKey][] = [
  [CARD_SORT.default, "sort_default"],
  [CARD_SORT.annualFee, "sort_annual_fee"],
  [CARD_SORT.maxLimit, "sort_max_limit"],
  [APPROVAL_SORT, "sort_approval_odds"],
];

export interface CardFiltersProps {
  filters: Filters;
  provinces: readonly Province[];
  onChange: (patch: Partial<Omit<Filters, "page">>) => void;
  onReset: () => void;
  showReset: boolean;
}

/** Type tabs, income, age, region and sort; the reset link when any filter differs from its default. */
export function CardFilters({ filters, provinces, onChange, onReset, showReset }: CardFiltersProps) {
  const id = useId();

  return (
    <section className="card-filters" aria-label={t("card_filters_label")}>
      <fieldset className="card-type-tabs">
        <legend className="sr-only">{t("card_type_filter_label")}</legend>
        {TYPES.map(([value, key]) => (
          <label key={value} className={filters.type === value ? "type-tab active" : "type-tab"}>
            <input
              type="radio"
              name={`${id}-type`}
              value={value}
              checked={filters.type === value}
              onChange={() => onChange({ type: value })}
            />
            <span>{t(key)}</span>
          </label>
        ))}
      </fieldset>
      <div className="filter-row">
        <IncomeAgeFields
          id={id}
          income={filters.income}
          age={filters.age}
          incomeLabel={t("filter_income")}
          ageLabel={t("filter_age")}
          onIncome={(value) => onChange({ income: value })}
          onAge={(value) => onChange({ age: value })}
        />
        <div className="field">
          <label htmlFor={`${id}-region`}>{t("filter_region")}</label>
          <select
            id={`${id}-region`}
            value={filters.region}
            onChange={(event) => onChange({ region: Number(event.target.value) })}
          >
            <option value={0}>{t("region_nationwide")}</option>
            <ProvinceOptions provinces={provinces} />
            {filters.region !== 0 && !provinces.some((p) => p.code === filters.region) ? (
              <option value={filters.region} hidden>
                {filters.region}
              </option>
            ) : null}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-sort`}>{t("filter_sort")}</label>
          <select
            id={`${id}-sort`}
            value={filters.sort}
            onChange={(event) => onChange({ sort: Number(event.target.value) as CardSortValue })}
          >
            {SORTS.map(([value, key]) => (
              <option key={value} value={value}>
                {t(key)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="muted filter-hint">{t("card_filters_profile_hint")}</p>
      {showReset ? (
        <button type="button" className="link-button reset-filters" onClick={onReset}>
          {t("reset_filters")}
        </button>
      ) : null}
    </section>
  );
}
