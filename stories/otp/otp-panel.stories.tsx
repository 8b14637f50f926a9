import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import { otpMachine } from "../../machines/otp/machine";
import type {
  OtpInput,
  ResendOtpInput,
  ResendOtpResult,
  VerifyOtpInput,
  VerifyOtpResult,
} from "../../machines/otp/types";
import { DELAY } from "../../src/domain/constants";
import { OtpPanel } from "../../src/ui/otp-panel";
import type { OtpActorRef } from "../../src/ui/use-otp-events";
import { startPoints } from "../support/start-from";

/**
 * One story per state of the OTP machine. Each builds a real otpMachine actor with fake services on a
 * simulated clock (no timer runs: seconds pass only inside the script), drives it with the same events
 * the view sends, and hands it to the panel, so Storybook shows exactly what the machine can be in.
 */

type Step = { seconds: number } | { typed: string } | "submit" | "resend" | "close";
interface Script {
  input?: Partial<OtpInput>;
  /** The verify answer; "pending" never answers; an Error rejects. */
  answer?: VerifyOtpResult | "pending" | Error;
  resend?: "ok" | "pending" | Error;
  steps?: Step[];
}

const never = <T,>() => new Promise<T>(() => {});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function otpAt({ input, answer = { kind: "wrong" }, resend = "ok", steps = [] }: Script) {
  return async (): Promise<{ actor: OtpActorRef }> => {
    const machine = otpMachine.provide({
      actors: {
        verifyOtp: fromPromise<VerifyOtpResult, VerifyOtpInput>(async () => {
          if (answer === "pending") return never();
          if (answer instanceof Error) throw answer;
          return answer;
        }),
        resendOtp: fromPromise<ResendOtpResult, ResendOtpInput>(async () => {
          if (resend instanceof Error) throw resend;
          return resend === "pending" ? never() : { transactionId: "tx-2" };
        }),
      },
    });
    const clock = new SimulatedClock();
    const actor = createActor(machine, {
      clock,
      input: { purpose: "reset", phone: "0912345678", transactionId: "tx-1", resendsLeft: 3, ...input },
    });
    actor.start();
    for (const step of steps) {
      if (typeof step === "object" && "seconds" in step) {
        for (let i = 0; i < step.seconds; i += 1) clock.increment(DELAY.OTP_TICK);
      } else if (typeof step === "object") {
        actor.send({ type: "otp.change", value: step.typed });
      } else {
        actor.send({ type: step === "close" ? "otp.popup.close" : step === "submit" ? "otp.submitted" : "otp.resend" });
        await settle();
      }
    }
    return { actor };
  };
}

const start = startPoints();

const meta = {
  title: "Thành phần/Mã OTP",
  argTypes: start.argTypes,
  decorators: [start.decorator],
  render: (_args, { loaded }) => (
    <div style={{ maxWidth: 420, margin: "32px auto" }}>
      <OtpPanel actorRef={loaded.actor as OtpActorRef} />
    </div>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvas: ReturnType<typeof within>, n: number) =>
  canvas.getByRole("textbox", { name: `Chữ số thứ ${n} của mã OTP` });
const code = ["123456", "654321"] as const;

export const Counting: Story = {
  parameters: { state: "otp.session.live.entry.open.editing" },
  loaders: [otpAt({})],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("timer")).toHaveTextContent("05:00");
    await expect(canvas.getByText(/\*{8}78/)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Gửi lại mã" })).toBeNull();
    await expect(canvas.getByRole("button", { name: "Xác nhận" })).toBeDisabled();
    await userEvent.type(box(canvas, 1), code[0]);
    await expect(canvas.getByRole("button", { name: "Xác nhận" })).toBeEnabled();
  },
};

export const LeadForm: Story = {
  parameters: { state: "otp.session.live.entry.open.editing" },
  loaders: [otpAt({ input: { purpose: "lead" } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/091\*{4}678/)).toBeVisible();
    // Issue 33: the lead form, too, says how many tries are left.
    await expect(canvas.getByText("Bạn còn 3 lần nhập mã")).toBeVisible();
  },
};

