import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { type ChangeOwnPasswordCall, ChangeOwnPasswordView } from "../../src/features/account/change-own-password-view";

/** "Đổi mật khẩu" of a signed-in customer (issue 33): the call is a stand-in. */
const changed: ChangeOwnPasswordCall = async () => ({ code: 200, data: { endedSessions: 2 } });
const refused: ChangeOwnPasswordCall = async () => ({
  code: 210,
  message: "Mật khẩu hiện tại không đúng.",
  data: null,
});

const meta = {
  title: "Tài khoản/Đổi mật khẩu",
  component: ChangeOwnPasswordView,
  args: { submit: changed },
} satisfies Meta<typeof ChangeOwnPasswordView>;
export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvas: ReturnType<typeof within>) => {
  await userEvent.type(canvas.getByLabelText("Mật khẩu hiện tại"), "matkhau123");
  await userEvent.type(canvas.getByLabelText("Mật khẩu mới"), "moi-123456");
  await userEvent.type(canvas.getByLabelText("Nhập lại mật khẩu mới"), "moi-123456");
};

/** Empty: the button is off and says the three fields are needed. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: "Đổi mật khẩu" });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      "Để tiếp tục, bạn cần: mật khẩu hiện tại, mật khẩu mới, nhập lại mật khẩu mới.",
    );
  },
};

/** A wrong current password: the server's message under it. */
export const WrongCurrentPassword: Story = {
  args: { submit: refused },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Đổi mật khẩu" }));
    await expect(await canvas.findByText("Mật khẩu hiện tại không đúng.")).toBeVisible();
  },
};

/** Changed: the other devices are signed out. */
export const Changed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Đổi mật khẩu" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "Đã đổi mật khẩu. 2 phiên đăng nhập khác đã kết thúc.",
    );
  },
};
