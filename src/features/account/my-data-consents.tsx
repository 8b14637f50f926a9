import type { GivenConsent } from "../../../machines/my-data/types";
import { t } from "../../i18n/t";
import { shownTime } from "./my-data-format";

export interface MyDataConsentsProps {
  consents: GivenConsent[];
  busy: boolean;
  onWithdraw: (consentId: string) => void;
}

/** The consents given (funnel, partner terms, biometric), each with its version and time, withdrawable once. */
export function MyDataConsents({ consents, busy, onWithdraw }: MyDataConsentsProps) {
  return (
    <section className="my-data-section" aria-labelledby="my-data-consents">
      <h2 id="my-data-consents">{t("my_data_consents_title")}</h2>
      {consents.length === 0 ? (
        <p className="muted">{t("my_data_consents_empty")}</p>
      ) : (
        <ul className="my-data-list">
          {consents.map((consent) => (
            <li key={consent.id}>
              <strong>{t(`my_data_purpose_${consent.purpose}`)}</strong>
              <br />
              <span>{t("my_data_consent_given", { date: shownTime(consent.agreedAt), version: consent.version })}</span>
              {consent.subject ? <span> · {t("my_data_consent_for", { code: consent.subject })}</span> : null}
              <br />
              {consent.withdrawnAt ? (
                <span className="my-data-withdrawn">
                  {t("my_data_consent_withdrawn", { date: shownTime(consent.withdrawnAt) })}
                </span>
              ) : (
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={busy}
                  aria-label={`${t("my_data_withdraw")}: ${t(`my_data_purpose_${consent.purpose}`)}${consent.subject ? ` (${consent.subject})` : ""}`}
                  onClick={() => onWithdraw(consent.id)}
                >
                  {t("my_data_withdraw")}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
