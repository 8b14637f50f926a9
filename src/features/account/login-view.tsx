import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { FIELD_LENGTH } from "../../domain/constants";
import { t } from "../../i18n/t";
import { BotCheck } from "../../ui/bot-check";
import { NoticeModal } from "../../ui/notice-modal";
import { AccountCard } from "./account-card";
import { PasswordField } from "./password-field";
import type { LoginActions, LoginForm } from "./use-login-form";

export interface LoginViewProps {
  form: LoginForm;
  actions: LoginActions;
  /** After a password change (/login?transId=success) the success text replaces the welcome-back one. */
  passwordChanged: boolean;
  /** Why sign-in is asked (a guarded page sent the visitor here, issue 33); null: no reason to give. */
  reason?: string | null;
}

/** The login screen (SPEC.md section 2 "Account screens"). */
export function LoginView({ form, actions, passwordChanged, reason = null }: LoginViewProps) {
  const usernameId = useId();
  const usernameErrorId = useId();
  const rememberId = useId();
  const botCheckId = useId();
  return (
    <AccountCard title={t("page_login")}>
      {passwordChanged ? (
        <p className="account-success account-lead" role="status">
          {t("login_password_changed")}
        </p>
      ) : (
        <p className="muted account-lead">{t("login_welcome_back")}</p>
      )}
      {reason && <p className="account-reason">{reason}</p>}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actions.submit();
        }}
      >
        <div className="field">
          <label htmlFor={usernameId}>{t("login_username_label")}</label>
          <input
            id={usernameId}
            type="text"
            autoComplete="username"
            maxLength={FIELD_LENGTH.loginName}
            placeholder={t("account_username_placeholder")}
            value={form.username}
            onChange={(event) => actions.changeUsername(event.target.value)}
            aria-invalid={form.errors.username ? true : undefined}
            aria-describedby={form.errors.username ? usernameErrorId : undefined}
          />
          {form.errors.username ? (
            <p id={usernameErrorId} className="field-error">
              {form.errors.username}
            </p>
          ) : null}
        </div>
        <PasswordField
          label={t("login_password_label")}
          value={form.password}
          onChange={actions.changePassword}
          error={form.errors.password}
          autoComplete="current-password"
          placeholder={t("account_password_placeholder")}
          maxLength={FIELD_LENGTH.loginPassword}
        />
        <div className="account-remember">
          <label htmlFor={rememberId}>
            <input
              id={rememberId}
              type="checkbox"
              checked={form.remember}
              onChange={(event) => actions.setRemember(event.target.checked)}
            />
            {t("remember_me")}
          </label>
          <Link to="/request-password">{t("forgot_password")}</Link>
        </div>
        {form.botCheckMessage !== null ? (
          <div className="field">
            <p className="field-error" role="alert" id={botCheckId}>
              {form.botCheckMessage}
            </p>
            <BotCheck
              verified={form.botCheckPayload !== null}
              onVerify={actions.verifyBotCheck}
              onExpire={actions.expireBotCheck}
              describedBy={botCheckId}
            />
          </div>
        ) : null}
        <button
          type="submit"
          className="btn btn-primary account-submit"
          aria-busy={form.submitting}
          disabled={form.submitting || (form.botCheckMessage !== null && form.botCheckPayload === null)}
        >
          {form.submitting ? t("account_login_submitting") : t("login")}
        </button>
      </form>
      <p className="account-links">
        <span>
          {t("no_account")}{" "}
          <Link to="/" hash="dangkyvay">
            {t("register_via_loan")}
          </Link>
        </span>
      </p>
      <NoticeModal open={form.popup !== null} message={form.popup ?? ""} onClose={actions.closePopup} />
    </AccountCard>
  );
}
