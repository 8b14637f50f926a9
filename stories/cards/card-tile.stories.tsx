import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { formatMoney } from "../../src/domain/format";
import { CardTile } from "../../src/features/cards/card-tile";
import { fakeCard, listItem } from "./fake-cards-api";

const FEATURED = fakeCard(6);

const meta = {
  title: "Thẻ tín dụng/Ô thẻ",
  component: CardTile,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 340, margin: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: { card: listItem(FEATURED) },
} satisfies Meta<typeof CardTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Featured: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: FEATURED.name })).toBeVisible();
    await expect(canvas.getByText(formatMoney(FEATURED.maxAmount))).toBeVisible();
    await expect(canvas.getByText(FEATURED.gifts)).toBeVisible();
    await expect(canvas.getByText("Miễn phí năm đầu")).toBeVisible();
    await expect(canvas.getByRole("img", { name: "Phổ biến" })).toBeVisible();
    await expect(canvas.getByText("Hoàn tiền")).toBeVisible();
    await expect(canvas.getAllByRole("listitem")).toHaveLength(3);
    await expect(canvas.queryByText("Tính năng thứ tư không hiện trên thẻ")).toBeNull();
    const open = canvas.getByRole("link", { name: /^Mở thẻ ngay/ });
    await expect(open).toHaveAttribute("href", "/api/go/card/6");
    await expect(open).toHaveAttribute("target", "_blank");
    await expect(open).toHaveAttribute("rel", "sponsored noopener");
    await expect(canvas.getByRole("link", { name: `Tìm hiểu thêm về ${FEATURED.name}` })).toHaveAttribute(
      "href",
      "/chi-tiet-the-tin-dung?id=6",
    );
    // the QR code is for a wide screen; a phone opens the link itself
    if (window.innerWidth >= 520) {
      await expect(await canvas.findByRole("img", { name: `Mã QR mở thẻ ${FEATURED.name}` })).toBeVisible();
    }
  },
};

export const Plain: Story = {
  args: { card: listItem(fakeCard(1, { features: [{ info: "Một tính năng" }], gifts: "", tag: null })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("img", { name: "Phổ biến" })).toBeNull();
    await expect(canvas.getAllByRole("listitem")).toHaveLength(1);
    await expect(canvas.getByText("—")).toBeVisible();
  },
};
