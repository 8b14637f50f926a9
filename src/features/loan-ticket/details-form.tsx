import type { DetailsField, ProductSummary, TicketDetails } from "../../../machines/loan-ticket/types";
import type { DetailsErrors } from "../../domain/loan-ticket-details";
import {
  DEBIT_PAYMENT_METHODS,
  LOAN_PURPOSES,
  LOAN_TICKET_LIMITS,
  REFERENCE_RELATIONSHIPS,
} from "../../domain/loan-ticket-rules";
import { t } from "../../i18n/t";
import { LookupSelect, Select, TextInput } from "./details-fields";
import type { Option } from "./lookups";
import { useDetailsForm } from "./use-details-form";

export interface DetailsFormProps {
  details: TicketDetails;
  product: ProductSummary | null;
  /** The rule messages to show (selectDetailsErrors: fields left, or all after a refused submit). */
  errors: DetailsErrors;
  busy: boolean;
  onChange: (field: DetailsField, value: string) => void;
  /** The customer left a field (details.field.left). */
  onLeave: (field: DetailsField) => void;
  onSubmit: () => void;
  onBack: () => void;
}

const plain = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));

/** Step 3: the personal and loan details, with the bank/branch and province/ward lookups. */
export function DetailsForm(props: DetailsFormProps) {
  const { common, bank, lookups } = useDetailsForm(props);
  return (
    <form
      className="ticket-details"
      noValidate
      aria-busy={props.busy}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <fieldset>
        <legend>{t("details_section_loan")}</legend>
        <TextInput label={t("details_amount")} inputMode="numeric" maxLength={12} digits {...common("amount")} />
        <Select
          label={t("details_term")}
          options={(props.product?.terms ?? []).map((m) => ({
            value: String(m),
            label: t("details_term_option", { months: m }),
          }))}
          {...common("term")}
        />
        <Select label={t("details_loan_purpose")} options={plain(LOAN_PURPOSES)} {...common("loanPurpose")} />
        <Select label={t("details_debit_method")} options={plain(DEBIT_PAYMENT_METHODS)} {...common("debitMethod")} />
        <TextInput
          label={t("details_total_capital")}
          hint={t("details_total_capital_hint")}
          inputMode="numeric"
          maxLength={LOAN_TICKET_LIMITS.totalCapitalDigits}
          digits
          {...common("totalCapital")}
        />
        <TextInput
          label={t("details_pay_back_day")}
          inputMode="numeric"
          maxLength={2}
          digits
          {...common("payBackDay")}
        />
      </fieldset>
      <fieldset>
        <legend>{t("details_section_payment")}</legend>
        <Select
          label={t("details_payment_type")}
          options={[
            { value: "bank", label: t("details_payment_bank") },
            { value: "postOffice", label: t("details_payment_postOffice") },
          ]}
          {...common("paymentType")}
        />
        {bank ? (
          <>
            <LookupSelect label={t("details_bank")} lookup={lookups.banks} {...common("bankId")} />
            <LookupSelect label={t("details_branch")} lookup={lookups.branches} {...common("branchId")} />
            <TextInput
              label={t("details_account_number")}
              inputMode="numeric"
              maxLength={LOAN_TICKET_LIMITS.accountNumber}
              digits
              {...common("accountNumber")}
            />
            <TextInput
              label={t("details_account_holder")}
              maxLength={LOAN_TICKET_LIMITS.accountHolder}
              {...common("accountHolder")}
            />
          </>
        ) : (
          <>
            <TextInput
              label={t("details_post_office_name")}
              maxLength={LOAN_TICKET_LIMITS.postOfficeName}
              {...common("postOfficeName")}
            />
            <TextInput
              label={t("details_post_holder")}
              maxLength={LOAN_TICKET_LIMITS.postHolder}
              {...common("postHolder")}
            />
          </>
        )}
      </fieldset>
      <fieldset>
        <legend>{t("details_section_address")}</legend>
        <LookupSelect label={t("details_province")} lookup={lookups.provinces} {...common("provinceCode")} />
        <LookupSelect label={t("details_ward")} lookup={lookups.wards} {...common("wardCode")} />
        <TextInput label={t("details_address")} maxLength={LOAN_TICKET_LIMITS.address} {...common("address")} />
      </fieldset>
      <fieldset>
        <legend>{t("details_section_reference")}</legend>
        <Select
          label={t("details_ref_relationship")}
          options={plain(REFERENCE_RELATIONSHIPS)}
          {...common("refRelationship")}
        />
        <TextInput label={t("details_ref_name")} maxLength={LOAN_TICKET_LIMITS.referenceName} {...common("refName")} />
        <TextInput label={t("details_ref_phone")} inputMode="tel" maxLength={10} digits {...common("refPhone")} />
        <TextInput label={t("details_ref_email")} inputMode="email" maxLength={50} {...common("refEmail")} />
      </fieldset>
      <p role="status" aria-live="polite">
        {props.busy ? t("wizard_saving") : ""}
      </p>
      <div className="wizard-actions">
        <button type="button" className="btn btn-secondary" onClick={props.onBack} disabled={props.busy}>
          {t("wizard_back")}
        </button>
        <button type="submit" className="btn btn-primary" disabled={props.busy}>
          {t("wizard_next")}
        </button>
      </div>
    </form>
  );
}
