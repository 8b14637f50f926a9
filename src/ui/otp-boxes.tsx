import { type ChangeEvent, type ClipboardEvent, type KeyboardEvent, useRef } from "react";
import { OTP } from "../domain/constants";
import { t } from "../i18n/t";
import "./otp-boxes.css";

export interface OtpBoxesProps {
  /** The digits typed so far (no gaps: box n is filled only when boxes 1..n-1 are). */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Red boxes and aria-invalid (a wrong code). */
  error?: boolean;
  /** Id of the text that describes the boxes (e.g. the inline error). */
  describedBy?: string;
  autoFocus?: boolean;
}

const BOXES = Array.from({ length: OTP.digits }, (_, index) => index);
const digitsOf = (text: string) => text.replace(/\D/g, "");

/**
 * Six one-digit boxes for a one-time code. A digit moves to the next box, Backspace on an empty box goes
 * back and clears it, pasting (or SMS autofill) fills every box, and the sixth digit blurs the box so the
 * phone keyboard closes. Typing over a full code (e.g. retyping after a wrong one) starts a new code at
 * that box: the digits after it are cleared, so Confirm waits for six new digits.
 */
export function OtpBoxes({ value, onChange, disabled = false, error = false, describedBy, autoFocus }: OtpBoxesProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  // The value focus handlers see: updated on commit, before the parent re-renders with it.
  const latest = useRef(value);
  latest.current = value;

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, OTP.digits - 1))];
    box?.focus();
    box?.select();
  };

  const commit = (next: string, focusIndex: number) => {
    const code = digitsOf(next).slice(0, OTP.digits);
    latest.current = code;
    onChange(code);
    if (code.length === OTP.digits) {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    } else {
      focusBox(focusIndex);
    }
  };

  const handleChange = (index: number, event: ChangeEvent<HTMLInputElement>) => {
    // The latest committed code, not the render's: a fast typist's next key may arrive before React
    // re-renders with the previous one.
    const code = latest.current;
    const current = code[index] ?? "";
    let typed = digitsOf(event.target.value);
    if (typed === "") {
      commit(code.slice(0, index) + code.slice(index + 1), index);
      return;
    }
    // Autofill inserting a whole code next to the digit already in the box: drop the old digit.
    if (typed.length > OTP.digits && current !== "") {
      typed = typed.startsWith(current) ? typed.slice(current.length) : typed.slice(0, -current.length);
    }
    if (typed.length >= OTP.digits) {
      commit(typed, OTP.digits - 1);
      return;
    }
    // A digit typed next to the one already in the box: keep the one at the caret.
    const caret = event.target.selectionStart ?? typed.length;
    const digits = current !== "" && typed.length === 2 ? (typed[caret - 1] ?? typed.slice(-1)) : typed;
    // Over a full code a digit starts a new one from this box; inside a partial code it replaces in place.
    const rest = code.length === OTP.digits ? "" : code.slice(index + digits.length);
    commit(code.slice(0, index) + digits + rest, index + digits.length);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const code = latest.current;
    if (/^\d$/.test(event.key) && code[index] === event.key && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Typing the digit the box already holds changes nothing the browser reports (no change event),
      // so it is handled here: the digit counts as typed and the caret moves on.
      event.preventDefault();
      const rest = code.length === OTP.digits ? "" : code.slice(index + 1);
      commit(code.slice(0, index) + event.key + rest, index + 1);
    } else if (event.key === "Backspace" && (code[index] ?? "") === "" && index > 0) {
      event.preventDefault();
      commit(code.slice(0, index - 1) + code.slice(index), index - 1);
    } else if (event.key === "ArrowLeft" && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === "ArrowRight" && index < code.length) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = digitsOf(event.clipboardData.getData("text"));
    event.preventDefault();
    if (pasted !== "") commit(pasted, pasted.length);
  };

  // Boxes fill left to right: focusing a box past the first empty one moves to that empty one.
  const handleFocus = (index: number) => {
    if (index > latest.current.length) focusBox(latest.current.length);
    else boxes.current[index]?.select();
  };

  return (
    <fieldset className="otp-boxes" aria-label={t("otp_label")} disabled={disabled}>
      {BOXES.map((index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className={error ? "otp-box otp-box-error" : "otp-box"}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="one-time-code"
          aria-label={t("otp_digit_label", { index: index + 1 })}
          aria-invalid={error || undefined}
          aria-describedby={describedBy}
          // biome-ignore lint/a11y/noAutofocus: the code field is the only task on this screen
          autoFocus={autoFocus && index === 0}
          disabled={disabled}
          value={value[index] ?? ""}
          onChange={(event) => handleChange(index, event)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={handlePaste}
          onFocus={() => handleFocus(index)}
        />
      ))}
    </fieldset>
  );
}
