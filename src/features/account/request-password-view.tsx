import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { validatePhone } from "../../domain/validators";
import { t } from "../../i18n/t";
import { BotCheck } from "../../ui/bot-check";
import { MissingHint } from "../../ui/missing-hint";
import { NoticeModal } from "../../ui/notice-modal";
import type { BotCheckPayload } from "../../ui/use-bot-check-payload";
import { AccountCard } from "./account-card";
import { type PasswordResetActorRef, useResetView } from "./use-reset-events";

/**
 * Forgot password: the phone (digits only, at most 10) and Confirm, enabled for a valid phone. A
 * refusal shows the server's message under the field in error style, Confirm off until the phone
 * changes; a failed call shows the 'Thông báo' popup. With `botCheck` (the app always passes it) the
 * ALTCHA widget shows under the phone and Confirm stays off until it is solved.
 */
export function RequestPasswordView({
  actorRef,
  botCheck,
}: {
  actorRef: PasswordResetActorRef;
  botCheck?: BotCheckPayload | undefined;
}) {
  const { view, ...events } = useResetView(actorRef);
  const inputId = useId();
  const errorId = useId();
  const missingId = useId();
  const submitting = view.busy;
  const fieldError = view.fieldError;
  const message = view.context.message ?? t("normal_error");
  const canSubmit = view.canRequest && (!botCheck || botCheck.payload !== null);
  const missing =
    canSubmit || submitting || fieldError
      ? []
      : [
          ...(validatePhone(view.context.phone) !== null ? [t("missing_phone")] : []),
          ...(botCheck && botCheck.payload === null ? [t("missing_captcha")] : []),
        ];

  return (
    <AccountCard title={t("page_request_password")}>
      <p className="muted account-lead">{t("request_password_hint")}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (canSubmit) events.submitPhone();
        }}
      >
        <div className="field">
          <label htmlFor={inputId}>{t("phone_label")}</label>
          <input
            id={inputId}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            placeholder={t("phone_placeholder")}
            value={view.context.phone}
            onChange={(event) => events.changePhone(event.target.value)}
            readOnly={submitting}
            aria-invalid={fieldError || undefined}
            aria-describedby={fieldError ? errorId : undefined}
          />
          {fieldError ? (
            <p id={errorId} className="field-error" role="alert">
              {message}
            </p>
          ) : null}
        </div>
        {botCheck ? (
          <div className="field">
            <BotCheck verified={botCheck.payload !== null} onVerify={botCheck.verify} onExpire={botCheck.expire} />
          </div>
        ) : null}
        <button
          type="submit"
          className="btn btn-primary account-submit"
          disabled={!canSubmit}
          aria-busy={submitting}
          aria-describedby={missing.length > 0 ? missingId : undefined}
        >
          {submitting ? t("account_request_submitting") : t("confirm")}
        </button>
        <MissingHint id={missingId} items={missing} />
      </form>
      <p className="account-links">
        <Link to="/login">{t("back_to_login")}</Link>
      </p>
      <NoticeModal open={view.popup} message={message} onClose={events.closePopup} />
    </AccountCard>
  );
}
