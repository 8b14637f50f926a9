import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fireEvent, fn, userEvent, within } from "storybook/test";
import { LOAN_AMOUNT } from "../../src/domain/constants";
import { formatMoney } from "../../src/domain/format";
import { INCOME_OPTIONS } from "../../src/domain/options";
import type { FunnelActorRef } from "../../src/features/lead-funnel/use-funnel-events";
import { ChoiceList } from "../../src/ui/choice-list";
import { ScoreBar } from "../../src/ui/score-bar";
import { Slider } from "../../src/ui/slider";
import { FunnelStory, funnelAt, storyScore, TO_STEP_7 } from "./funnel-story-support";

/** The funnel's shared controls: the score bar in each colour and layout, the slider, the choice list. */
const meta = { title: "Vay tiêu dùng/Điều khiển chung" } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const frame = { maxWidth: 420, margin: "24px auto" };

export const ScoreBarSideGreen: Story = {
  render: () => (
    <div style={frame}>
      <ScoreBar score={85} layout="side" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("85/100")).toBeVisible();
    await expect(canvasElement.querySelector(".score-bar-side.score-bar-green")).not.toBeNull();
  },
};

export const ScoreBarMobileBlue: Story = {
  render: () => (
    <div style={frame}>
      <ScoreBar score={58} layout="mobile" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector(".score-bar-mobile.score-bar-blue")).not.toBeNull();
  },
};

export const ScoreBarRedAt78IsBlueAt79IsGreen: Story = {
  render: () => (
    <div style={frame}>
      <ScoreBar score={57} layout="mobile" />
      <ScoreBar score={78} layout="mobile" />
      <ScoreBar score={79} layout="mobile" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const bars = [...canvasElement.querySelectorAll(".score-bar")].map((bar) => bar.className);
    await expect(bars).toEqual([
      "score-bar score-bar-mobile score-bar-red",
      "score-bar score-bar-mobile score-bar-blue",
      "score-bar score-bar-mobile score-bar-green",
    ]);
  },
};

function ControlledAmountSlider({ onChange }: { onChange: (value: number) => void }) {
  const [value, setValue] = useState<number>(LOAN_AMOUNT.default);
  return (
    <Slider
      label="Số tiền vay"
      value={value}
      min={LOAN_AMOUNT.min}
      max={LOAN_AMOUNT.max}
      step={LOAN_AMOUNT.step}
      format={formatMoney}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const amountChanged = fn();

export const AmountSlider: Story = {
  render: () => (
    <div style={frame}>
      <ControlledAmountSlider onChange={amountChanged} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole("slider", { name: "Số tiền vay" });
    await expect(slider).toHaveAttribute("aria-valuetext", "10.000.000 VND");
    await expect(slider).toHaveAttribute("step", "5000000");
    await expect(canvas.getByText("5.000.000 VND")).toBeInTheDocument();
    await expect(canvas.getByText("100.000.000 VND")).toBeInTheDocument();
    fireEvent.change(slider, { target: { value: "15000000" } });
    await expect(amountChanged).toHaveBeenCalledWith(15_000_000);
    await expect(canvas.getByRole("slider", { name: "Số tiền vay" })).toHaveAttribute(
      "aria-valuetext",
      "15.000.000 VND",
    );
  },
};

const incomeChosen = fn();

export const ChoiceListPicked: Story = {
  render: () => (
    <div style={frame}>
      <h2 id="choice-title">Thu nhập hàng tháng của bạn</h2>
      <ChoiceList labelledBy="choice-title" options={INCOME_OPTIONS} value="7 - 10 triệu" onChoose={incomeChosen} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "Thu nhập hàng tháng của bạn" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "7 - 10 triệu" })).toHaveAttribute("aria-pressed", "true");
    canvas.getByRole("button", { name: "Trên 13 triệu" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(incomeChosen).toHaveBeenCalledWith("Trên 13 triệu");
  },
};

export const Mobile360Step7: Story = {
  parameters: { state: "leadFunnel.flow.marital" },
  globals: { viewport: { value: "mobile360" } },
  loaders: [funnelAt({ answers: { scoreLead: storyScore(20) }, steps: TO_STEP_7 })],
  render: (_args, { loaded }) => <FunnelStory actor={loaded.actor as FunnelActorRef} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Tình trạng hôn nhân của bạn" })).toBeVisible();
    await expect(canvas.getByRole("meter", { name: "Điểm tín nhiệm" })).toHaveAttribute("value", "45");
  },
};
