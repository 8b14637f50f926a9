import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { NewsPage } from "../../src/features/content/news-page";
import { pendingNewsSource, withNews } from "./fake-news";

const meta = {
  title: "Trang công khai/Tin tức",
  component: NewsPage,
  decorators: [withNews],
  parameters: { path: "/tin-tuc" },
} satisfies Meta<typeof NewsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Kiến thức tài chính" })).toBeInTheDocument();
    await expect(canvas.getByText(/quản lý tài chính cá nhân một cách tối ưu/)).toBeInTheDocument();
    await expect(await canvas.findByRole("heading", { level: 2, name: "Tin nổi bật" })).toBeInTheDocument();
    await expect(await canvas.findByText("Cách dùng thẻ tín dụng không mất lãi")).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll(".news-column")).toHaveLength(2);
  },
};

/** While the API is asked (a page the server did not prerender: the news changed since the build). */
export const Loading: Story = {
  parameters: { news: pendingNewsSource },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Kiến thức tài chính" })).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll(".news-column")).toHaveLength(0);
  },
};
