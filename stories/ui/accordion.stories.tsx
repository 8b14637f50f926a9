import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Accordion } from "../../src/ui/accordion";

/** src/ui/accordion: questions that open one at a time (or several with `multiple`). */
const meta = {
  title: "Thành phần/Accordion",
  component: Accordion,
  args: {
    items: [
      { id: "q1", title: "Ai có thể vay?", content: "Công dân Việt Nam từ 20 đến 60 tuổi." },
      { id: "q2", title: "Cần giấy tờ gì?", content: "Căn cước công dân gắn chip." },
      { id: "q3", title: "Bao lâu có kết quả?", content: "Thường trong ngày làm việc." },
    ],
    multiple: false,
    initiallyOpen: ["q1"],
    headingLevel: 3,
  },
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Công dân Việt Nam từ 20 đến 60 tuổi.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Cần giấy tờ gì?" }));
    await expect(await canvas.findByText("Căn cước công dân gắn chip.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Ai có thể vay?" })).toHaveAttribute("aria-expanded", "false");
  },
};

export const AllClosed: Story = {
  args: { initiallyOpen: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("button", { name: "Ai có thể vay?" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  },
};
