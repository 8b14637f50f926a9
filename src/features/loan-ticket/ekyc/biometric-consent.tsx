import { FACE_RETENTION_DAYS } from "../../../contract/my-data";
import { t } from "../../../i18n/t";

export interface BiometricConsentProps {
  /** The customer declined: explain that the face is needed, offer to reconsider, go back or stop. */
  declined: boolean;
  busy: boolean;
  onAgree: () => void;
  onDecline: () => void;
  onReconsider: () => void;
  onBack: () => void;
}

/**
 * The separate, explicit consent to biometric data before the face capture (Law 91/2025/QH15,
 * Decree 356/2025/NĐ-CP): purpose, sharing, retention and withdrawal, with agree and decline
 * buttons of equal weight. Renders the ekyc machine's `biometricConsent` state.
 */
export function BiometricConsent(props: BiometricConsentProps) {
  if (props.declined) return <ConsentDeclined {...props} />;
  return (
    <section className="ekyc-consent" aria-labelledby="ekyc-consent-title" aria-busy={props.busy}>
      <h2 id="ekyc-consent-title">{t("biometric_consent_title")}</h2>
      <p>{t("biometric_consent_body")}</p>
      <p>{t("biometric_consent_points_title")}</p>
      <ul>
        <li>{t("biometric_consent_point_purpose")}</li>
        <li>{t("biometric_consent_point_sharing")}</li>
        <li>{t("biometric_consent_point_retention", { days: FACE_RETENTION_DAYS })}</li>
        <li>{t("biometric_consent_point_withdraw")}</li>
      </ul>
      <p>
        <a href="/chinh-sach-bao-mat" target="_blank" rel="noopener">
          {t("biometric_consent_policy")}
        </a>
      </p>
      <p role="status" aria-live="polite">
        {props.busy ? t("biometric_consent_recording") : ""}
      </p>
      {/* On a phone the two answers share one row of equal halves, 'Quay lại' above them (issue 33). */}
      <div className="wizard-actions ekyc-consent-actions">
        <button type="button" className="btn btn-secondary" onClick={props.onBack} disabled={props.busy}>
          {t("wizard_back")}
        </button>
        <button type="button" className="btn btn-secondary" onClick={props.onDecline} disabled={props.busy}>
          {t("biometric_consent_decline")}
        </button>
        <button type="button" className="btn btn-primary" onClick={props.onAgree} disabled={props.busy}>
          {t("biometric_consent_agree")}
        </button>
      </div>
    </section>
  );
}

function ConsentDeclined(props: BiometricConsentProps) {
  return (
    <section className="ekyc-consent" aria-labelledby="ekyc-consent-declined-title">
      <h2 id="ekyc-consent-declined-title">{t("biometric_consent_declined_title")}</h2>
      <p role="alert">{t("biometric_consent_declined_body")}</p>
      <div className="wizard-actions">
        <button type="button" className="btn btn-secondary" onClick={props.onBack}>
          {t("wizard_back")}
        </button>
        <a className="btn btn-secondary" href="/">
          {t("biometric_consent_stop")}
        </a>
        <button type="button" className="btn btn-primary" onClick={props.onReconsider}>
          {t("biometric_consent_reconsider")}
        </button>
      </div>
    </section>
  );
}
