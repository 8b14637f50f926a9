import type { KeyboardEvent } from "react";
import type { Province } from "../../contract/cards";
import { FIELD_LENGTH } from "../../domain/constants";
import { formatThousands } from "../../domain/format";
import { digitsOnly } from "../../domain/validators";
import { t } from "../../i18n/t";
import { typeIncome } from "./card-search";
import { useNumberDraft } from "./use-number-draft";

const applyOnEnter = (commit: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === "Enter") commit();
};

export interface IncomeAgeFieldsProps {
  /** The form's useId: the inputs are `<id>-income` and `<id>-age`. */
  id: string;
  income: number | null;
  age: number | null;
  incomeLabel: string;
  ageLabel: string;
  onIncome: (value: number | null) => void;
  onAge: (value: number | null) => void;
}

/**
 * The monthly income (thousands grouped, 'triệu' after it) and age boxes the card filters and the odds
 * profile share: typed freely, applied on Enter, on leaving the box or after a short pause.
 */
export function IncomeAgeFields({ id, income, age, incomeLabel, ageLabel, onIncome, onAge }: IncomeAgeFieldsProps) {
  const incomeDraft = useNumberDraft(income, (value) => (value === null ? "" : formatThousands(value)), onIncome);
  const ageDraft = useNumberDraft(age, (value) => (value === null ? "" : String(value)), onAge);
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-income`}>{incomeLabel}</label>
        <div className="input-unit">
          <input
            id={`${id}-income`}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t("filter_income_placeholder")}
            maxLength={FIELD_LENGTH.cardIncomeInput}
            value={incomeDraft.text}
            onChange={(event) => {
              const next = typeIncome(event.target.value);
              if (next !== null) incomeDraft.setText(next);
            }}
            onBlur={incomeDraft.commit}
            onKeyDown={applyOnEnter(incomeDraft.commit)}
          />
          <span aria-hidden="true">{t("income_unit")}</span>
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-age`}>{ageLabel}</label>
        <input
          id={`${id}-age`}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t("filter_age_placeholder")}
          maxLength={FIELD_LENGTH.cardAgeInput}
          value={ageDraft.text}
          onChange={(event) => ageDraft.setText(digitsOnly(event.target.value, FIELD_LENGTH.cardAgeInput))}
          onBlur={ageDraft.commit}
          onKeyDown={applyOnEnter(ageDraft.commit)}
        />
      </div>
    </>
  );
}

/** One option per province, by its code. */
export function ProvinceOptions({ provinces }: { provinces: readonly Province[] }) {
  return provinces.map((province) => (
    <option key={province.code} value={province.code}>
      {province.province_name}
    </option>
  ));
}
