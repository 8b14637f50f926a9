import { useId } from "react";
import type { PartnerStage } from "../../../machines/loan-ticket/selectors";
import { t } from "../../i18n/t";

export interface PartnerStandingProps {
  stage: PartnerStage | null;
  signCode: string;
  canSign: boolean;
  busy: boolean;
  /** The signing step's message (wrong SmartCA code, a failed call); empty when none. */
  error: string;
  onCode: (value: string) => void;
  onSign: () => void;
}

/**
 * Where the submitted application stands with its partner, under the loan code: reviewing,
 * approved, declined, signed, or the SmartCA code that signs the contract remotely.
 */
export function PartnerStanding({ stage, signCode, canSign, busy, error, onCode, onSign }: PartnerStandingProps) {
  const codeId = useId();
  const errorId = useId();
  if (stage === null) return null;
  if (stage === "awaitingApproval") return <p role="status">{t("partner_approval_waiting")}</p>;
  if (stage === "approved") return <p>{t("partner_approval_approved")}</p>;
  if (stage === "declined") return <p>{t("partner_approval_declined")}</p>;
  if (stage === "signed") return <p role="status">{t("partner_sign_signed")}</p>;
  return (
    <form
      className="ticket-signing"
      aria-labelledby={`${codeId}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        onSign();
      }}
    >
      <h3 id={`${codeId}-title`}>{t("partner_sign_title")}</h3>
      <p>{t("partner_sign_intro")}</p>
      <label htmlFor={codeId}>{t("partner_sign_code_label")}</label>
      <input
        id={codeId}
        className={error ? "input-error" : undefined}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={signCode}
        disabled={busy}
        aria-invalid={error !== ""}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onCode(event.target.value)}
      />
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={!canSign || busy}>
        {t("partner_sign_submit")}
      </button>
    </form>
  );
}
