import { useSelector } from "@xstate/react";
import { useId } from "react";
import { formatCountdown, maskPhone, maskPhoneLastTwo } from "../domain/format";
import { t } from "../i18n/t";
import { NoticeModal } from "./notice-modal";
import { OtpBoxes } from "./otp-boxes";
import { type OtpActorRef, useOtpEvents } from "./use-otp-events";
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
  const state = useSelector(actorRef, (snapshot) => snapshot);
  const events = useOtpEvents(actorRef);
  const errorId = useId();
  const { context } = state;

  const text = context.message ?? (context.errorKey ? t(context.errorKey) : "");
  const popup = state.hasTag("popup");
  const inlineError = state.hasTag("error") && !popup && text !== "";
  const submitting = state.hasTag("busy");
  const phone = context.purpose === "reset" ? maskPhoneLastTwo(context.phone) : maskPhone(context.phone);

  // A div, not a form: the lead funnel may already render its steps inside one.
  return (
    <div className="otp-panel">
      <p className="otp-panel-sent">{t("otp_sent_to", { phone })}</p>
      <OtpBoxes
        value={context.value}
        onChange={events.change}
        disabled={state.hasTag("inputsDisabled")}
        error={state.hasTag("error")}
        describedBy={inlineError ? errorId : undefined}
        autoFocus
      />
      {inlineError && (
        <p id={errorId} className="field-error otp-panel-error" role="alert">
          {text}
        </p>
      )}
      {context.purpose === "reset" && !state.hasTag("lockedOut") && (
        <p className="otp-panel-attempts">{t("otp_attempts_left", { count: context.attemptsLeft })}</p>
      )}
      <p className="otp-panel-countdown" role="timer">
        {t("otp_countdown", { time: formatCountdown(context.remaining) })}
      </p>
      <p className="otp-panel-resend">
        <span className="muted">{t("otp_not_received")}</span>{" "}
        {state.can({ type: "otp.resend" }) && (
          <button type="button" className="link-button" onClick={events.resend}>
            {t("resend_otp")}
          </button>
        )}
        {state.hasTag("resending") && <span aria-live="polite">{t("otp_resending")}</span>}
      </p>
      <button
        type="button"
        className="btn btn-primary otp-panel-confirm"
        onClick={events.submit}
        disabled={!state.can({ type: "otp.submitted" })}
        aria-busy={submitting}
      >
        {submitting ? t("otp_verifying") : t("confirm")}
      </button>
      {state.can({ type: "otp.restart" }) && (
        <button type="button" className="btn btn-secondary" onClick={events.restart}>
          {t("otp_restart_loan")}
        </button>
      )}
      <NoticeModal open={popup} message={text} onClose={events.closePopup} />
    </div>
  );
}
