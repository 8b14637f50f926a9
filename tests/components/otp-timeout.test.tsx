import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createActor, SimulatedClock } from "xstate";
import type { OtpInput } from "../../machines/otp/types";
import { DELAY } from "../../src/domain/constants";
import { OtpPanel } from "../../src/ui/otp-panel";
import { createDeferredActors } from "../support/machine-coverage";
import { otpWithFakes } from "../support/otp-fakes";

/**
 * Issue 19 item 8: the timeout popup tells the visitor what closing it does. On password reset closing
 * goes back to /request-password (SPEC 4 "Password reset"), so it must not say to press "Gửi lại mã".
 */
function timeUp(input: Partial<OtpInput>) {
  const fakes = createDeferredActors();
  const machine = otpWithFakes(fakes);
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    clock,
    input: { purpose: "reset", phone: "0912345678", transactionId: "tx-1", resendsLeft: 2, ...input },
  });
  actor.start();
  render(<OtpPanel actorRef={actor} />);
  act(() => {
    for (let i = 0; i < 300; i += 1) clock.increment(DELAY.OTP_TICK);
  });
  return actor;
}

describe("the OTP timeout popup", () => {
  it("on password reset says the code expired and to request a new one, and closing it goes back to the request", async () => {
    const actor = timeUp({ purpose: "reset" });
    const dialog = screen.getByRole("dialog", { name: "Thông báo" });
    expect(dialog).toHaveTextContent(
      "Mã xác thực OTP đã hết hiệu lực. Vui lòng kiểm tra lại số điện thoại hoặc yêu cầu gửi lại mã mới.",
    );
    expect(dialog).not.toHaveTextContent("Gửi lại mã”");
    await userEvent.setup().click(within(dialog).getByRole("button"));
    expect(actor.getSnapshot().output).toEqual({ status: "abandoned", destination: "request" });
  });

  it("on the lead form still says to press 'Gửi lại mã', which is then offered", async () => {
    timeUp({ purpose: "lead" });
    const dialog = screen.getByRole("dialog", { name: "Thông báo" });
    expect(dialog).toHaveTextContent("Vui lòng bấm “Gửi lại mã” để nhận mã mới.");
    await userEvent.setup().click(within(dialog).getByRole("button"));
    expect(screen.getByRole("button", { name: "Gửi lại mã" })).toBeInTheDocument();
  });
});
