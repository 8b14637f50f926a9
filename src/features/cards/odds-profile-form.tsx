import { useAtom } from "jotai";
import { type KeyboardEvent, useId } from "react";
import type { Province } from "../../contract/cards";
import { FIELD_LENGTH } from "../../domain/constants";
import { formatThousands } from "../../domain/format";
import { digitsOnly } from "../../domain/validators";
import { t } from "../../i18n/t";
import { cardProfileAtom } from "../../state/card-profile";
import { typeIncome } from "./card-search";
import { useNumberDraft } from "./use-number-draft";

const applyOnEnter = (commit: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === "Enter") commit();
};

/**
 * "Khả năng được duyệt của bạn": the visitor's monthly income, age and province, for the odds on
 * every card (src/state/card-profile.ts). Filled from the lead funnel when the visitor went through
 * it; it filters nothing.
 */
export function OddsProfileForm({ provinces }: { provinces: readonly Province[] }) {
  const id = useId();
  const [profile, setProfile] = useAtom(cardProfileAtom);
  const income = useNumberDraft(
    profile.income,
    (value) => (value === null ? "" : formatThousands(value)),
    (value) => setProfile({ income: value }),
  );
  const age = useNumberDraft(
    profile.age,
    (value) => (value === null ? "" : String(value)),
    (value) => setProfile({ age: value }),
  );
  const given = profile.income !== null || profile.age !== null || profile.province !== null || profile.score !== null;
  return (
    <section className="odds-profile" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("odds_profile_title")}</h2>
      <p className="muted">{t("odds_profile_intro")}</p>
      <div className="filter-row">
        <div className="field">
          <label htmlFor={`${id}-income`}>{t("odds_profile_income")}</label>
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
          <label htmlFor={`${id}-age`}>{t("odds_profile_age")}</label>
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
          <label htmlFor={`${id}-province`}>{t("odds_profile_province")}</label>
          <select
            id={`${id}-province`}
            value={profile.province ?? 0}
            onChange={(event) => setProfile({ province: Number(event.target.value) || null })}
          >
            <option value={0}>{t("odds_profile_province_none")}</option>
            {provinces.map((province) => (
              <option key={province.code} value={province.code}>
                {province.province_name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {profile.score !== null ? <p className="muted">{t("odds_profile_score", { score: profile.score })}</p> : null}
      {given ? (
        <button type="button" className="link-button" onClick={() => setProfile(null)}>
          {t("odds_profile_clear")}
        </button>
      ) : null}
    </section>
  );
}
