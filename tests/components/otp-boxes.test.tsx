import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { OtpBoxes } from "../../src/ui/otp-boxes";

function Controlled({
  initial = "",
  disabled = false,
  onChange,
}: {
  initial?: string;
  disabled?: boolean;
  onChange?: (v: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <OtpBoxes
        value={value}
        disabled={disabled}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const box = (n: number) => screen.getByRole("textbox", { name: `Chữ số thứ ${n} của mã OTP` });
const value = () => screen.getByTestId("value").textContent;

describe("OtpBoxes", () => {
  it("renders six labelled numeric one-time-code boxes", () => {
    render(<Controlled />);
    expect(screen.getAllByRole("textbox")).toHaveLength(6);
    expect(box(1)).toHaveAttribute("inputmode", "numeric");
    expect(box(1)).toHaveAttribute("autocomplete", "one-time-code");
    expect(box(6)).toHaveAccessibleName("Chữ số thứ 6 của mã OTP");
  });

  it("moves focus to the next box on each digit, ignores letters, and blurs at six digits", async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(box(1));
    await user.keyboard("1a2");
    expect(value()).toBe("12");
    expect(box(3)).toHaveFocus();
    await user.keyboard("3456");
    expect(value()).toBe("123456");
    expect(document.activeElement).toBe(document.body);
  });

  it("goes back and clears the previous digit on Backspace in an empty box", async () => {
    const user = userEvent.setup();
    render(<Controlled initial="123" />);
    await user.click(box(4));
    await user.keyboard("{Backspace}");
    expect(value()).toBe("12");
    expect(box(3)).toHaveFocus();
    await user.keyboard("{Backspace}{Backspace}");
    expect(value()).toBe("");
    expect(box(1)).toHaveFocus();
  });

  it("sends a click on a later box to the first empty one", async () => {
    const user = userEvent.setup();
    render(<Controlled initial="1" />);
    await user.click(box(5));
    expect(box(2)).toHaveFocus();
  });

  it("fills every box from a pasted code", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.click(box(1));
    await user.paste("98 76 54");
    expect(onChange).toHaveBeenLastCalledWith("987654");
    expect([1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join("")).toBe("987654");
  });

  it("fills every box when the phone autofills the code into one box", () => {
    render(<Controlled />);
    fireEvent.change(box(1), { target: { value: "246810" } });
    expect(value()).toBe("246810");
  });

  it("does nothing when disabled", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled disabled onChange={onChange} />);
    for (const n of [1, 2, 3, 4, 5, 6]) expect(box(n)).toBeDisabled();
    await user.click(box(1));
    await user.keyboard("12");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("marks every box invalid on error", () => {
    render(<OtpBoxes value="123456" error onChange={() => {}} />);
    for (const input of screen.getAllByRole("textbox")) {
      expect(input).toHaveAttribute("aria-invalid", "true");
      expect(input).toHaveClass("otp-box-error");
    }
  });
});
