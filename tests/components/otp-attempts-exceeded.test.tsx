import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createActor, SimulatedClock } from "xstate";
import type { OtpInput } from "../../machines/otp/types";
import { OtpPanel } from "../../src/ui/otp-panel";
import { createDeferredActors, flush } from "../support/machine-coverage";
import { otpWithFakes } from "../support/otp-fakes";

/**
 * Issue 19 item 9: after the third wrong code on the lead form, SPEC's "exceeded the allowed attempts,
 * please recreate the loan" (section 8) and a way to start again; password reset keeps the 24 h lockout.
 */
async function threeWrong(input: Partial<OtpInput>) {
  const fakes = createDeferredActors();
  const machine = otpWithFakes(fakes);
  const actor = createActor(machine, {
    clock: new SimulatedClock(),
    input: { purpose: "lead", phone: "0912345678", transactionId: "tx-1", resendsLeft: 2, ...input },
  });
  actor.start();
  render(<OtpPanel actorRef={actor} />);
  const user = userEvent.setup();
  for (const code of ["111111", "222222", "333333"]) {
    await user.click(screen.getByRole("textbox", { name: "Chữ số thứ 1 của mã OTP" }));
    await user.keyboard(code);
    await user.click(screen.getByRole("button", { name: "Xác nhận" }));
    fakes.resolve("verifyOtp", { kind: "wrong" });
    await act(flush);
  }
  return { actor, user };
}

describe("the third wrong code", () => {
  it("on the lead form says to recreate the loan and offers to start again, which leaves for home", async () => {
    const { actor, user } = await threeWrong({ purpose: "lead" });
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Bạn đã nhập sai mã OTP quá số lần cho phép. Vui lòng tạo lại khoản vay.",
    );
    expect(screen.queryByText(/24 giờ/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Xác nhận" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Tạo lại khoản vay" }));
    expect(actor.getSnapshot().output).toEqual({ status: "abandoned", destination: "home" });
  });

  it("on password reset keeps the 24 h lockout and offers no restart", async () => {
    await threeWrong({ purpose: "reset" });
    expect(screen.getByRole("alert")).toHaveTextContent("Bạn đã nhập sai OTP 3 lần. Vui lòng thử lại sau 24 giờ.");
    expect(screen.queryByRole("button", { name: "Tạo lại khoản vay" })).not.toBeInTheDocument();
  });
});
