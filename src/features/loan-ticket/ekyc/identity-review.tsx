import { useId } from "react";
import type { IdentityField, IdentityFields } from "../../../../machines/ekyc/types";
import { GENDER_OPTIONS } from "../../../domain/options";
import { type MessageKey, t } from "../../../i18n/t";

export interface IdentityReviewProps {
  fields: IdentityFields;
  busy: boolean;
  error: string;
  canSubmit: boolean;
  onChange: (field: IdentityField, value: string) => void;
  onSubmit: () => void;
  onBack: () => void;
  onRetake: (() => void) | null;
}

const TEXT_FIELDS: Array<{ field: IdentityField; max: number; mode?: "numeric" }> = [
  { field: "idNumber", max: 12, mode: "numeric" },
  { field: "oldIdNumber", max: 9, mode: "numeric" },
  { field: "fullName", max: 50 },
  { field: "dateOfBirth", max: 10 },
  { field: "issueDate", max: 10 },
  { field: "address", max: 200 },
];

/** The read fields, prefilled and editable, then the identity check. */
export function IdentityReview(props: IdentityReviewProps) {
  const id = useId();
  return (
    <form
      className="ekyc-review"
      aria-labelledby={`${id}-title`}
      aria-busy={props.busy}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <h2 id={`${id}-title`}>{t("ekyc_review_title")}</h2>
      <p className="muted">{t("ekyc_review_hint")}</p>
      {TEXT_FIELDS.map(({ field, max, mode }) => (
        <div className="field" key={field}>
          <label htmlFor={`${id}-${field}`}>{t(`ekyc_field_${field}` as MessageKey)}</label>
          <input
            id={`${id}-${field}`}
            name={field}
            value={props.fields[field]}
            maxLength={max}
            inputMode={mode}
            disabled={props.busy}
            onChange={(event) => props.onChange(field, event.currentTarget.value)}
          />
        </div>
      ))}
      <div className="field">
        <label htmlFor={`${id}-gender`}>{t("ekyc_field_gender")}</label>
        <select
          id={`${id}-gender`}
          value={props.fields.gender}
          disabled={props.busy}
          onChange={(event) => props.onChange("gender", event.currentTarget.value)}
        >
          <option value="">{t("details_choose")}</option>
          {GENDER_OPTIONS.map((gender) => (
            <option key={gender} value={gender}>
              {gender}
            </option>
          ))}
        </select>
      </div>
      <p role="status" aria-live="polite">
        {props.busy ? t("ekyc_checking") : ""}
      </p>
      {props.error !== "" && (
        <div className="ekyc-error" role="alert">
          <p className="field-error">{props.error}</p>
          {props.onRetake && (
            <button type="button" className="link-button" onClick={props.onRetake}>
              {t("ekyc_retake")}
            </button>
          )}
        </div>
      )}
      <div className="wizard-actions">
        <button type="button" className="btn btn-secondary" onClick={props.onBack} disabled={props.busy}>
          {t("wizard_back")}
        </button>
        <button type="submit" className="btn btn-primary" disabled={!props.canSubmit}>
          {t("wizard_next")}
        </button>
      </div>
    </form>
  );
}
