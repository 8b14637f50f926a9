import { t } from "../../i18n/t";
import "./backoffice.css";
import type { StaffSignInView } from "./use-staff-sign-in";

/** The sign-in screen as the machine has it: the passkey button, or the TOTP fallback form. */
export function SignInView({
  view,
  startPasskey,
  openTotp,
  back,
  changeEmail,
  changeCode,
  submitTotp,
}: StaffSignInView) {
  return (
    <section className="bo-card bo-sign-in" aria-labelledby="bo-sign-in-title">
      <h1 id="bo-sign-in-title">{t("bo_sign_in_title")}</h1>
      {view.totpOpen ? (
        <form
          className="bo-form"
          onSubmit={(event) => {
            event.preventDefault();
            submitTotp();
          }}
        >
          <label>
            {t("bo_email")}
            <input
              type="email"
              autoComplete="username"
              value={view.email}
              onChange={(e) => changeEmail(e.target.value)}
            />
          </label>
          <label>
            {t("bo_totp_code")}
            <input
              inputMode="numeric"
              autoComplete="one-time-code"
              value={view.code}
              onChange={(e) => changeCode(e.target.value)}
            />
          </label>
          {view.message ? (
            <p className="bo-error" role="alert">
              {view.message}
            </p>
          ) : null}
          <div className="bo-actions">
            <button type="submit" className="bo-button" disabled={!view.canSubmitTotp || view.busy}>
              {view.busy ? t("bo_busy") : t("bo_sign_in_submit")}
            </button>
            <button type="button" className="bo-link" onClick={back} disabled={view.busy}>
              {t("bo_sign_in_back")}
            </button>
          </div>
        </form>
      ) : (
        <div className="bo-form">
          <button type="button" className="bo-button" onClick={startPasskey} disabled={view.busy}>
            {view.busy ? t("bo_busy") : t("bo_sign_in_passkey")}
          </button>
          {view.message ? (
            <p className="bo-error" role="alert">
              {view.message}
            </p>
          ) : null}
          <button type="button" className="bo-link" onClick={openTotp} disabled={view.busy}>
            {t("bo_sign_in_use_totp")}
          </button>
        </div>
      )}
    </section>
  );
}
