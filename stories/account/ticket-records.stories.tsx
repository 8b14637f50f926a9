import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import type { TicketSummary } from "../../src/contract/loan-ticket";
import { TicketRecords } from "../../src/features/loan-ticket/ticket-records";

/** /ho-so-vay, below the loan requests: the loan-ticket applications, a draft's delete with its confirm. */
const DRAFT: TicketSummary = {
  code: "HSDEMO000001",
  productId: 1,
  productName: "Vay tiêu dùng tín chấp (mẫu)",
  partnerName: "An Phát",
  amount: 20_000_000,
  term: 12,
  status: "draft",
  statusText: "Hồ sơ nháp",
  step: "details",
  loanCode: null,
  createdAt: "2026-11-20T03:15:00.000Z",
  updatedAt: "2026-11-20T03:20:00.000Z",
  partnerStatus: null,
};
const SUBMITTED: TicketSummary = {
  ...DRAFT,
  code: "HSDEMO000002",
  status: "submitted",
  statusText: "Đã gửi, chờ xét duyệt",
  step: "contract",
  loanCode: "VT261120123456",
  partnerStatus: "needs_signing",
};

const meta = {
  title: "Tài khoản/Đơn vay trực tuyến",
  component: TicketRecords,
  parameters: { path: "/ho-so-vay" },
  args: {
    state: { status: "ready", tickets: [DRAFT, SUBMITTED] },
    onDelete: fn(async (_code: string): Promise<string | null> => null),
  },
} satisfies Meta<typeof TicketRecords>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [draft, submitted] = canvas.getAllByRole("listitem");
    if (!draft || !submitted) throw new Error("two applications expected");
    await expect(draft).toHaveTextContent("Mã hồ sơ: HSDEMO000001");
    await expect(within(draft).getByRole("button", { name: "Xóa hồ sơ nháp" })).toBeVisible();
    await expect(submitted).toHaveTextContent("Mã khoản vay: VT261120123456");
    await expect(submitted).toHaveTextContent("Chờ ký hợp đồng");
    await expect(within(submitted).queryByRole("button", { name: "Xóa hồ sơ nháp" })).toBeNull();
  },
};

export const ConfirmDelete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Xóa hồ sơ nháp" }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole("dialog");
    await expect(dialog).toHaveTextContent("Bạn có chắc muốn xóa hồ sơ nháp HSDEMO000001?");
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const DeleteFailed: Story = {
  args: { onDelete: fn(async (_code: string): Promise<string | null> => "Hồ sơ không còn ở trạng thái nháp.") },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: "Xóa hồ sơ nháp" }));
    await userEvent.click(within(body.getByRole("dialog")).getByRole("button", { name: "Xóa" }));
    await expect(args.onDelete).toHaveBeenCalledWith("HSDEMO000001");
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Hồ sơ không còn ở trạng thái nháp.");
  },
};

/** Issue 31: what the applicant reads while a person compares the images, and after the decision. */
export const ManualReview: Story = {
  args: {
    state: {
      status: "ready",
      tickets: [
        { ...DRAFT, code: "HSDEMO000003", review: "pending" },
        { ...SUBMITTED, code: "HSDEMO000004", review: "approved", partnerStatus: "queued" },
        { ...SUBMITTED, code: "HSDEMO000005", review: "refused", partnerStatus: null },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const [pending, approved, refused] = within(canvasElement).getAllByRole("listitem");
    await expect(pending).toHaveTextContent("đang chờ nhân viên đối chiếu");
    await expect(approved).toHaveTextContent("được chấp thuận");
    await expect(refused).toHaveTextContent("không được chấp thuận");
  },
};