export const ResendAvailable: Story = {
  parameters: { state: "otp.session.live.entry.open.editing" },
  loaders: [otpAt({ steps: [{ seconds: 5 }] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("timer")).toHaveTextContent("04:55");
    await expect(canvas.getByRole("button", { name: "Gửi lại mã" })).toBeVisible();
  },
};

export const Resending: Story = {
  parameters: { state: "otp.resending" },
  loaders: [otpAt({ resend: "pending", steps: [{ seconds: 5 }, "resend"] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Đang gửi lại mã...")).toBeVisible();
    await expect(box(canvas, 1)).toBeDisabled();
  },
};

export const Resent: Story = {
  parameters: { state: "otp.session.live.entry.open.editing" },
  loaders: [otpAt({ steps: [{ seconds: 20 }, { typed: "12" }, "resend"] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("timer")).toHaveTextContent("05:00");
    await expect(box(canvas, 1)).toHaveValue("");
    await expect(canvas.queryByRole("button", { name: "Gửi lại mã" })).toBeNull();
  },
};

export const Submitting: Story = {
  parameters: { state: "otp.session.live.entry.open.verifying" },
  loaders: [otpAt({ answer: "pending", steps: [{ typed: code[0] }, "submit"] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("button", { name: "Đang xác thực..." })).toBeDisabled();
    await expect(box(canvas, 6)).toBeDisabled();
  },
};

export const WrongCode: Story = {
  parameters: { state: "otp.session.live.entry.open.invalid" },
  loaders: [otpAt({ answer: { kind: "wrong" }, steps: [{ typed: code[0] }, "submit"] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Mã xác thực OTP không hợp lệ.");
    await expect(box(canvas, 1)).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByText("Bạn còn 2 lần nhập mã")).toBeVisible();
  },
};

export const AttemptsExhausted: Story = {
  parameters: { state: "otp.lockedOut" },
  loaders: [otpAt({ input: { attemptsLeft: 1 }, answer: { kind: "wrong" }, steps: [{ typed: code[1] }, "submit"] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Bạn đã nhập sai OTP 3 lần. Vui lòng thử lại sau 24 giờ.",
    );
    await expect(box(canvas, 1)).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Xác nhận" })).toBeDisabled();
  },
};

export const TimedOut: Story = {
  parameters: { state: "otp.session.timedOut.notice" },
  loaders: [otpAt({ steps: [{ seconds: 300 }] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole("dialog", { name: "Thông báo" });
    await expect(dialog).toHaveTextContent("Mã xác thực OTP đã hết hiệu lực.");
    await expect(canvas.getByRole("timer")).toHaveTextContent("00:00");
  },
};

/** The lead funnel keeps the screen after the timeout popup (password reset goes back to the request). */
export const TimedOutResendOnly: Story = {
  parameters: { state: "otp.session.timedOut.idle" },
  loaders: [otpAt({ input: { purpose: "lead" }, steps: [{ seconds: 300 }, "close"] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("button", { name: "Gửi lại mã" })).toBeVisible();
    await expect(box(canvas, 1)).toBeDisabled();
  },
};

/** The lead form's wording (password reset always says the code expired and goes back to the request). */
export const TimedOutNoResendLeft: Story = {
  parameters: { state: "otp.session.timedOut.notice" },
  loaders: [otpAt({ input: { purpose: "lead", resendsLeft: 0 }, steps: [{ seconds: 300 }] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole("dialog", { name: "Thông báo" });
    await expect(dialog).toHaveTextContent("hết số lần gửi lại mã");
  },
};

const limit: VerifyOtpResult = { kind: "limit", message: "Bạn đã vượt quá số lần xác thực OTP cho phép." };

export const Limit203WithResends: Story = {
  parameters: { state: "otp.session.live.entry.blocked.idle" },
  loaders: [otpAt({ answer: limit, steps: [{ seconds: 5 }, { typed: code[0] }, "submit"] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole("dialog", { name: "Thông báo" });
    await expect(dialog).toHaveTextContent(limit.kind === "limit" ? limit.message : "");
    await userEvent.click(within(dialog).getByRole("button", { name: "Tiếp tục" }));
    await expect(canvas.queryByRole("dialog")).toBeNull();
    await expect(box(canvas, 1)).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Xác nhận" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Gửi lại mã" })).toBeVisible();
  },
};

export const Limit203NoResendLeft: Story = {
  parameters: { state: "otp.session.live.entry.blocked.notice" },
  loaders: [otpAt({ input: { resendsLeft: 0 }, answer: limit, steps: [{ typed: code[0] }, "submit"] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("dialog", { name: "Thông báo" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Gửi lại mã" })).toBeNull();
  },
};

export const ServerError: Story = {
  parameters: { state: "otp.session.live.entry.open.failed" },
  loaders: [otpAt({ answer: new Error("Không thể kết nối đến máy chủ."), steps: [{ typed: code[0] }, "submit"] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole("dialog", { name: "Thông báo" });
    await expect(dialog).toHaveTextContent("Không thể kết nối đến máy chủ.");
  },
};

export const ResendFailed: Story = {
  parameters: { state: "otp.resendFailed" },
  loaders: [otpAt({ resend: new Error("Không gửi lại được mã."), steps: [{ seconds: 5 }, "resend"] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole("dialog", { name: "Thông báo" });
    await expect(dialog).toHaveTextContent("Không gửi lại được mã.");
  },
};

start.add({
  Counting,
  LeadForm,
  ResendAvailable,
  Resending,
  Resent,
  Submitting,
  WrongCode,
  AttemptsExhausted,
  TimedOut,
  TimedOutResendOnly,
  TimedOutNoResendLeft,
  Limit203WithResends,
  Limit203NoResendLeft,
  ServerError,
  ResendFailed,
});
