import { useId, useState } from "react";
import { t } from "../../i18n/t";
import "./account.css";

export interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The Vietnamese text under the field; the field turns red. */
  error?: string | null;
  autoComplete: "current-password" | "new-password";
  placeholder?: string;
  disabled?: boolean;
  maxLength?: number;
}

/** A password input with its show/hide toggle (whether the text shows is this field's own UI state). */
export function PasswordField({
  label,
  value,
  onChange,
  error,
  autoComplete,
  placeholder,
  disabled,
  maxLength,
}: PasswordFieldProps) {
  const id = useId();
  const errorId = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-input">
        <input
          id={id}
          type={visible ? "text" : "password"}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          placeholder={placeholder}
          disabled={disabled}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button
          type="button"
          className="link-button password-toggle"
          aria-label={visible ? t("hide_password") : t("show_password")}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t("account_hide") : t("account_show")}
        </button>
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
