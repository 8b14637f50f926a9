import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { RecordsView } from "../../src/features/account/records-view";

/** /ho-so-vay: loading, error, empty, and the list. */
const meta = {
  title: "Tài khoản/Hồ sơ vay đã gửi",
  component: RecordsView,
  parameters: { path: "/ho-so-vay" },
  args: { state: { status: "loading" }, onRetry: fn() },
} satisfies Meta<typeof RecordsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Đang tải...");
  },
};

export const LoadFailed: Story = {
  args: {
    state: { status: "error", message: "Không thể kết nối đến máy chủ. Vui lòng kiểm tra kết nối và thử lại." },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Không tải được hồ sơ vay.");
    await userEvent.click(canvas.getByRole("button", { name: "Thử lại" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { state: { status: "ready", records: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Bạn chưa có hồ sơ vay nào.")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Đăng ký vay ngay" })).toBeVisible();
  },
};

export const List: Story = {
  args: {
    state: {
      status: "ready",
      records: [
        {
          ticketCode: "LNDEMO000002",
          createdAt: "2026-10-05T03:15:00.000Z",
          amount: 20_000_000,
          term: 12,
          score: 75,
          partner: "Công ty Tài chính Tiêu dùng An Phát (mẫu)",
          status: 1,
          partnerStatus: "approved",
        },
        {
          ticketCode: "LNDEMO000001",
          createdAt: "2026-06-12T09:40:00.000Z",
          amount: 10_000_000,
          term: 6,
          score: 40,
          partner: null,
          status: 1,
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole("row");
    await expect(rows).toHaveLength(3);
    await expect(rows[1]).toHaveTextContent("LNDEMO000002");
    // Where the lead stands with its partner, under the status.
    await expect(rows[1]).toHaveTextContent("Đối tác đã phê duyệt");
    await expect(rows[2]).toHaveTextContent("Chưa có đối tác phù hợp");
    await expect(rows[2]).toHaveTextContent("Chưa gửi đến đối tác");
  },
};
