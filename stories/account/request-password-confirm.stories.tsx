import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import type { VerifyOtpResult } from "../../machines/otp/types";
import { PasswordResetView } from "../../src/features/account/password-reset-view";
import type { PasswordResetActorRef } from "../../src/features/account/use-reset-events";
import { startPoints } from "../support/start-from";
import { type ResetStep, resetActorAt, STORY_PHONE, STORY_TX } from "./reset-actor";

/**
 * /request-password-confirm: the reset code, with the otp machine the passwordReset machine invokes
 * (every otp state has its own story in OTP/OtpPanel; these are the reset screen's).
 */
const start = startPoints();

const meta = {
  title: "Tài khoản/Mã đặt lại mật khẩu",
  argTypes: start.argTypes,
  decorators: [start.decorator],
  parameters: { path: "/request-password-confirm" },
  render: (_args, { loaded }) => <PasswordResetView actorRef={loaded.actor as PasswordResetActorRef} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const input = { stage: "confirm", phone: STORY_PHONE, transactionId: STORY_TX, resendsLeft: 3 } as const;
const code: ResetStep[] = [{ otp: { type: "otp.change", value: "123456" } }, { otp: { type: "otp.submitted" } }];
const box = (canvas: ReturnType<typeof within>) => canvas.getByRole("textbox", { name: "Chữ số thứ 1 của mã OTP" });

export const Counting: Story = {
  parameters: { state: ["passwordReset.confirm", "otp.session.live.entry.open.editing"] },
  loaders: [resetActorAt({ input })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Xác thực OTP" })).toBeVisible();
    await expect(canvas.getByText(/\*{8}21/)).toBeVisible();
    await expect(canvas.getByRole("timer")).toHaveTextContent("05:00");
    await expect(canvas.getByText("Bạn còn 3 lần nhập mã")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Xác nhận" })).toBeDisabled();
  },
};

export const WrongCode: Story = {
  parameters: { state: ["passwordReset.confirm", "otp.session.live.entry.open.invalid"] },
  loaders: [resetActorAt({ input, verify: { kind: "wrong" }, steps: [{ seconds: 42 }, ...code] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Mã xác thực OTP không hợp lệ.");
    await expect(canvas.getByText("Bạn còn 2 lần nhập mã")).toBeVisible();
    await expect(canvas.getByRole("timer")).toHaveTextContent("04:18");
  },
};

const wrongTwice: ResetStep[] = [...code, ...code];
export const LockedAfterThreeWrongCodes: Story = {
  parameters: { state: ["passwordReset.confirm", "otp.lockedOut"] },
  loaders: [resetActorAt({ input, verify: { kind: "wrong" }, steps: [...wrongTwice, ...code] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Bạn đã nhập sai OTP 3 lần. Vui lòng thử lại sau 24 giờ.",
    );
    await expect(box(canvas)).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Xác nhận" })).toBeDisabled();
  },
};

export const TimedOut: Story = {
  parameters: { state: ["passwordReset.confirm", "otp.session.timedOut.notice"] },
  loaders: [resetActorAt({ input, steps: [{ seconds: 300 }] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole("dialog", { name: "Thông báo" });
    await expect(dialog).toHaveTextContent("Mã xác thực OTP đã hết hiệu lực.");
    await expect(box(canvas)).toBeDisabled();
  },
};

export const TimedOutNoResendLeft: Story = {
  parameters: { state: ["passwordReset.confirm", "otp.session.timedOut.notice"] },
  loaders: [resetActorAt({ input: { ...input, resendsLeft: 0 }, steps: [{ seconds: 300 }] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole("dialog", { name: "Thông báo" });
    await expect(dialog).toBeVisible();
  },
};

/** Closing the time-up popup with no resend left goes back to the request (/request-password in the app). */
export const TimedOutBackToRequest: Story = {
  parameters: { state: "passwordReset.request.editing" },
  loaders: [resetActorAt({ input: { ...input, resendsLeft: 0 }, steps: [{ seconds: 300 }] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole("dialog", { name: "Thông báo" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Tiếp tục" }));
    await expect(await canvas.findByRole("heading", { name: "Quên mật khẩu" })).toBeVisible();
    await expect(canvas.getByLabelText("Số điện thoại")).toHaveValue(STORY_PHONE);
  },
};

const limit: VerifyOtpResult = { kind: "limit", message: "Bạn đã yêu cầu mã OTP quá nhiều lần. Vui lòng thử lại sau." };
export const Limit203: Story = {
  parameters: { state: ["passwordReset.confirm", "otp.session.live.entry.blocked.idle"] },
  loaders: [resetActorAt({ input, verify: limit, steps: [{ seconds: 5 }, ...code] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole("dialog", { name: "Thông báo" });
    await expect(dialog).toHaveTextContent("Bạn đã yêu cầu mã OTP quá nhiều lần.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Tiếp tục" }));
    await expect(box(canvas)).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Gửi lại mã" })).toBeVisible();
  },
};

export const Verified: Story = {
  parameters: { state: "passwordReset.change.editing" },
  loaders: [resetActorAt({ input, verify: { kind: "ok", data: { validateToken: "vt-story" } }, steps: code })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Đổi mật khẩu" })).toBeVisible();
  },
};

start.add({
  Counting,
  WrongCode,
  LockedAfterThreeWrongCodes,
  TimedOut,
  TimedOutNoResendLeft,
  TimedOutBackToRequest,
  Limit203,
  Verified,
});
