import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createActor, SimulatedClock } from "xstate";
import type { OtpInput, VerifyOtpResult } from "../../machines/otp/types";
import { DELAY } from "../../src/domain/constants";
import { OtpPanel } from "../../src/ui/otp-panel";
import type { OtpActorRef } from "../../src/ui/use-otp-events";
import {
  createDeferredActors,
  describePath,
  exploreMachine,
  flush,
  ownEvents,
  replayPath,
} from "../support/machine-coverage";
import { otpWithFakes } from "../support/otp-fakes";

function setup(input: Partial<OtpInput> = {}) {
  const fakes = createDeferredActors();
  const machine = otpWithFakes(fakes);
  // The machine's clock is simulated: seconds pass only when the test says so (Testing Library and
  // user-event keep real timers, which they need with vitest).
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    clock,
    input: { purpose: "reset", phone: "0912345678", transactionId: "tx-1", resendsLeft: 2, ...input },
  });
  actor.start();
  const user = userEvent.setup();
  render(<OtpPanel actorRef={actor} />);
  const seconds = (n: number) =>
    act(() => {
      for (let i = 0; i < n; i += 1) clock.increment(DELAY.OTP_TICK);
    });
  return { actor, fakes, user, seconds };
}

const settle = async () => {
  await act(flush);
};
const confirm = () => screen.getByRole("button", { name: "Xác nhận" });

