import { useId, useState } from "react";
import type { ContractFile } from "../../../machines/loan-ticket/types";
import { contractPath, downloadContract } from "../../api/loan-ticket";
import { t } from "../../i18n/t";
import { type ContractLoan, KeyFactsBox } from "./key-facts-box";
import "./key-facts.css";

export interface ContractStepProps {
  contract: ContractFile | null;
  email: string;
  agreed: boolean;
  busy: boolean;
  canConfirm: boolean;
  onEmail: (value: string) => void;
  onAgree: (value: boolean) => void;
  onConfirm: () => void;
  /** The loan the contract is for: its key facts show above the agreement (absent: no box). */
  loan?: ContractLoan;
  /** The contract's date, ISO (default: today in Vietnam). */
  today?: string;
  /** Fetches the PDF with the caller's credentials (default: the API's downloadContract). */
  download?: (name: string, type: string) => Promise<Blob>;
}

/** Saves the PDF under the ticket's name: fetched with the credentials a plain link would not send. */
function ContractLink({
  contract,
  download,
}: {
  contract: ContractFile;
  download: NonNullable<ContractStepProps["download"]>;
}) {
  const [failure, setFailure] = useState("");
  const save = async () => {
    setFailure("");
    try {
      const url = URL.createObjectURL(await download(contract.name, contract.type));
      const anchor = document.createElement("a");
      anchor.href = url;
      anchor.download = `hop-dong-${contract.name}.pdf`;
      anchor.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      setFailure(error instanceof Error && error.message !== "" ? error.message : t("normal_error"));
    }
  };
  return (
    <p>
      <a
        href={contractPath(contract.name, contract.type)}
        onClick={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {t("contract_download")}
      </a>
      {failure && (
        <span className="field-error" role="alert">
          {" "}
          {failure}
        </span>
      )}
    </p>
  );
}

/**
 * Step 5: the generated contract to download, the e-mail that receives it, the loan's key facts, the
 * agreement (a 24px box in a 44px target, labelled) and Confirm.
 */
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
        <ContractLink contract={props.contract} download={props.download ?? downloadContract} />
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
      {props.loan && <KeyFactsBox loan={props.loan} today={props.today} />}
      <label className="contract-agree">
        <input
          type="checkbox"
          checked={props.agreed}
          disabled={props.busy}
          onChange={(event) => props.onAgree(event.currentTarget.checked)}
        />
        <span>{t("contract_agree_label")}</span>
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
