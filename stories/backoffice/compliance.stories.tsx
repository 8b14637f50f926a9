import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import type { MyData } from "../../src/contract/my-data";
import type { DeletionQueueRow } from "../../src/contract/staff-compliance";
import { ConsentsView } from "../../src/features/backoffice/consents-page";
import { DeletionQueueView, type DeletionQueueViewProps } from "../../src/features/backoffice/deletion-queue-view";
import { SubjectExportView } from "../../src/features/backoffice/subject-export-view";

/** Compliance's screens (issue 31), each state from fixed props: the queue, a subject's export, consents. */
const NOW = Date.parse("2026-11-28T03:00:00.000Z");
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
const pending = (reference: string, filedHoursAgo: number): DeletionQueueRow => ({
  reference,
  phone: "086****466",
  status: "pending",
  requestedAt: iso(NOW - filedHoursAgo * HOUR),
  deadlineAt: iso(NOW - filedHoursAgo * HOUR + 72 * HOUR),
  completedAt: null,
  erased: null,
});
const noop = () => {};
const queue = (props: Partial<DeletionQueueViewProps>): DeletionQueueViewProps => ({
  tab: "pending",
  rows: [],
  total: 0,
  page: 1,
  pageSize: 25,
  now: NOW,
  busy: null,
  notice: null,
  error: null,
  onTab: noop,
  onPage: noop,
  onComplete: noop,
  onRetry: noop,
  ...props,
});

const meta = {
  title: "Back-office/Compliance",
  parameters: { path: "/quan-tri/yeu-cau-xoa" },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const QueueCountingDown: Story = {
  render: () => (
    <DeletionQueueView
      {...queue({ rows: [pending("XD20261126-7KQ4MZ", 73), pending("XD20261128-AB23CD", 2)], total: 2 })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("quá hạn 1 giờ 0 phút")).toBeVisible();
    await expect(canvas.getByText("còn 70 giờ 0 phút")).toBeVisible();
  },
};

export const QueueEmpty: Story = { render: () => <DeletionQueueView {...queue({})} /> };

export const QueueCompleting: Story = {
  render: () => (
    <DeletionQueueView {...queue({ rows: [pending("XD20261128-AB23CD", 2)], total: 1, busy: "XD20261128-AB23CD" })} />
  ),
};

export const QueueDone: Story = {
  render: () => <DeletionQueueView {...queue({ notice: "Đã thực hiện yêu cầu XD20261128-AB23CD." })} />,
};

export const QueueError: Story = {
  render: () => <DeletionQueueView {...queue({ error: "Không tải được dữ liệu." })} />,
};

export const QueueCompleted: Story = {
  render: () => (
    <DeletionQueueView
      {...queue({
        tab: "completed",
        total: 1,
        rows: [
          {
            ...pending("XD20261127-ZZ23CD", 30),
            phone: null,
            status: "completed",
            completedAt: iso(NOW - HOUR),
            erased: { leads: 1, tickets: 1, consents: 1, visits: 2, accounts: 0, codes: 1, messages: 1 },
          },
        ],
      })}
    />
  ),
};

const exportProps = {
  phone: "0862224466",
  reason: "Yêu cầu qua hotline",
  busy: false,
  error: null,
  result: null,
  download: null,
  onPhone: noop,
  onReason: noop,
  onSubmit: noop,
};
const held: MyData = {
  generatedAt: iso(NOW),
  categories: [{ category: "contact", items: [{ field: "phone", value: "0862224466", source: "LN12345678" }] }],
  deliveries: [],
  consents: [],
  deletionRequests: [],
};

export const ExportForm: Story = { render: () => <SubjectExportView {...exportProps} phone="" reason="" /> };
export const ExportResult: Story = {
  render: () => <SubjectExportView {...exportProps} result={held} download="#" />,
};
export const ExportNothing: Story = {
  // the server lists every category, empty ones too
  render: () => (
    <SubjectExportView
      {...exportProps}
      result={{ ...held, categories: [{ category: "contact", items: [] }] }}
      download="#"
    />
  ),
};
export const ExportRefused: Story = {
  render: () => <SubjectExportView {...exportProps} error="Lý do phải có từ 5 đến 300 ký tự" />,
};

export const Consents: Story = {
  render: () => (
    <ConsentsView
      error={null}
      onRetry={noop}
      rows={[
        {
          purpose: "loan_lead",
          termsVersion: "2026-11-01",
          count: 120,
          withdrawn: 3,
          firstAt: iso(NOW - 400 * HOUR),
          lastAt: iso(NOW),
        },
      ]}
    />
  ),
};
export const ConsentsEmpty: Story = { render: () => <ConsentsView error={null} onRetry={noop} rows={[]} /> };
