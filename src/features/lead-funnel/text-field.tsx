import { type InputHTMLAttributes, useId } from "react";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The message shown under the field (only once the field was touched). */
  error?: string | undefined;
  /**
   * Keep the message's line even while there is none, so a message appearing on blur moves nothing
   * below it: a tap aimed at the next control (step 2's consent box) lands where it was aimed (issue 33).
   */
  reserveError?: boolean;
  /** A note under the field, read with it. */
  hint?: string | undefined;
}

/** A labelled input with its message under it, linked for screen readers. */
export function TextField({ label, value, onChange, error, reserveError = false, hint, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ");
  return (
    <div className={reserveError ? "field field-reserved" : "field"}>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={hintId} className="muted field-hint">
          {hint}
        </p>
      )}
      {(error || reserveError) && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
