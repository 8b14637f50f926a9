import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ConfirmModal } from "../../src/ui/confirm-modal";

const meta = {
  title: "Khung trang/Hộp xác nhận",
  component: ConfirmModal,
  args: {
    open: true,
    message: "Bạn có chắc chắn muốn đăng xuất?",
    confirmLabel: "Đăng xuất",
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LogoutQuestion: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    await userEvent.click(body.getByRole("button", { name: "Đăng xuất" }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};
