import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import type { LegalDocumentRow } from "../../src/contract/legal-documents";
import {
  type LegalEditorProps,
  LegalEditorView,
  type LegalForm,
} from "../../src/features/backoffice/legal-editor-view";
import { LegalVersionsView } from "../../src/features/backoffice/legal-versions-view";

/**
 * /quan-tri/van-ban-phap-ly (issue 31): the legal texts with their versions, and a new version's
 * editor in each of its states (drafting, preview, saving, refused past date, error).
 */
const DOCUMENTS: LegalDocumentRow[] = [
  {
    refId: 1,
    path: "/dieu-khoan",
    versions: [
      {
        version: 3,
        title: "Điều khoản sử dụng",
        effectiveDate: "2026-12-15",
        state: "scheduled",
        createdBy: "Lê Biên Tập",
        createdAt: "2026-11-28T03:00:00.000Z",
      },
      {
        version: 2,
        title: "Điều khoản sử dụng",
        effectiveDate: "2026-11-20",
        state: "in-effect",
        createdBy: "Lê Biên Tập",
        createdAt: "2026-11-19T09:30:00.000Z",
      },
      {
        version: 1,
        title: "Điều khoản sử dụng",
        effectiveDate: "2026-01-15",
        state: "superseded",
        createdBy: null,
        createdAt: "2026-01-10T02:00:00.000Z",
      },
    ],
  },
  {
    refId: 2,
    path: "/chinh-sach-bao-mat",
    versions: [
      {
        version: 1,
        title: "Chính sách bảo mật",
        effectiveDate: "2026-11-23",
        state: "in-effect",
        createdBy: null,
        createdAt: "2026-11-01T02:00:00.000Z",
      },
    ],
  },
];

const FORM: LegalForm = {
  title: "Điều khoản sử dụng",
  summary: "Điều khoản áp dụng khi bạn dùng trang so sánh và đăng ký vay.",
  sections: [
    {
      anchor: "quy-dinh-chung",
      heading: "I. Quy định chung",
      text: "Trang là nơi so sánh sản phẩm tài chính.\n\n- Không thu phí người dùng.\n- Không cho vay trực tiếp.",
      articles: [{ anchor: "dieu-1", heading: "Điều 1. Phạm vi", text: "Điều khoản áp dụng cho mọi người dùng." }],
    },
  ],
  effectiveDate: "2026-11-28",
};

type EditorArgs = Pick<LegalEditorProps, "busy" | "message">;

function Editor(args: EditorArgs) {
  const [form, setForm] = useState(FORM);
  return (
    <LegalEditorView
      {...args}
      documentName="Điều khoản sử dụng"
      basedOn={2}
      refId={1}
      form={form}
      today="2026-11-28"
      onChange={setForm}
      onSave={() => {}}
      onClose={() => {}}
    />
  );
}

const noop = () => {};
const meta = {
  title: "Quản trị/Văn bản pháp lý",
  parameters: { path: "/quan-tri/van-ban-phap-ly" },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Versions: Story = {
  render: () => (
    <LegalVersionsView
      documents={DOCUMENTS}
      error={null}
      onRetry={noop}
      onDraft={noop}
      onView={noop}
      onWithdraw={noop}
    />
  ),
  play: async ({ canvasElement }) => {
    const terms = within(within(canvasElement).getByRole("table", { name: "Điều khoản sử dụng" }));
    await expect(terms.getByText("Đang hiệu lực")).toBeVisible();
    await expect(terms.getByText("Đã lên lịch")).toBeVisible();
    await expect(terms.getByText("15/12/2026")).toBeVisible();
    await expect(terms.getByText("Bản gốc của trang")).toBeVisible();
    // Only the scheduled version may be withdrawn.
    await expect(terms.getAllByRole("button", { name: /^Rút lại/ })).toHaveLength(1);
    await expect(terms.getByRole("button", { name: "Rút lại: Điều khoản sử dụng v3" })).toBeVisible();
  },
};

export const VersionsReadOnly: Story = {
  render: () => (
    <LegalVersionsView
      documents={DOCUMENTS}
      error={null}
      onRetry={noop}
      onDraft={null}
      onView={noop}
      onWithdraw={null}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button", { name: "Soạn phiên bản mới" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: /^Rút lại/ })).toBeNull();
  },
};

export const ListError: Story = {
  render: () => (
    <LegalVersionsView
      documents={null}
      error="Không kết nối được máy chủ. Vui lòng thử lại."
      onRetry={noop}
      onDraft={noop}
      onView={noop}
      onWithdraw={noop}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Không kết nối được máy chủ.");
    await expect(canvas.getByRole("button", { name: "Thử lại" })).toBeVisible();
  },
};

export const Drafting: Story = {
  render: () => <Editor busy={false} message={null} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { name: "Phiên bản mới của “Điều khoản sử dụng” (soạn từ phiên bản 2)" }),
    ).toBeVisible();
    await expect(canvas.getByLabelText("Có hiệu lực từ ngày")).toHaveValue("2026-11-28");
    await userEvent.click(canvas.getByRole("button", { name: "Thêm mục" }));
    await expect(canvas.getByText("Mục 2")).toBeVisible();
  },
};

export const Preview: Story = {
  render: () => <Editor busy={false} message={null} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Xem trước như khách truy cập" }));
    const preview = within(canvas.getByTestId("legal-preview"));
    await expect(preview.getByRole("heading", { level: 1, name: "Điều khoản sử dụng" })).toBeVisible();
    await expect(preview.getByText("Có hiệu lực từ ngày 28/11/2026")).toBeVisible();
    await expect(preview.getByRole("heading", { level: 3, name: "Điều 1. Phạm vi" })).toBeVisible();
    await expect(preview.getByText("Không cho vay trực tiếp.")).toBeVisible();
  },
};

export const Saving: Story = {
  render: () => <Editor busy message={null} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Đang lưu…" })).toBeDisabled();
  },
};

export const RefusedPastDate: Story = {
  render: () => (
    <Editor
      busy={false}
      message={{ kind: "error", text: "Ngày hiệu lực không được ở quá khứ: sớm nhất là hôm nay (2026-11-28)." }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "Ngày hiệu lực không được ở quá khứ: sớm nhất là hôm nay (2026-11-28).",
    );
  },
};

export const SaveError: Story = {
  render: () => (
    <Editor busy={false} message={{ kind: "error", text: "Không kết nối được máy chủ. Vui lòng thử lại." }} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Không kết nối được máy chủ.");
    await expect(canvas.getByRole("button", { name: "Lưu phiên bản" })).toBeEnabled();
  },
};
