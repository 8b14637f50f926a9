import { type KeyboardEvent, useId } from "react";
import type { CardSortValue, CardTypeValue, Province } from "../../contract/cards";
import { APPROVAL_SORT } from "../../domain/approval-odds";
import { CARD_SORT, CARD_TYPE, FIELD_LENGTH } from "../../domain/constants";
import { formatThousands } from "../../domain/format";
import { digitsOnly } from "../../domain/validators";
import { type MessageKey, t } from "../../i18n/t";
import type { CardFilters as Filters } from "./card-search";
import { typeIncome } from "./card-search";
import { useNumberDraft } from "./use-number-draft";

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

const applyOnEnter = (commit: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === "Enter") commit();
};

/** Type tabs, income, age, region and sort; the reset link when any filter differs from its default. */
export function CardFilters({ filters, provinces, onChange, onReset, showReset }: CardFiltersProps) {
  const id = useId();
  const income = useNumberDraft(
    filters.income,
    (value) => (value === null ? "" : formatThousands(value)),
    (value) => onChange({ income: value }),
  );
  const age = useNumberDraft(
    filters.age,
    (value) => (value === null ? "" : String(value)),
    (value) => onChange({ age: value }),
  );

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
        <div className="field">
          <label htmlFor={`${id}-income`}>{t("filter_income")}</label>
          <div className="input-unit">
            <input
              id={`${id}-income`}
              inputMode="numeric"
              autoComplete="off"
              placeholder={t("filter_income_placeholder")}
              maxLength={FIELD_LENGTH.cardIncomeInput}
              value={income.text}
              onChange={(event) => {
                const next = typeIncome(event.target.value);
                if (next !== null) income.setText(next);
              }}
              onBlur={income.commit}
              onKeyDown={applyOnEnter(income.commit)}
            />
            <span aria-hidden="true">{t("income_unit")}</span>
          </div>
        </div>
        <div className="field">
          <label htmlFor={`${id}-age`}>{t("filter_age")}</label>
          <input
            id={`${id}-age`}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t("filter_age_placeholder")}
            maxLength={FIELD_LENGTH.cardAgeInput}
            value={age.text}
            onChange={(event) => age.setText(digitsOnly(event.target.value, FIELD_LENGTH.cardAgeInput))}
            onBlur={age.commit}
            onKeyDown={applyOnEnter(age.commit)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-region`}>{t("filter_region")}</label>
          <select
            id={`${id}-region`}
            value={filters.region}
            onChange={(event) => onChange({ region: Number(event.target.value) })}
          >
            <option value={0}>{t("region_nationwide")}</option>
            {provinces.map((province) => (
              <option key={province.code} value={province.code}>
                {province.province_name}
              </option>
            ))}
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
      {showReset ? (
        <button type="button" className="link-button reset-filters" onClick={onReset}>
          {t("reset_filters")}
        </button>
      ) : null}
    </section>
  );
}
