import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import type { ScoreInput, ScoreResult } from "../../machines/lead-funnel/types";
import { DEPENDENTS_POINTS, HOUSING_POINTS, INCOME_POINTS, MARITAL_POINTS } from "../../src/domain/score-table";
import type { FunnelActorRef } from "../../src/features/lead-funnel/use-funnel-events";
import { startPoints } from "../support/start-from";
import { FunnelStory, funnelAt, type ScriptStep, STORY_CARDS, TO_STEP_5, TO_STEP_6 } from "./funnel-story-support";

/**
 * A score that helps (issue 18): the provisional bar while answers are missing, the explained result,
 * and the declined result with reasons, ways to improve and only cards that fit. The fake server scores
 * with the scorecard's table: the story ID (born 1990) is 36 in 2026, age band 30-45 (15 points).
 */
const tableScore = (input: ScoreInput): ScoreResult => {
  const { income, housing, marital, dependents } = input.answers;
  const points = {
    base: 5,
    age: 15,
    income: income ? INCOME_POINTS[income] : 0,
    housing: housing ? HOUSING_POINTS[housing] : 0,
    marital: marital ? MARITAL_POINTS[marital] : 0,
    dependents: dependents ? DEPENDENTS_POINTS[dependents] : 0,
  };
  const totalScore = Object.values(points).reduce((sum, value) => sum + value, 0);
  return { kind: "ok", totalScore, creditCardLimit: 0, points };
};

/** A young applicant's points as the server stored them (age 18-22: 6): 5 + 6 + 6 + 3 + 5 + 1 = 26. */
const declinedScore = (input: ScoreInput): ScoreResult => ({
  ...(tableScore(input) as Extract<ScoreResult, { kind: "ok" }>),
  totalScore: 26,
  points: { base: 5, age: 6, income: 6, housing: 3, marital: 5, dependents: 1 },
});

const DECLINED_ANSWERS: ScriptStep[] = [
  ...TO_STEP_5,
  { type: "income.choose", value: "3 - 7 triệu" },
  { ms: 200 },
  { type: "housing.choose", value: "Khác" },
  { ms: 200 },
  { type: "marital.choose", value: "Khác" },
  { ms: 200 },
  { type: "dependents.choose", value: "Trên 3 người" },
  { ms: 3_000 },
];

const start = startPoints();

const meta = {
  title: "Vay tiêu dùng/Điểm giúp được duyệt",
  argTypes: start.argTypes,
  decorators: [start.decorator],
  render: (_args, { loaded }) => <FunnelStory actor={loaded.actor as FunnelActorRef} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const ProvisionalScore: Story = {
  parameters: { state: "leadFunnel.flow.income" },
  loaders: [funnelAt({ answers: { scoreLead: tableScore }, steps: TO_STEP_5 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Điểm tạm tính")).toBeVisible();
    await expect(canvas.getByText(/Còn 4 câu hỏi, có thể cộng thêm tối đa 80 điểm\./)).toBeVisible();
    await expect(canvas.getByText("Điểm có thể đạt: đến 100/100")).toBeVisible();
  },
};

export const ProvisionalScoreStep6: Story = {
  parameters: { state: "leadFunnel.flow.housing" },
  loaders: [funnelAt({ answers: { scoreLead: tableScore }, steps: TO_STEP_6 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Còn 3 câu hỏi, có thể cộng thêm tối đa 48 điểm\./)).toBeVisible();
  },
};

export const ExplainedResult: Story = {
  parameters: { state: "leadFunnel.flow.result.passwordForm" },
  loaders: [
    funnelAt({
      answers: { scoreLead: tableScore },
      steps: [
        ...TO_STEP_5,
        { type: "income.choose", value: "7 - 10 triệu" },
        { ms: 200 },
        { type: "housing.choose", value: "Nhà thuê" },
        { ms: 200 },
        { type: "marital.choose", value: "Độc thân" },
        { ms: 200 },
        { type: "dependents.choose", value: "1 người" },
        { ms: 3_000 },
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 5 + 15 + 14 + 8 + 10 + 11 = 63: the first partner, with room to improve.
    await expect(await canvas.findByText("Điểm tín nhiệm của bạn: 63/100")).toBeVisible();
    const explained = within(canvas.getByRole("region", { name: "Điểm của bạn được tính như thế nào" }));
    await expect(explained.getByText("14/32")).toBeVisible();
    await expect(explained.getByRole("heading", { name: "Cách cải thiện điểm" })).toBeVisible();
  },
};

export const DeclinedResult: Story = {
  parameters: { state: "leadFunnel.flow.result.passwordForm" },
  loaders: [
    funnelAt({ answers: { scoreLead: declinedScore, loadCards: STORY_CARDS.slice(0, 2) }, steps: DECLINED_ANSWERS }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/Đối tác yêu cầu từ 44 điểm; hồ sơ của bạn còn thiếu 18 điểm\./),
    ).toBeVisible();
    await expect(canvas.getAllByRole("listitem").length).toBeGreaterThanOrEqual(2);
    await expect(canvas.getByText(/Không thay đổi nào ở trên tự nó bù đủ 18 điểm còn thiếu/)).toBeVisible();
    await expect(canvas.queryByText(/Nhà thuê/)).toBeNull();
    await expect(canvas.getByRole("heading", { name: "Thẻ phù hợp với thu nhập và độ tuổi của bạn" })).toBeVisible();
    await expect(canvas.getAllByRole("link", { name: "Mở thẻ ngay" })).toHaveLength(2);
  },
};

export const DeclinedNoCardFits: Story = {
  parameters: { state: "leadFunnel.flow.result.passwordForm" },
  loaders: [funnelAt({ answers: { scoreLead: declinedScore, loadCards: [] }, steps: DECLINED_ANSWERS })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("Hiện chưa có thẻ tín dụng phù hợp với thu nhập và độ tuổi của bạn."),
    ).toBeVisible();
  },
};
