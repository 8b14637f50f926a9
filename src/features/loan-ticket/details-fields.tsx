import type { ReactNode } from "react";
import { t } from "../../i18n/t";
import type { LookupState, Option } from "./lookups";

/** The inputs of the details step: a labelled field with its error under it (the rule's text). */
export interface FieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  disabled: boolean;
  error: string;
  onBlur: () => void;
  onChange: (value: string) => void;
}

/** The ids an input is described by: its hint, then its error, when they show. */
export const describedBy = (id: string, hint: string | undefined, error: string): string | undefined =>
  [hint ? `${id}-hint` : "", error !== "" ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;

export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error: string;
  /** What the field means, under the label (e.g. what "Tổng vốn sử dụng" counts). */
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field-hint muted">
          {hint}
        </p>
      )}
      {children}
      {error !== "" && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextInput(
  props: FieldProps & { maxLength: number; digits?: boolean; inputMode?: "numeric" | "tel" | "email"; hint?: string },
) {
  return (
    <Field id={props.id} label={props.label} error={props.error} hint={props.hint}>
      <input
        id={props.id}
        name={props.name}
        value={props.value}
        maxLength={props.maxLength}
        inputMode={props.inputMode}
        disabled={props.disabled}
        aria-invalid={props.error !== ""}
        aria-describedby={describedBy(props.id, props.hint, props.error)}
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

export function Select(props: FieldProps & { options: Option[]; loading?: boolean; failed?: boolean }) {
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

export function LookupSelect(props: FieldProps & { lookup: LookupState }) {
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
