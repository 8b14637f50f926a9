import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { RankingPage } from "../../src/features/site-info/ranking-page";

/** /cach-chung-toi-xep-hang: static text and the scorecard's points, no server. */
const meta = { title: "Trang công khai/Cách xếp hạng và thu nhập", component: RankingPage } satisfies Meta<
  typeof RankingPage
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Chúng tôi kiếm tiền thế nào" })).toBeInTheDocument();
    await expect(canvas.getByRole("table", { name: "Nơi ở" })).toBeInTheDocument();
  },
};

export const Mobile360: Story = {
  ...Default,
  parameters: { viewport: { defaultViewport: "mobile360" } },
  globals: { viewport: { value: "mobile360" } },
};
