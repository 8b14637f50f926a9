import type { FormEvent } from "react";
import { t } from "../../i18n/t";
import { LoanCostExample } from "./loan-cost-example";
import { costExampleOf, fieldLabel, type LoanDraft, type LoanTextField } from "./loan-product-model";
import "./card-form.css";
import "./loan-product-form.css";

/** The loan product form (the editor's edit screen): what it shows is the draft it is given. */
export interface LoanProductFormProps {
  draft: LoanDraft;
  busy: boolean;
  message: string | null;
  notice: string | null;
  onChange: (draft: LoanDraft) => void;
  onSubmit: () => void;
}

const PRICE: readonly LoanTextField[] = ["name", "rate"];
const LIMITS: readonly LoanTextField[] = ["minAmount", "maxAmount", "terms"];

export function LoanProductForm({ draft, busy, message, notice, onChange, onSubmit }: LoanProductFormProps) {
  const field = (name: LoanTextField, label = fieldLabel(name)) => (
    <div key={name} className="bo-field">
      <label htmlFor={`loan-${name}`}>{label}</label>
      <input
        id={`loan-${name}`}
        value={draft[name]}
        inputMode={name === "name" ? undefined : "decimal"}
        disabled={busy}
        onChange={(e) => onChange({ ...draft, [name]: e.target.value })}
      />
    </div>
  );
  return (
    <form
      className="bo-form"
      aria-label={t("bo_loan_edit_title", { name: draft.name })}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <fieldset>
        <legend>{t("bo_loan_section_price")}</legend>
        {PRICE.map((name) => field(name))}
        <div className="bo-field">
          <label htmlFor="loan-upfrontKind">{fieldLabel("upfrontKind")}</label>
          <select
            id="loan-upfrontKind"
            value={draft.upfrontKind}
            disabled={busy}
            onChange={(e) => onChange({ ...draft, upfrontKind: e.target.value === "percent" ? "percent" : "amount" })}
          >
            <option value="amount">{t("bo_loan_f_upfront_vnd")}</option>
            <option value="percent">{t("bo_loan_f_upfront_percent")}</option>
          </select>
        </div>
        {field("upfront", `${fieldLabel("upfront")} (${draft.upfrontKind === "amount" ? "VND" : "%"})`)}
        {field("monthlyFee")}
      </fieldset>
      <fieldset>
        <legend>{t("bo_loan_section_limits")}</legend>
        {LIMITS.map((name) => field(name))}
        <label className="bo-check">
          <input
            type="checkbox"
            checked={draft.active}
            disabled={busy}
            onChange={(e) => onChange({ ...draft, active: e.target.checked })}
          />
          {fieldLabel("active")}
        </label>
      </fieldset>
      <LoanCostExample cost={costExampleOf(draft)} />
      <p>
        <small>{t("bo_loan_policy_hint")}</small>
      </p>
      {message ? (
        <p className="bo-error" role="alert">
          {message}
        </p>
      ) : null}
      {notice ? (
        <p className="bo-notice" role="status">
          {notice}
        </p>
      ) : null}
      <button type="submit" className="bo-button" disabled={busy}>
        {busy ? t("bo_busy") : t("bo_loan_save")}
      </button>
    </form>
  );
}
