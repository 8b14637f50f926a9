import { useId } from "react";
import type { ContractFile } from "../../../machines/loanTicket.types";
import { contractPath } from "../../api/loan-ticket";
import { t } from "../../i18n/t";

export interface ContractStepProps {
  contract: ContractFile | null;
  email: string;
  agreed: boolean;
  busy: boolean;
  canConfirm: boolean;
  onEmail: (value: string) => void;
  onAgree: (value: boolean) => void;
  onConfirm: () => void;
}

/** Step 5: the generated contract to download, the e-mail that receives it, the agreement and Confirm. */
export function ContractStep(props: ContractStepProps) {
  const id = useId();
  return (
    <form
      className="ticket-contract"
      aria-busy={props.busy}
      onSubmit={(event) => {
        event.preventDefault();
        props.onConfirm();
      }}
    >
      <h2>{t("contract_step_title")}</h2>
      {props.contract ? (
        <p>
          <a href={contractPath(props.contract.name, props.contract.type)} download={`${props.contract.name}.pdf`}>
            {t("contract_download")}
          </a>
        </p>
      ) : (
        <p role="status">{t("contract_preparing")}</p>
      )}
      <div className="field">
        <label htmlFor={`${id}-email`}>{t("contract_email_label")}</label>
        <input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          maxLength={50}
          value={props.email}
          disabled={props.busy}
          onChange={(event) => props.onEmail(event.currentTarget.value)}
        />
      </div>
      <label className="choice">
        <input
          type="checkbox"
          checked={props.agreed}
          disabled={props.busy}
          onChange={(event) => props.onAgree(event.currentTarget.checked)}
        />
        {t("contract_agree_label")}
      </label>
      <p role="status" aria-live="polite">
        {props.busy ? t("contract_confirming") : ""}
      </p>
      <div className="wizard-actions">
        <button type="submit" className="btn btn-primary" disabled={!props.canConfirm}>
          {t("contract_confirm")}
        </button>
      </div>
    </form>
  );
}
