import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { NewsPage } from "../../src/features/content/news-page";

const meta = { title: "Trang công khai/Tin tức", component: NewsPage, parameters: { path: "/tin-tuc" } } satisfies Meta<
  typeof NewsPage
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Kiến thức tài chính" })).toBeInTheDocument();
    await expect(canvas.getByText(/quản lý tài chính cá nhân một cách tối ưu/)).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { level: 2, name: "Tin nổi bật" })).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll(".news-column")).toHaveLength(2);
  },
};
