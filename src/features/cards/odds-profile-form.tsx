import { useAtom } from "jotai";
import { useId } from "react";
import type { Province } from "../../contract/cards";
import { t } from "../../i18n/t";
import { cardProfileAtom } from "../../state/card-profile";
import { IncomeAgeFields, ProvinceOptions } from "./profile-fields";

/**
 * "Khả năng được duyệt của bạn": the visitor's monthly income, age and province, for the odds on
 * every card (src/state/card-profile.ts). Filled from the lead funnel when the visitor went through
 * it; it filters nothing.
 */
export function OddsProfileForm({ provinces }: { provinces: readonly Province[] }) {
  const id = useId();
  const [profile, setProfile] = useAtom(cardProfileAtom);
  const given = profile.income !== null || profile.age !== null || profile.province !== null || profile.score !== null;
  return (
    <section className="odds-profile" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("odds_profile_title")}</h2>
      <p className="muted">{t("odds_profile_intro")}</p>
      <div className="filter-row">
        <IncomeAgeFields
          id={id}
          income={profile.income}
          age={profile.age}
          incomeLabel={t("odds_profile_income")}
          ageLabel={t("odds_profile_age")}
          onIncome={(value) => setProfile({ income: value })}
          onAge={(value) => setProfile({ age: value })}
        />
        <div className="field">
          <label htmlFor={`${id}-province`}>{t("odds_profile_province")}</label>
          <select
            id={`${id}-province`}
            value={profile.province ?? 0}
            onChange={(event) => setProfile({ province: Number(event.target.value) || null })}
          >
            <option value={0}>{t("odds_profile_province_none")}</option>
            <ProvinceOptions provinces={provinces} />
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
