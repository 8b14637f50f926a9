import { type JSX, useEffect, useId, useRef } from "react";
import { t } from "../../i18n/t";
import { stillHere } from "./tracking-session";
import "./idle-notices.css";

/**
 * Issue 33 major 3, within SPEC's 4-minute return to /: 30 s before it the visitor is asked
 * whether they are still there (one tap on the answer, or anywhere, counts as activity), and on
 * the page after the return they are offered the page they were reading, its address (filters,
 * the compare list's cards) as it was.
 */
export function IdleWarning(): JSX.Element {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus({ preventScroll: true }), []);
  return (
    <div
      className="idle-notice"
      role="alertdialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
    >
      <p className="idle-notice-title" id={`${id}-title`}>
        {t("idle_warning_title")}
      </p>
      <p id={`${id}-body`}>{t("idle_warning_body")}</p>
      <button ref={button} type="button" className="btn btn-primary" onClick={stillHere}>
        {t("idle_warning_stay")}
      </button>
    </div>
  );
}

export function IdleReturnOffer({ from, onClose }: { from: string; onClose: () => void }): JSX.Element {
  const id = useId();
  return (
    <section className="idle-notice" aria-labelledby={`${id}-title`}>
      <p className="idle-notice-title" id={`${id}-title`}>
        {t("idle_return_title")}
      </p>
      <div className="idle-notice-actions">
        <a className="btn btn-primary" href={from}>
          {t("idle_return_back")}
        </a>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t("idle_return_dismiss")}
        </button>
      </div>
    </section>
  );
}
