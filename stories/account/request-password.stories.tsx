import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { PasswordResetView } from "../../src/features/account/password-reset-view";
import type { PasswordResetActorRef } from "../../src/features/account/use-reset-events";
import { BotCheckContext } from "../../src/ui/bot-check";
import { useBotCheckPayload } from "../../src/ui/use-bot-check-payload";
import { FakeBotCheck } from "../lead-funnel/funnel-story-support";
import { startPoints } from "../support/start-from";
import { resetActorAt, STORY_PHONE, STORY_TX } from "./reset-actor";

/** /request-password: one story per state of the request stage of the passwordReset machine. */
const start = startPoints();

const meta = {
  title: "Tài khoản/Quên mật khẩu",
  argTypes: start.argTypes,
  decorators: [start.decorator],
  parameters: { path: "/request-password" },
  render: (_args, { loaded }) => <PasswordResetView actorRef={loaded.actor as PasswordResetActorRef} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const typed = { send: { type: "request.change", value: STORY_PHONE } } as const;
const submit = { send: { type: "request.submit" } } as const;
const confirm = (canvas: ReturnType<typeof within>) => canvas.getByRole("button", { name: /Xác nhận|Đang gửi mã/ });

export const Empty: Story = {
  parameters: { state: "passwordReset.request.editing" },
  loaders: [resetActorAt({ input: { stage: "request" } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Quên mật khẩu" })).toBeVisible();
    await expect(confirm(canvas)).toBeDisabled();
    await userEvent.type(canvas.getByLabelText("Số điện thoại"), "09abc8765432199");
    await expect(canvas.getByLabelText("Số điện thoại")).toHaveValue(STORY_PHONE);
    await expect(confirm(canvas)).toBeEnabled();
  },
};

export const ValidPhone: Story = {
  parameters: { state: "passwordReset.request.editing" },
  loaders: [resetActorAt({ input: { stage: "request" }, steps: [typed] })],
  play: async ({ canvasElement }) => {
    await expect(confirm(within(canvasElement))).toBeEnabled();
  },
};

export const Sending: Story = {
  parameters: { state: "passwordReset.request.submitting" },
  loaders: [resetActorAt({ input: { stage: "request" }, request: "pending", steps: [typed, submit] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("button", { name: "Đang gửi mã..." })).toBeDisabled();
  },
};

export const PhoneNotRegistered: Story = {
  parameters: { state: "passwordReset.request.refused" },
  loaders: [
    resetActorAt({
      input: { stage: "request" },
      request: { kind: "refused", message: "Số điện thoại chưa được đăng ký tài khoản." },
      steps: [typed, submit],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Số điện thoại chưa được đăng ký tài khoản.");
    await expect(canvas.getByLabelText("Số điện thoại")).toHaveAttribute("aria-invalid", "true");
    await expect(confirm(canvas)).toBeDisabled();
  },
};

export const ConnectionFailed: Story = {
  parameters: { state: "passwordReset.request.failed" },
  loaders: [
    resetActorAt({
      input: { stage: "request" },
      request: new Error("Không thể kết nối đến máy chủ. Vui lòng kiểm tra kết nối và thử lại."),
      steps: [typed, submit],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole("dialog", { name: "Thông báo" });
    await expect(dialog).toHaveTextContent("Không thể kết nối đến máy chủ.");
  },
};

export const CodeSent: Story = {
  parameters: { state: ["passwordReset.confirm", "otp.session.live.entry.open.editing"] },
  loaders: [
    resetActorAt({
      input: { stage: "request" },
      request: { kind: "sent", transactionId: STORY_TX, resendsLeft: 3 },
      steps: [typed, submit],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Xác thực OTP" })).toBeVisible();
  },
};

/** The screen as the app shows it: with the bot check (the stand-in checkbox here), Confirm waits for it. */
function WithBotCheck({ actor }: { actor: PasswordResetActorRef }) {
  const botCheck = useBotCheckPayload();
  return (
    <BotCheckContext.Provider value={FakeBotCheck}>
      <PasswordResetView actorRef={actor} botCheck={botCheck} />
    </BotCheckContext.Provider>
  );
}

export const BotCheck: Story = {
  parameters: { state: "passwordReset.request.editing" },
  loaders: [resetActorAt({ input: { stage: "request" }, steps: [typed] })],
  render: (_args, { loaded }) => <WithBotCheck actor={loaded.actor as PasswordResetActorRef} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(confirm(canvas)).toBeDisabled();
    await userEvent.click(canvas.getByRole("checkbox", { name: /không phải là người máy/ }));
    await expect(confirm(canvas)).toBeEnabled();
  },
};

start.add({ Empty, ValidPhone, Sending, PhoneNotRegistered, ConnectionFailed, CodeSent, BotCheck });