describe("OtpPanel", () => {
  it("shows the masked phone, 05:00 and a disabled Confirm until six digits are typed", async () => {
    const { user } = setup();
    expect(screen.getByText(/\*{8}78/)).toBeInTheDocument();
    expect(screen.getByRole("timer")).toHaveTextContent("05:00");
    expect(screen.getByText("Bạn còn 3 lần nhập mã")).toBeInTheDocument();
    expect(confirm()).toBeDisabled();
    await user.keyboard("12345");
    expect(confirm()).toBeDisabled();
    await user.keyboard("6");
    expect(confirm()).toBeEnabled();
  });

  it("masks the middle digits for the lead form and says the 3 tries it has (issue 33)", () => {
    setup({ purpose: "lead" });
    expect(screen.getByText(/091\*{4}678/)).toBeInTheDocument();
    expect(screen.getByText("Bạn còn 3 lần nhập mã")).toBeInTheDocument();
  });

  it("types six digits, confirms, and shows the wrong-code error with one attempt fewer", async () => {
    const { user, fakes } = setup();
    await user.keyboard("123456");
    await user.click(confirm());
    expect(screen.getByRole("button", { name: "Đang xác thực..." })).toBeDisabled();
    expect(fakes.started.at(-1)?.input).toMatchObject({ otp: "123456", transactionId: "tx-1" });
    fakes.resolve("verifyOtp", { kind: "wrong" });
    await settle();
    expect(screen.getByRole("alert")).toHaveTextContent("Mã xác thực OTP không hợp lệ.");
    expect(screen.getByRole("textbox", { name: "Chữ số thứ 1 của mã OTP" })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Bạn còn 2 lần nhập mã")).toBeInTheDocument();
  });

  it("shows the 24 h lockout with boxes and Confirm disabled after the last wrong code", async () => {
    const { user, fakes } = setup({ attemptsLeft: 1 });
    await user.keyboard("123456");
    await user.click(confirm());
    fakes.resolve("verifyOtp", { kind: "wrong" });
    await settle();
    expect(screen.getByRole("alert")).toHaveTextContent("Bạn đã nhập sai OTP 3 lần. Vui lòng thử lại sau 24 giờ.");
    expect(screen.getByRole("textbox", { name: "Chữ số thứ 1 của mã OTP" })).toBeDisabled();
    expect(confirm()).toBeDisabled();
  });

  it("shows the resend link after 5 s and restarts the countdown after a resend", async () => {
    const { user, fakes, seconds } = setup();
    seconds(4);
    expect(screen.queryByRole("button", { name: "Gửi lại mã" })).not.toBeInTheDocument();
    seconds(1);
    expect(screen.getByRole("timer")).toHaveTextContent("04:55");
    await user.click(screen.getByRole("button", { name: "Gửi lại mã" }));
    expect(screen.getByText("Đang gửi lại mã...")).toBeInTheDocument();
    fakes.resolve("resendOtp", { transactionId: "tx-2" });
    await settle();
    expect(screen.getByRole("timer")).toHaveTextContent("05:00");
    expect(screen.queryByRole("button", { name: "Gửi lại mã" })).not.toBeInTheDocument();
  });

  it("shows a 203 answer in the 'Thông báo' popup and disables the boxes after it is closed", async () => {
    const { user, fakes } = setup();
    await user.keyboard("123456");
    await user.click(confirm());
    fakes.resolve("verifyOtp", { kind: "limit", message: "Quá số lần xác thực cho phép" });
    await settle();
    const dialog = screen.getByRole("dialog", { name: "Thông báo" });
    expect(dialog).toHaveTextContent("Quá số lần xác thực cho phép");
    await user.click(within(dialog).getByRole("button", { name: "Tiếp tục" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Chữ số thứ 1 của mã OTP" })).toBeDisabled();
    expect(confirm()).toBeDisabled();
  });

  it("shows the timeout popup at 00:00", async () => {
    const { seconds } = setup();
    seconds(300);
    expect(screen.getByRole("timer")).toHaveTextContent("00:00");
    expect(screen.getByRole("dialog", { name: "Thông báo" })).toHaveTextContent("Mã xác thực OTP đã hết hiệu lực.");
  });
});

describe("OtpPanel along the machine's paths", () => {
  // Paths without the clock (timed states are covered above and in the machine test): every answer.
  const fakes = createDeferredActors();
  const machine = otpWithFakes(fakes);
  const input: OtpInput = {
    purpose: "reset",
    phone: "0912345678",
    transactionId: "tx-1",
    resendsLeft: 1,
    attemptsLeft: 2,
  };
  const answers: VerifyOtpResult[] = [
    { kind: "ok", data: null },
    { kind: "wrong" },
    { kind: "limit", message: "Quá số lần" },
    { kind: "expired", message: "" },
  ];
  const model = exploreMachine(machine, {
    input,
    events: (snapshot) =>
      ownEvents(snapshot, {
        "otp.change": [{ type: "otp.change", value: "123456" }],
        "xstate.done.actor.verifyOtp": answers.map((output) => ({ type: "xstate.done.actor.verifyOtp", output })),
        "xstate.error.actor.verifyOtp": [{ type: "xstate.error.actor.verifyOtp", error: new Error("Lỗi mạng") }],
      }).filter((event) => !event.type.startsWith("xstate.after.")),
  });

  it.each(model.covering.map((path) => [describePath(path), path] as const))("%s", async (_, path) => {
    await replayPath(path, {
      machine,
      input,
      fakes,
      clock: new SimulatedClock(),
      wrap: (run) => act(run),
      onStart: (actor) => {
        render(<OtpPanel actorRef={actor as OtpActorRef} />);
      },
      onStep: (snapshot) => {
        const button = screen.getByRole("button", { name: /^(Xác nhận|Đang xác thực\.\.\.)$/ });
        expect(button.hasAttribute("disabled")).toBe(!snapshot.can({ type: "otp.submitted" }));
        expect(screen.queryByRole("dialog") !== null).toBe(snapshot.hasTag("popup"));
        const first = screen.getByRole("textbox", { name: "Chữ số thứ 1 của mã OTP" });
        expect(first.hasAttribute("disabled")).toBe(snapshot.hasTag("inputsDisabled"));
        expect(first.getAttribute("aria-invalid") === "true").toBe(snapshot.hasTag("error"));
      },
    });
  });
});
