import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { SiteFooter } from "../../src/app/layout/site-footer";

const meta = { title: "Khung trang/Chân trang", component: SiteFooter } satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Điều khoản và điều kiện" })).toHaveAttribute("href", "/dieu-khoan");
    await expect(canvas.getByRole("link", { name: "Chính sách bảo mật" })).toHaveAttribute(
      "href",
      "/chinh-sach-bao-mat",
    );
  },
};
