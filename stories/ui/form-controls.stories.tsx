import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { formatMoney } from "../../src/domain/format";
import { OtpBoxes } from "../../src/ui/otp-boxes";
import { Slider } from "../../src/ui/slider";
import { UnderConstruction } from "../../src/ui/under-construction";

/** src/ui: the amount slider, the six OTP boxes and the "under construction" page body. */
const meta = {
  title: "Thành phần/Điều khiển biểu mẫu",
  component: Slider,
  args: {
    label: "Số tiền cần vay",
    value: 20_000_000,
    min: 5_000_000,
    max: 50_000_000,
    step: 1_000_000,
    format: (value: number) => formatMoney(value),
    onChange: fn(),
    disabled: false,
  },
} satisfies Meta<typeof Slider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Amount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("slider", { name: "Số tiền cần vay" })).toHaveValue("20000000");
    await expect(canvas.getByText(formatMoney(20_000_000))).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("slider", { name: "Số tiền cần vay" })).toBeDisabled();
  },
};

function Boxes({ error = false, disabled = false }: { error?: boolean; disabled?: boolean }) {
  const [value, setValue] = useState("12");
  return <OtpBoxes value={value} onChange={setValue} error={error} disabled={disabled} />;
}

export const OtpBoxesTyping: Story = {
  render: () => <Boxes />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const third = await canvas.findByRole("textbox", { name: "Chữ số thứ 3 của mã OTP" });
    await userEvent.type(third, "3");
    await expect(third).toHaveValue("3");
  },
};

export const OtpBoxesError: Story = {
  render: () => <Boxes error />,
  play: async ({ canvasElement }) => {
    const first = await within(canvasElement).findByRole("textbox", { name: "Chữ số thứ 1 của mã OTP" });
    await expect(first).toHaveAttribute("aria-invalid", "true");
  },
};

export const UnderConstructionPage: Story = {
  render: () => <UnderConstruction title="Vay thế chấp" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { name: "Vay thế chấp" })).toBeVisible();
  },
};
