import { type ReactNode, useId, useState } from "react";
import type { DetailsField, ProductSummary, TicketDetails } from "../../../machines/loan-ticket/types";
import { formatMoney } from "../../domain/format";
import { detailsErrors } from "../../domain/loan-ticket-details";
import {
  DEBIT_PAYMENT_METHODS,
  LOAN_PURPOSES,
  LOAN_TICKET_LIMITS,
  REFERENCE_RELATIONSHIPS,
} from "../../domain/loan-ticket-rules";
import { t } from "../../i18n/t";
import { type LookupState, type Option, useLookup } from "./lookups";

export interface DetailsFormProps {
  details: TicketDetails;
  product: ProductSummary | null;
  showErrors: boolean;
  busy: boolean;
  onChange: (field: DetailsField, value: string) => void;
  onSubmit: () => void;
  onBack: () => void;
}

const plain = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));

/** Step 3: the personal and loan details, with the bank/branch and province/district/ward lookups. */
export function DetailsForm(props: DetailsFormProps) {
  const id = useId();
  const { details, product } = props;
  const [touched, setTouched] = useState<ReadonlySet<DetailsField>>(new Set());
  const errors = detailsErrors(details, product);
  const banks = useLookup("banks", null);
  const branches = useLookup("branches", details.bankId);
  const provinces = useLookup("provinces", null);
  const districts = useLookup("districts", details.provinceCode);
  const wards = useLookup("wards", details.districtCode);
  const bank = details.paymentType !== "postOffice";

  const errorOf = (field: DetailsField) => {
    const key = errors[field];
    if (!key || !(props.showErrors || touched.has(field))) return "";
    return t(key, {
      min: formatMoney(product?.minAmount ?? 0),
      max: formatMoney(product?.maxAmount ?? 0),
      step: formatMoney(product?.amountStep ?? 0),
    });
  };
  const common = (field: DetailsField) => ({
    id: `${id}-${field}`,
    name: field,
    value: details[field],
    disabled: props.busy,
    error: errorOf(field),
    onBlur: () => setTouched((set) => new Set(set).add(field)),
    onChange: (value: string) => props.onChange(field, value),
  });

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
          options={(product?.terms ?? []).map((m) => ({
            value: String(m),
            label: t("details_term_option", { months: m }),
          }))}
          {...common("term")}
        />
        <Select label={t("details_loan_purpose")} options={plain(LOAN_PURPOSES)} {...common("loanPurpose")} />
        <Select label={t("details_debit_method")} options={plain(DEBIT_PAYMENT_METHODS)} {...common("debitMethod")} />
        <TextInput
          label={t("details_total_capital")}
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
            <LookupSelect label={t("details_bank")} lookup={banks} {...common("bankId")} />
            <LookupSelect label={t("details_branch")} lookup={branches} {...common("branchId")} />
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
        <LookupSelect label={t("details_province")} lookup={provinces} {...common("provinceCode")} />
        <LookupSelect label={t("details_district")} lookup={districts} {...common("districtCode")} />
        <LookupSelect label={t("details_ward")} lookup={wards} {...common("wardCode")} />
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

interface FieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  disabled: boolean;
  error: string;
  onBlur: () => void;
  onChange: (value: string) => void;
}

function Field({ id, label, error, children }: { id: string; label: string; error: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error !== "" && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function TextInput(
  props: FieldProps & { maxLength: number; digits?: boolean; inputMode?: "numeric" | "tel" | "email" },
) {
  return (
    <Field id={props.id} label={props.label} error={props.error}>
      <input
        id={props.id}
        name={props.name}
        value={props.value}
        maxLength={props.maxLength}
        inputMode={props.inputMode}
        disabled={props.disabled}
        aria-invalid={props.error !== ""}
        aria-describedby={props.error !== "" ? `${props.id}-error` : undefined}
        onBlur={props.onBlur}
        onChange={(event) => {
          const raw = event.currentTarget.value;
          props.onChange(
            props.digits ? raw.replace(/\D/g, "").slice(0, props.maxLength) : raw.slice(0, props.maxLength),
          );
        }}
      />
    </Field>
  );
}

function Select(props: FieldProps & { options: Option[]; loading?: boolean; failed?: boolean }) {
  return (
    <Field id={props.id} label={props.label} error={props.failed ? t("details_lookup_failed") : props.error}>
      <select
        id={props.id}
        name={props.name}
        value={props.value}
        disabled={props.disabled || props.loading}
        aria-invalid={props.error !== ""}
        aria-describedby={props.error !== "" ? `${props.id}-error` : undefined}
        onBlur={props.onBlur}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      >
        <option value="">{t("details_choose")}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

function LookupSelect(props: FieldProps & { lookup: LookupState }) {
  const { lookup, ...rest } = props;
  return (
    <Select
      {...rest}
      options={lookup.options}
      loading={lookup.status === "loading"}
      failed={lookup.status === "failed"}
    />
  );
}
