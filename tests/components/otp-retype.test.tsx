import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { createActor, SimulatedClock } from "xstate";
import type { OtpInput } from "../../machines/otp/types";
import { OtpBoxes } from "../../src/ui/otp-boxes";
import { OtpPanel } from "../../src/ui/otp-panel";
import { createDeferredActors, flush } from "../support/machine-coverage";
import { otpWithFakes } from "../support/otp-fakes";

/**
 * Issue 19 item 1: after a wrong code the visitor retypes the right one from box 1 at a normal typing
 * speed (a key every 60 ms, as a person types; user-event's default types with no pause at all).
 */
const TYPING = { delay: 60 };

const box = (n: number) => screen.getByRole("textbox", { name: `Chữ số thứ ${n} của mã OTP` });
const boxes = () => [1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value).join("");
const confirm = () => screen.getByRole("button", { name: "Xác nhận" });

function Controlled({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <OtpBoxes value={value} onChange={setValue} />;
}

function setupPanel(input: Partial<OtpInput> = {}) {
  const fakes = createDeferredActors();
  const machine = otpWithFakes(fakes);
  const actor = createActor(machine, {
    clock: new SimulatedClock(),
    input: { purpose: "reset", phone: "0912345678", transactionId: "tx-1", resendsLeft: 2, ...input },
  });
  actor.start();
  render(<OtpPanel actorRef={actor} />);
  return { fakes, user: userEvent.setup(TYPING) };
}

describe("retyping a one-time code", () => {
  it("replaces a full code when the visitor types over it from box 1", async () => {
    const user = userEvent.setup(TYPING);
    render(<Controlled initial="000000" />);
    await user.click(box(1));
    await user.keyboard("3");
    expect(boxes()).toBe("3");
    expect(box(2)).toHaveFocus();
    await user.keyboard("45678");
    expect(boxes()).toBe("345678");
  });

  it("keeps a first digit equal to the one already in box 1 (0 typed over a wrong 000000)", async () => {
    const user = userEvent.setup(TYPING);
    render(<Controlled initial="000000" />);
    await user.click(box(1));
    await user.keyboard("0");
    expect(boxes()).toBe("0");
    expect(box(2)).toHaveFocus();
    await user.keyboard("16069");
    expect(boxes()).toBe("016069");
  });

  it("moves on when a digit typed inside a partial code equals the one in the box", async () => {
    const user = userEvent.setup(TYPING);
    render(<Controlled initial="123" />);
    await user.click(box(2));
    await user.keyboard("2");
    expect(boxes()).toBe("123");
    expect(box(3)).toHaveFocus();
  });

  it("replaces a full code from a later box and keeps the digits before it", async () => {
    const user = userEvent.setup(TYPING);
    render(<Controlled initial="123456" />);
    await user.click(box(4));
    await user.keyboard("9");
    expect(boxes()).toBe("1239");
    expect(box(5)).toHaveFocus();
  });

  it("fills every box when autofill puts the whole code into a box that already holds a digit", () => {
    render(<Controlled initial="000000" />);
    fireEvent.change(box(1), { target: { value: "0246810" } });
    expect(boxes()).toBe("246810");
  });

  it("after a wrong code on password reset, retyping from box 1 disables Confirm until six new digits and sends them", async () => {
    const { fakes, user } = setupPanel();
    await user.click(box(1));
    await user.keyboard("000000");
    await user.click(confirm());
    fakes.resolve("verifyOtp", { kind: "wrong" });
    await act(flush);
    expect(screen.getByText("Bạn còn 2 lần nhập mã")).toBeInTheDocument();

    await user.click(box(1));
    await user.keyboard("3");
    expect(confirm()).toBeDisabled();
    await user.keyboard("45678");
    expect(boxes()).toBe("345678");
    expect(confirm()).toBeEnabled();
    await user.click(confirm());
    expect(fakes.started.at(-1)?.input).toMatchObject({ otp: "345678" });
  });
});
