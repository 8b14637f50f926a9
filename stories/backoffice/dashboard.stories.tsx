import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import type { FunnelReport } from "../../src/contract/tracking";
import { type DashboardData, DashboardView } from "../../src/features/backoffice/dashboard";

/** The home's dashboard (issue 31): the funnel chart with its tables, and an empty period. */
const LABELS = [
  "Truy cập trang",
  "Gửi nhu cầu vay",
  "Gửi số điện thoại",
  "Xác thực OTP",
  "Gửi họ tên",
  "Thu nhập",
  "Nhà ở",
  "Tình trạng hôn nhân",
  "Người phụ thuộc",
];
const figures = (visits: number) => {
  let reached = visits;
  return {
    visits,
    statuses: LABELS.map((label, index) => {
      const previous = reached;
      if (index > 0) reached = Math.floor(reached * 0.7);
      return {
        status: index + 1,
        label,
        reached,
        conversion: index === 0 || previous === 0 ? null : Math.round((reached / previous) * 10_000) / 10_000,
        medianSeconds: null,
      };
    }),
  };
};
const report = (visits: number[]): FunnelReport => ({
  from: "2026-11-25",
  to: "2026-11-27",
  timeZone: "Asia/Ho_Chi_Minh",
  total: figures(visits.reduce((a, b) => a + b, 0)),
  byDay: visits.map((v, i) => ({ day: `2026-11-2${5 + i}`, ...figures(v) })),
  bySource: [],
  byCampaign: [],
});
const busy: DashboardData = {
  funnel: report([120, 140, 95]),
  byPartner: [
    { partner: "BIDV", kind: "lead", status: "received", count: 14 },
    { partner: "BIDV", kind: "application", status: "approved", count: 3 },
  ],
};

const meta = { title: "Back-office/Dashboard", parameters: { path: "/quan-tri" } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Figures: Story = {
  render: () => <DashboardView data={busy} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("table", { name: "Phễu chuyển đổi" })).toBeVisible();
    await expect(canvasElement.querySelector("[data-testid=funnel-chart] canvas")).not.toBeNull();
  },
};

export const EmptyPeriod: Story = {
  render: () => <DashboardView data={{ funnel: report([0, 0, 0]), byPartner: [] }} />,
};
