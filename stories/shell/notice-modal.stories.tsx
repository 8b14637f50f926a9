import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { NoticeModal } from "../../src/ui/notice-modal";

const meta = {
  title: "Khung trang/Hộp thông báo",
  component: NoticeModal,
  args: { open: true, message: "Đã có lỗi xảy ra. Vui lòng thử lại sau!", onClose: fn() },
} satisfies Meta<typeof NoticeModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    await expect(body.getByRole("dialog", { name: "Thông báo" })).toBeVisible();
    await userEvent.click(body.getByRole("button", { name: "Tiếp tục" }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
