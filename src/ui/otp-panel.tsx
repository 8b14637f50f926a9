import { useId } from "react";
import { formatCountdown, maskPhone, maskPhoneLastTwo } from "../domain/format";
import { t } from "../i18n/t";
import { NoticeModal } from "./notice-modal";
import { OtpBoxes } from "./otp-boxes";
import { type OtpActorRef, useOtpView } from "./use-otp-events";
import "./otp-boxes.css";

export interface OtpPanelProps {
  /** An otpMachine actor (the lead funnel's step-3 child or the password-reset screen's). */
  actorRef: OtpActorRef;
}

/**
 * The OTP entry: masked phone, six boxes, mm:ss countdown, resend link, inline error, attempts left
 * (reset screen), Confirm, and the 'Thông báo' popup. It renders the machine's state and sends its
 * events; every rule lives in machines/otp/machine.ts.
 */
export function OtpPanel({ actorRef }: OtpPanelProps) {
  const { view, ...events } = useOtpView(actorRef);
  const errorId = useId();
  const { context } = view;

  const text = context.message ?? (context.errorKey ? t(context.errorKey) : "");
  const popup = view.popup;
  const inlineError = view.error && !popup && text !== "";
  const submitting = view.busy;
  const phone = context.purpose === "reset" ? maskPhoneLastTwo(context.phone) : maskPhone(context.phone);

  // A div, not a form: the lead funnel may already render its steps inside one.
  return (
    <div className="otp-panel">
      <p className="otp-panel-sent">{t("otp_sent_to", { phone })}</p>
      <OtpBoxes
        value={context.value}
        onChange={events.change}
        disabled={view.inputsDisabled}
        error={view.error}
        describedBy={inlineError ? errorId : undefined}
        autoFocus
      />
      {inlineError && (
        <p id={errorId} className="field-error otp-panel-error" role="alert">
          {text}
        </p>
      )}
      {/* Both flows say how many tries are left (issue 33: the funnel's step 3 did not). */}
      {!view.lockedOut && (
        <p className="otp-panel-attempts">{t("otp_attempts_left", { count: context.attemptsLeft })}</p>
      )}
      <p className="otp-panel-countdown" role="timer">
        {t("otp_countdown", { time: formatCountdown(context.remaining) })}
      </p>
      <p className="otp-panel-resend">
        <span className="muted">{t("otp_not_received")}</span>{" "}
        {view.canResend && (
          <button type="button" className="link-button" onClick={events.resend}>
            {t("resend_otp")}
          </button>
        )}
        {view.resending && <span aria-live="polite">{t("otp_resending")}</span>}
      </p>
      <button
        type="button"
        className="btn btn-primary otp-panel-confirm"
        onClick={events.submit}
        disabled={!view.canSubmit}
        aria-busy={submitting}
      >
        {submitting ? t("otp_verifying") : t("confirm")}
      </button>
      {view.canRestart && (
        <button type="button" className="btn btn-secondary" onClick={events.restart}>
          {t("otp_restart_loan")}
        </button>
      )}
      <NoticeModal open={popup} message={text} onClose={events.closePopup} />
    </div>
  );
}
