import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import type { PasswordResetEvent } from "../../machines/password-reset/types";
import { PasswordResetView } from "../../src/features/account/password-reset-view";
import type { PasswordResetActorRef } from "../../src/features/account/use-reset-events";
import { startPoints } from "../support/start-from";
import { type ResetStep, resetActorAt, STORY_PHONE } from "./reset-actor";

/** /change-password: one story per state of the change stage of the passwordReset machine. */
const start = startPoints();

const meta = {
  title: "Tài khoản/Đặt mật khẩu mới",
  argTypes: start.argTypes,
  decorators: [start.decorator],
  parameters: { path: "/change-password" },
  render: (_args, { loaded }) => <PasswordResetView actorRef={loaded.actor as PasswordResetActorRef} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const input = { stage: "change", phone: STORY_PHONE, validateToken: "vt-story" } as const;
const send = (event: PasswordResetEvent): ResetStep => ({ send: event });
const filled: ResetStep[] = [
  send({ type: "password.change", value: "matkhau-moi" }),
  send({ type: "confirmation.change", value: "matkhau-moi" }),
];
const submitted: ResetStep[] = [...filled, send({ type: "password.submit" })];
const confirm = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole("button", { name: /^(Xác nhận|Đang đổi mật khẩu\.\.\.)$/ });

export const Empty: Story = {
  parameters: { state: "passwordReset.change.editing" },
  loaders: [resetActorAt({ input })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Đổi mật khẩu" })).toBeVisible();
    await expect(confirm(canvas)).toBeDisabled();
    await userEvent.type(canvas.getByLabelText("Mật khẩu mới"), "abc");
    await expect(canvas.getByText("Mật khẩu phải từ 6 đến 20 ký tự")).toBeVisible();
    await userEvent.click(canvas.getAllByRole("button", { name: "Hiện mật khẩu" })[0] as HTMLElement);
    await expect(canvas.getByLabelText("Mật khẩu mới")).toHaveAttribute("type", "text");
  },
};

export const Mismatch: Story = {
  parameters: { state: "passwordReset.change.editing" },
  loaders: [
    resetActorAt({
      input,
      steps: [
        send({ type: "password.change", value: "matkhau-moi" }),
        send({ type: "confirmation.change", value: "matkhau" }),
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Mật khẩu nhập lại không khớp.")).toBeVisible();
    await expect(confirm(canvas)).toBeDisabled();
  },
};

export const Valid: Story = {
  parameters: { state: "passwordReset.change.editing" },
  loaders: [resetActorAt({ input, steps: filled })],
  play: async ({ canvasElement }) => {
    await expect(confirm(within(canvasElement))).toBeEnabled();
  },
};

export const Submitting: Story = {
  parameters: { state: "passwordReset.change.submitting" },
  loaders: [resetActorAt({ input, change: "pending", steps: submitted })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("button", { name: "Đang đổi mật khẩu..." })).toBeDisabled();
  },
};

export const Changed: Story = {
  parameters: { state: "passwordReset.change.changed" },
  loaders: [resetActorAt({ input, change: { kind: "changed" }, steps: submitted })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("status")).toHaveTextContent("Đổi mật khẩu thành công.");
    await expect(confirm(canvas)).toBeDisabled();
  },
};

export const LinkExpired: Story = {
  parameters: { state: "passwordReset.change.expired" },
  loaders: [
    resetActorAt({
      input,
      change: { kind: "expired", message: "Phiên đổi mật khẩu đã hết hiệu lực. Vui lòng thực hiện lại." },
      steps: submitted,
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Đường dẫn đã hết hiệu lực" })).toBeVisible();
    await expect(canvas.getByRole("alert")).toHaveTextContent("Phiên đổi mật khẩu đã hết hiệu lực.");
    await expect(canvas.getByRole("button", { name: "Quay lại đăng nhập" })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { state: "passwordReset.change.failed" },
  loaders: [resetActorAt({ input, change: { kind: "failed", message: "" }, steps: submitted })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole("dialog", { name: "Thông báo" });
    await expect(dialog).toHaveTextContent("Đã có lỗi xảy ra. Vui lòng thử lại sau!");
  },
};

start.add({ Empty, Mismatch, Valid, Submitting, Changed, LinkExpired, Failed });
