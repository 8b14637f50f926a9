import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { DeliveriesView } from "../../src/features/backoffice/deliveries-view";

/** /quan-tri/gui-doi-tac (operator): the dead letters with their retry, the retry's outcome, an empty list. */
const FAILED = {
  id: 12,
  kind: "application" as const,
  subjectCode: "HSDEMO000001",
  partnerName: "An Phát",
  status: "failed" as const,
  attempts: 5,
  lastError: "HTTP 503",
  updatedAt: "2026-11-27T09:00:00.000Z",
};

const meta = {
  title: "Back-office/Partner deliveries",
  component: DeliveriesView,
  parameters: { path: "/quan-tri/gui-doi-tac" },
  args: {
    rows: [FAILED],
    total: 1,
    page: 1,
    failedOnly: true,
    message: null,
    outcome: null,
    onFailedOnly: fn(),
    onPage: fn(),
    onRetry: fn(),
    onReload: fn(),
  },
} satisfies Meta<typeof DeliveriesView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DeadLetters: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("HTTP 503")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Gửi lại #12" }));
    await expect(args.onRetry).toHaveBeenCalledWith(12);
  },
};

export const Retried: Story = {
  args: {
    rows: [],
    total: 0,
    outcome: "Lượt gửi #12 đã vào lại hàng đợi: Đang chờ gửi",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Lượt gửi #12 đã vào lại hàng đợi");
    await expect(canvas.getByText("Không có lượt gửi nào")).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { rows: [], total: 0, message: "Mất kết nối" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("Mất kết nối");
  },
};
