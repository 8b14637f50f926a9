import { useId, useState } from "react";
import { t } from "../i18n/t";
import "./password-field.css";

export interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The Vietnamese text under the field (the field is marked invalid). */
  error?: string | undefined;
  autoComplete: "current-password" | "new-password";
  maxLength?: number;
  disabled?: boolean;
}

/**
 * A password input with a show/hide toggle: a button named 'Hiện mật khẩu' (or 'Ẩn mật khẩu' while the
 * text shows) with aria-pressed; whether the text shows is this field's own UI state.
 */
export function PasswordField({
  label,
  value,
  onChange,
  onBlur,
  error,
  autoComplete,
  maxLength,
  disabled,
}: PasswordFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-reveal">
        <input
          id={id}
          type={visible ? "text" : "password"}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          autoComplete={autoComplete}
          maxLength={maxLength}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button
          type="button"
          className="password-reveal-toggle"
          aria-label={visible ? t("hide_password") : t("show_password")}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t("account_hide") : t("account_show")}
        </button>
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
