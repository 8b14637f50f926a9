import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { createActor } from "xstate";
import { ChangeOwnPasswordForm } from "../../src/features/account/change-own-password-view";
import {
  type ChangeOwnPasswordActorRef,
  type ChangeOwnPasswordCall,
  changeOwnPasswordWith,
} from "../../src/features/account/use-change-own-password";

/**
 * "Đổi mật khẩu" of a signed-in customer (issue 33): one story per state of machines/change-own-password,
 * a real actor over a stand-in call (`parameters.answer`: "changed", "refused" or "pending").
 */
const changed: ChangeOwnPasswordCall = async () => ({ code: 200, data: { endedSessions: 2 } });
const refused: ChangeOwnPasswordCall = async () => ({
  code: 210,
  message: "Mật khẩu hiện tại không đúng.",
  data: null,
});
const pending: ChangeOwnPasswordCall = () => new Promise(() => {});
const CALLS = { changed, refused, pending };

function changeActor({ parameters }: { parameters: Record<string, unknown> }) {
  const answer = (parameters.answer as keyof typeof CALLS | undefined) ?? "changed";
  const actor = createActor(changeOwnPasswordWith(CALLS[answer]));
  actor.start();
  return { actor };
}

const meta = {
  title: "Tài khoản/Đổi mật khẩu",
  loaders: [changeActor],
  parameters: { path: "/doi-mat-khau" },
  render: (_args, { loaded }) => <ChangeOwnPasswordForm actorRef={loaded.actor as ChangeOwnPasswordActorRef} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvas: ReturnType<typeof within>) => {
  await userEvent.type(canvas.getByLabelText("Mật khẩu hiện tại"), "matkhau123");
  await userEvent.type(canvas.getByLabelText("Mật khẩu mới"), "moi-123456");
  await userEvent.type(canvas.getByLabelText("Nhập lại mật khẩu mới"), "moi-123456");
};

/** Empty: the button is off and says the three fields are needed. */
export const Empty: Story = {
  parameters: { state: "changeOwnPassword.editing" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: "Đổi mật khẩu" });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      "Để tiếp tục, bạn cần: mật khẩu hiện tại, mật khẩu mới, nhập lại mật khẩu mới.",
    );
  },
};

/** Saving: the fields are frozen while the server answers. */
export const Saving: Story = {
  parameters: { state: "changeOwnPassword.saving", answer: "pending" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Đổi mật khẩu" }));
    await expect(canvas.getByLabelText("Mật khẩu hiện tại")).toBeDisabled();
  },
};

/** A wrong current password: the server's message under it. */
export const WrongCurrentPassword: Story = {
  parameters: { state: "changeOwnPassword.refused", answer: "refused" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Đổi mật khẩu" }));
    await expect(await canvas.findByText("Mật khẩu hiện tại không đúng.")).toBeVisible();
  },
};

/** Changed: the other devices are signed out. */
export const Changed: Story = {
  parameters: { state: "changeOwnPassword.done" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Đổi mật khẩu" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "Đã đổi mật khẩu. 2 phiên đăng nhập khác đã kết thúc.",
    );
  },
};
