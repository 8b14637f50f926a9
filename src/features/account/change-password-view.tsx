import { FIELD_LENGTH } from "../../domain/constants";
import { t } from "../../i18n/t";
import { NoticeModal } from "../../ui/notice-modal";
import { AccountCard } from "./account-card";
import { newPasswordErrors } from "./password-errors";
import { PasswordField } from "./password-field";
import { type PasswordResetActorRef, useResetView } from "./use-reset-events";

/**
 * The new password: two fields with show/hide toggles and Confirm, enabled only for a valid pair.
 * After 204 the expired view (the server's message and 'back to login'); after 200 a short
 * success line until the login screen opens; any other answer in the 'Thông báo' popup.
 */
export function ChangePasswordView({ actorRef }: { actorRef: PasswordResetActorRef }) {
  const { view, ...events } = useResetView(actorRef);
  const { context } = view;
  const message = context.message ?? t("normal_error");

  if (view.expired) {
    return (
      <AccountCard title={t("change_password_expired_title")}>
        <div className="account-expired">
          <p role="alert">{message}</p>
          <button type="button" className="btn btn-primary account-submit" onClick={events.openLogin}>
            {t("back_to_login")}
          </button>
        </div>
      </AccountCard>
    );
  }

  const submitting = view.busy;
  const changed = view.changed;
  const errors = newPasswordErrors(context.password, context.confirmation);
  return (
    <AccountCard title={t("page_change_password")}>
      <p className="muted account-lead">{t("account_change_hint")}</p>
      {changed ? (
        <p className="account-success" role="status">
          {t("account_change_redirecting")}
        </p>
      ) : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          events.submitPassword();
        }}
      >
        <PasswordField
          label={t("new_password_label")}
          value={context.password}
          onChange={events.changePassword}
          error={errors.password}
          autoComplete="new-password"
          placeholder={t("account_new_password_placeholder")}
          maxLength={FIELD_LENGTH.loginPassword}
          disabled={submitting || changed}
        />
        <PasswordField
          label={t("confirm_password_label")}
          value={context.confirmation}
          onChange={events.changeConfirmation}
          error={errors.confirmation}
          autoComplete="new-password"
          placeholder={t("account_confirm_password_placeholder")}
          maxLength={FIELD_LENGTH.loginPassword}
          disabled={submitting || changed}
        />
        <button
          type="submit"
          className="btn btn-primary account-submit"
          disabled={!view.canChange}
          aria-busy={submitting}
        >
          {submitting ? t("account_change_submitting") : t("confirm")}
        </button>
      </form>
      <NoticeModal open={view.popup} message={message} onClose={events.closePopup} />
    </AccountCard>
  );
}
