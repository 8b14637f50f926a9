import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { TimelineView } from "../../src/features/backoffice/record-timeline";
import { RecordsView } from "../../src/features/backoffice/records-view";

/** /quan-tri/ho-so (operator, compliance): the masked search results, a failed search, a timeline. */
const ROWS = [
  {
    kind: "lead" as const,
    code: "LNDEMO000001",
    phone: "098****321",
    fullName: "N*** T** A***",
    nationalId: "********0123",
    status: "verified",
    createdAt: "2026-11-27T08:00:00.000Z",
  },
  {
    kind: "application" as const,
    code: "HSDEMO000001",
    phone: "098****321",
    fullName: "N*** T** A***",
    nationalId: "********0123",
    status: "submitted",
    createdAt: "2026-11-27T08:10:00.000Z",
  },
];

const meta = {
  title: "Back-office/Records",
  component: RecordsView,
  parameters: { path: "/quan-tri/ho-so" },
  args: {
    rows: ROWS,
    total: 2,
    page: 1,
    message: null,
    onSearch: fn(),
    onPage: fn(),
    onTimeline: fn(),
    onReveal: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof RecordsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Masked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText("098****321")).toHaveLength(2);
    // Only a lead can be shown in full (a logged action with a reason).
    await expect(canvas.getAllByRole("button", { name: "Xem đầy đủ" })).toHaveLength(1);
    await userEvent.type(canvas.getByLabelText("Mã hồ sơ, số điện thoại hoặc số giấy tờ"), "0987654321");
    await userEvent.click(canvas.getByRole("button", { name: "Tìm" }));
    await expect(args.onSearch).toHaveBeenCalledWith("0987654321");
  },
};

export const NothingFound: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Không có hồ sơ nào khớp")).toBeVisible();
  },
};

export const SearchFailed: Story = {
  args: { rows: [], total: 0, message: "Mất kết nối" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("Mất kết nối");
  },
};

export const Timeline: StoryObj<typeof TimelineView> = {
  render: () => (
    <TimelineView
      code="HSDEMO000001"
      events={[
        { at: "2026-11-27T08:00:00.000Z", kind: "lead_created", detail: "20000000 / 12" },
        { at: "2026-11-27T08:01:00.000Z", kind: "otp_verified", detail: "loan" },
        { at: "2026-11-27T08:12:00.000Z", kind: "review_held", detail: "HSDEMO000001 · face_undecided" },
        { at: "2026-11-27T09:00:00.000Z", kind: "review_decided", detail: "HSDEMO000001 · approved" },
        { at: "2026-11-27T09:00:01.000Z", kind: "delivery_recorded", detail: "#3 HSDEMO000001 → An Phát" },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Dòng thời gian của HSDEMO000001" })).toBeVisible();
    await expect(canvas.getAllByRole("listitem")).toHaveLength(5);
    await expect(canvas.getByText("Quyết định duyệt thủ công")).toBeVisible();
  },
};

export const EmptyTimeline: StoryObj<typeof TimelineView> = {
  render: () => <TimelineView code="LNDEMO000002" events={[]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Chưa có sự kiện nào")).toBeVisible();
  },
};
