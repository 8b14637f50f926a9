import { type FormEvent, useId } from "react";
import { SUPPORT } from "../../domain/constants";
import { validatePhone } from "../../domain/validators";
import { t } from "../../i18n/t";
import { BotCheck } from "../../ui/bot-check";
import { MissingHint } from "../../ui/missing-hint";
import { NoticeModal } from "../../ui/notice-modal";
import { OtpPanel } from "../../ui/otp-panel";
import type { BotCheckPayload } from "../../ui/use-bot-check-payload";
import { type DataDeletionActorRef, useDeletionView } from "./use-data-deletion";
import "./content.css";

function Scope() {
  return (
    <section className="deletion-scope" aria-labelledby="deletion-scope-title">
      <h2 id="deletion-scope-title">{t("deletion_scope_title")}</h2>
      <ul>
        <li>{t("deletion_scope_leads")}</li>
        <li>{t("deletion_scope_identity")}</li>
        <li>{t("deletion_scope_face")}</li>
        <li>{t("deletion_scope_bank")}</li>
        <li>{t("deletion_scope_address")}</li>
        <li>{t("deletion_scope_reference")}</li>
        <li>{t("deletion_scope_account")}</li>
        <li>{t("deletion_scope_consents")}</li>
        <li>{t("deletion_scope_visits")}</li>
      </ul>
      <p className="muted">{t("deletion_scope_note")}</p>
    </section>
  );
}

/**
 * The request form, the code, then the reference number: whatever the machine is in. The form's
 * button stays off until the bot check (`botCheck`, always passed by the page) is solved.
 */
export function DataDeletionView({
  actorRef,
  botCheck,
}: {
  actorRef: DataDeletionActorRef;
  botCheck?: BotCheckPayload;
}) {
  const { view, ...events } = useDeletionView(actorRef);
  const ids = { phone: useId(), error: useId(), agree: useId(), missing: useId() };
  const { context } = view;

  // A complete but wrong number is pointed out as soon as it is typed; the server's refusal wins.
  const localError = context.phone.length >= 10 ? validatePhone(context.phone) : null;
  const fieldError = view.fieldError ? (context.message ?? t("normal_error")) : localError ? t(localError) : null;
  const submitting = view.busy;
  const canSubmit = view.canSubmit && (!botCheck || botCheck.payload !== null);
  const missing =
    canSubmit || submitting
      ? []
      : [
          ...(validatePhone(context.phone) !== null ? [t("missing_phone")] : []),
          ...(context.agreed ? [] : [t("missing_agree")]),
          ...(botCheck && botCheck.payload === null ? [t("missing_captcha")] : []),
        ];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) events.submit();
  };

  return (
    <div className="page container deletion-page">
      <h1>{t("page_data_deletion")}</h1>
      <p className="deletion-intro">{t("deletion_intro")}</p>
      <div className="deletion-layout">
        <Scope />
        <div className="deletion-card">
          {view.screen === "form" ? (
            <form onSubmit={onSubmit} noValidate>
              <div className="field">
                <label htmlFor={ids.phone}>{t("phone_label")}</label>
                <input
                  id={ids.phone}
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  maxLength={10}
                  placeholder={t("phone_placeholder")}
                  value={context.phone}
                  aria-invalid={fieldError ? true : undefined}
                  aria-describedby={fieldError ? ids.error : undefined}
                  onChange={(event) => events.changePhone(event.target.value)}
                  disabled={submitting}
                />
                {fieldError ? (
                  <p id={ids.error} className="field-error" role="alert">
                    {fieldError}
                  </p>
                ) : null}
              </div>
              <label className="deletion-agree" htmlFor={ids.agree}>
                <input
                  id={ids.agree}
                  type="checkbox"
                  checked={context.agreed}
                  onChange={(event) => events.changeAgreed(event.target.checked)}
                  disabled={submitting}
                />
                <span>{t("deletion_agree_label")}</span>
              </label>
              {botCheck ? (
                <BotCheck verified={botCheck.payload !== null} onVerify={botCheck.verify} onExpire={botCheck.expire} />
              ) : null}
              <button
                type="submit"
                className="btn btn-primary"
                disabled={!canSubmit}
                aria-busy={submitting}
                aria-describedby={missing.length > 0 ? ids.missing : undefined}
              >
                {submitting ? t("deletion_sending") : t("deletion_send_otp")}
              </button>
              <MissingHint id={ids.missing} items={missing} />
            </form>
          ) : null}
          {view.screen === "otp" && view.otp ? (
            <section aria-labelledby="deletion-otp-title">
              <h2 id="deletion-otp-title">{t("deletion_otp_title")}</h2>
              <OtpPanel actorRef={view.otp} />
              <p>
                <button type="button" className="link-button" onClick={events.back}>
                  {t("deletion_change_phone")}
                </button>
              </p>
            </section>
          ) : null}
          {view.screen === "done" ? (
            <section className="deletion-done" role="status" aria-labelledby="deletion-done-title">
              <h2 id="deletion-done-title">{t("deletion_done_title")}</h2>
              <p>
                {t("deletion_reference_label")}: <strong className="deletion-reference">{context.reference}</strong>
              </p>
              <p>{t("deletion_done_text")}</p>
              <p className="muted">
                {t("deletion_reference_hint", { hotline: SUPPORT.hotline, email: SUPPORT.email })}
              </p>
            </section>
          ) : null}
        </div>
      </div>
      <NoticeModal open={view.popup} message={context.message ?? t("normal_error")} onClose={events.closePopup} />
    </div>
  );
}
