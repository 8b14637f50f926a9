import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import type { ScoreInput, ScoreResult } from "../../machines/lead-funnel/types";
import type { FunnelActorRef } from "../../src/features/lead-funnel/use-funnel-events";
import { startPoints } from "../support/start-from";
import {
  FunnelStory,
  funnelAt,
  storyScore,
  TO_LOADING,
  TO_STEP_5,
  TO_STEP_6,
  TO_STEP_7,
  TO_STEP_8,
} from "./funnel-story-support";

/** Steps 5-8 (single choices with the score bar) and the loading screen. */
const start = startPoints();

const meta = {
  title: "Vay tiêu dùng/Bước 5–8 và chờ kết quả",
  argTypes: start.argTypes,
  decorators: [start.decorator],
  render: (_args, { loaded }) => <FunnelStory actor={loaded.actor as FunnelActorRef} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const meter = (canvas: ReturnType<typeof within>) => canvas.getByRole("meter", { name: "Điểm tín nhiệm" });

export const Step5Income: Story = {
  parameters: { state: "leadFunnel.flow.income" },
  loaders: [funnelAt({ steps: TO_STEP_5 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Thu nhập hàng tháng của bạn" })).toBeVisible();
    await expect(canvas.getByRole("group", { name: "Thu nhập hàng tháng của bạn" })).toBeVisible();
    await expect(canvas.getAllByRole("button", { pressed: false })).toHaveLength(4);
    await expect(canvas.getByRole("button", { name: "Quay lại" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Tiếp tục" })).toBeNull();
    await expect(canvas.getByText("Bước 5/8")).toBeVisible();
  },
};

export const Step5ScoreFailed: Story = {
  parameters: { state: "leadFunnel.flow.income" },
  loaders: [
    funnelAt({ answers: { scoreLead: { kind: "failed", message: "Chưa chấm được điểm." } }, steps: TO_STEP_5 }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole("dialog", { name: "Thông báo" });
    await expect(dialog).toHaveTextContent("Chưa chấm được điểm.");
    await expect(meter(canvas)).toHaveAttribute("value", "5");
  },
};

export const Step6HousingRedScore: Story = {
  parameters: { state: "leadFunnel.flow.housing" },
  loaders: [funnelAt({ answers: { scoreLead: storyScore(10) }, steps: TO_STEP_6 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Tình trạng nhà ở của bạn" })).toBeVisible();
    await expect(meter(canvas)).toHaveAttribute("value", "15");
    await expect(canvasElement.querySelector(".score-bar-red")).not.toBeNull();
  },
};

export const Step7MaritalBlueScore: Story = {
  parameters: { state: "leadFunnel.flow.marital" },
  loaders: [funnelAt({ answers: { scoreLead: storyScore(30) }, steps: TO_STEP_7 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Tình trạng hôn nhân của bạn" })).toBeVisible();
    await expect(meter(canvas)).toHaveAttribute("value", "65");
    await expect(canvasElement.querySelector(".score-bar-blue")).not.toBeNull();
  },
};

export const Step8Dependents: Story = {
  parameters: { state: "leadFunnel.flow.dependents" },
  loaders: [funnelAt({ answers: { scoreLead: storyScore(20) }, steps: TO_STEP_8 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Số người phụ thuộc" })).toBeVisible();
    await expect(canvas.getAllByRole("button", { pressed: false })).toHaveLength(5);
    await expect(meter(canvas)).toHaveAttribute("value", "65");
    await expect(canvas.queryByText("Điểm tín nhiệm của bạn đang rất tốt.")).toBeNull();
  },
};

export const Step8VeryGoodScore: Story = {
  parameters: { state: "leadFunnel.flow.dependents" },
  loaders: [funnelAt({ answers: { scoreLead: storyScore(25) }, steps: TO_STEP_8 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Điểm tín nhiệm của bạn đang rất tốt.")).toBeVisible();
    await expect(meter(canvas)).toHaveAttribute("value", "80");
    await expect(canvasElement.querySelector(".score-bar-green")).not.toBeNull();
  },
};

export const Step7AfterBack: Story = {
  parameters: { state: "leadFunnel.flow.marital" },
  loaders: [funnelAt({ steps: [...TO_STEP_8, { type: "step.back" }, { ms: 200 }] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Tình trạng hôn nhân của bạn" })).toBeVisible();
    await expect(canvas.queryByRole("button", { pressed: true })).toBeNull();
    await expect(meter(canvas)).toHaveAttribute("value", "35");
  },
};

export const Loading: Story = {
  parameters: { state: "leadFunnel.flow.loading.work.saving" },
  loaders: [funnelAt({ answers: { saveLead: "pending" }, steps: TO_LOADING })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Bạn đã hoàn tất hồ sơ!" })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("Hồ sơ của bạn đang được xử lý");
    await expect(canvas.queryByRole("button", { name: "Quay lại" })).toBeNull();
    await expect(canvas.queryByRole("meter")).toBeNull();
  },
};

export const LoadingSaveFailed: Story = {
  parameters: { state: "leadFunnel.flow.loading.work.saveFailed" },
  loaders: [
    funnelAt({ answers: { saveLead: { kind: "failed", message: "Chưa lưu được hồ sơ." } }, steps: TO_LOADING }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole("dialog", { name: "Thông báo" });
    await expect(dialog).toHaveTextContent("Chưa lưu được hồ sơ.");
  },
};

/** A score call that never answers on the given step (the other steps are scored as usual). */
const scoreHangingAt =
  (step: number) =>
  (input: ScoreInput): ScoreResult =>
    input.step === step ? (new Promise<never>(() => {}) as never) : storyScore(15)(input);

export const LoadingScoring: Story = {
  parameters: { state: "leadFunnel.flow.loading.work.scoring" },
  loaders: [funnelAt({ answers: { scoreLead: scoreHangingAt(4) }, steps: TO_LOADING })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Bạn đã hoàn tất hồ sơ!" })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("Hồ sơ của bạn đang được xử lý");
  },
};

export const LoadingPartners: Story = {
  parameters: { state: "leadFunnel.flow.loading.offers.partners" },
  loaders: [funnelAt({ answers: { loadPartners: "pending" }, steps: TO_LOADING })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("status")).toHaveTextContent("Hồ sơ của bạn đang được xử lý");
  },
};

export const LoadingCards: Story = {
  parameters: { state: "leadFunnel.flow.loading.offers.cards" },
  loaders: [funnelAt({ answers: { loadCards: "pending" }, steps: TO_LOADING })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("status")).toHaveTextContent("Hồ sơ của bạn đang được xử lý");
  },
};

start.add({
  Step5Income,
  Step5ScoreFailed,
  Step6HousingRedScore,
  Step7MaritalBlueScore,
  Step8Dependents,
  Step8VeryGoodScore,
  Step7AfterBack,
  Loading,
  LoadingSaveFailed,
  LoadingScoring,
  LoadingPartners,
  LoadingCards,
});
