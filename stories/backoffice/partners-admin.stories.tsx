import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, within } from "storybook/test";
import type { PartnerAdminRow } from "../../src/contract/bo-partners";
import { type PartnersAdminProps, PartnersAdminView } from "../../src/features/backoffice/partners-admin-view";

/** /quan-tri/doi-tac: the editor's partners in each state (list, editing, saving, errors, empty). */

/** A logo drawn as an SVG data URL (a story has no server; the real ones are PNG, JPEG or WebP). */
const LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 48"><rect width="120" height="48" rx="6" fill="#006b68"/><text x="60" y="31" fill="#fff" font-family="sans-serif" font-size="18" text-anchor="middle">AN PHÁT</text></svg>',
)}`;

const ROWS: PartnerAdminRow[] = [
  {
    id: 1,
    name: "An Phát",
    legalName: "Công ty Tài chính TNHH MTV Tiêu dùng An Phát",
    licence: "Giấy phép thành lập và hoạt động số 00/GP-NHNN do Ngân hàng Nhà nước Việt Nam cấp",
    active: true,
    sample: true,
    logoUrl: LOGO,
  },
  {
    id: 2,
    name: "Bình Minh",
    legalName: "Công ty Tài chính Cổ phần Bình Minh",
    licence: "Giấy phép thành lập và hoạt động số 01/GP-NHNN do Ngân hàng Nhà nước Việt Nam cấp",
    active: true,
    sample: true,
    logoUrl: null,
  },
];

type Shown = Pick<PartnersAdminProps, "list" | "editing" | "busy" | "message">;

function Screen(props: Shown) {
  const [editing, setEditing] = useState(props.editing);
  const noop = () => {};
  return (
    <PartnersAdminView
      {...props}
      editing={editing}
      onOpen={(row) => setEditing({ row, form: { legalName: row.legalName, licence: row.licence } })}
      onChange={(form) => setEditing((current) => (current ? { ...current, form } : current))}
      onSave={noop}
      onLogo={noop}
      onClose={() => setEditing(null)}
      onRetry={noop}
    />
  );
}

const meta = {
  title: "Quản trị/Đối tác",
  component: Screen,
  parameters: { path: "/quan-tri/doi-tac" },
  args: { list: { kind: "ready", rows: ROWS }, editing: null, busy: false, message: null },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const first = ROWS[0] as PartnerAdminRow;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole("table", { name: "Đối tác" }));
    await expect(table.getAllByRole("row")).toHaveLength(3);
    await expect(table.getByRole("img", { name: "Logo An Phát" })).toBeVisible();
    await expect(table.getByText("Chưa có logo")).toBeVisible();
  },
};

export const Editing: Story = {
  args: { editing: { row: first, form: { legalName: first.legalName, licence: first.licence } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Sửa thông tin đối tác: An Phát" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Tên pháp lý" })).toHaveValue(first.legalName);
    await expect(canvas.getByLabelText(/Tải logo mới/)).toBeEnabled();
  },
};

export const Saving: Story = {
  args: { ...Editing.args, busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Đang lưu..." })).toBeDisabled();
    await expect(canvas.getByLabelText(/Tải logo mới/)).toBeDisabled();
  },
};

export const LogoRefused: Story = {
  args: { ...Editing.args, message: { kind: "error", text: "Logo phải nhỏ hơn hoặc bằng 200 KB." } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("Logo phải nhỏ hơn hoặc bằng 200 KB.");
  },
};

export const Saved: Story = {
  args: { message: { kind: "notice", text: "Đã lưu. Trang Đối tác hiển thị thay đổi trong vài giây." } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Đã lưu.");
  },
};

export const Loading: Story = {
  args: { list: { kind: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Đang tải danh sách đối tác...");
  },
};

export const LoadFailed: Story = {
  args: { list: { kind: "failed", message: "Không thể kết nối. Vui lòng thử lại." } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Không thể kết nối. Vui lòng thử lại.");
    await expect(canvas.getByRole("button", { name: "Thử lại" })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { list: { kind: "ready", rows: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Chưa có đối tác nào.")).toBeVisible();
  },
};
