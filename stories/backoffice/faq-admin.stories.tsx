import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import type { FaqRow } from "../../src/contract/faq";
import { type FaqAdminProps, FaqAdminView } from "../../src/features/backoffice/faq-admin-view";

/** /quan-tri/cau-hoi: the editor's FAQ of the home page in each state (list, editing, saving, errors, empty). */
const ROWS: FaqRow[] = [
  {
    id: 1,
    question: "Tôi có thể vay bao nhiêu tiền?",
    answer: "Bạn có thể vay từ 5.000.000 VND đến 100.000.000 VND.\n\nThời hạn vay từ 6 đến 36 tháng.",
    position: 1,
    active: true,
    updatedAt: "2026-11-22T08:00:00.000Z",
  },
  {
    id: 2,
    question: "Sử dụng dịch vụ có mất phí không?",
    answer: "Hoàn toàn miễn phí.",
    position: 2,
    active: true,
    updatedAt: "2026-11-22T08:00:00.000Z",
  },
  {
    id: 5,
    question: "Tôi có thể trả nợ trước hạn không?",
    answer: "Có, theo điều khoản của đối tác cho vay.",
    position: 3,
    active: false,
    updatedAt: "2026-11-23T02:00:00.000Z",
  },
];

type Shown = Pick<FaqAdminProps, "list" | "editing" | "busy" | "message">;

function Screen(props: Shown) {
  const [editing, setEditing] = useState(props.editing);
  const noop = () => {};
  return (
    <FaqAdminView
      {...props}
      editing={editing}
      onNew={() => setEditing({ id: null, form: { question: "", answer: "" } })}
      onOpen={(row) => setEditing({ id: row.id, form: { question: row.question, answer: row.answer } })}
      onChange={(form) => setEditing((current) => (current ? { ...current, form } : current))}
      onSave={noop}
      onCancel={() => setEditing(null)}
      onMove={noop}
      onActive={noop}
      onRetry={noop}
    />
  );
}

const meta = {
  title: "Quản trị/Câu hỏi thường gặp",
  component: Screen,
  parameters: { path: "/quan-tri/cau-hoi" },
  args: { list: { kind: "ready", rows: ROWS }, editing: null, busy: false, message: null },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole("table", { name: "Câu hỏi thường gặp" }));
    await expect(table.getAllByRole("row")).toHaveLength(4);
    await expect(table.getByText("Đang ẩn")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Lên: Tôi có thể vay bao nhiêu tiền?" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Xuống: Tôi có thể trả nợ trước hạn không?" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Hiện: Tôi có thể trả nợ trước hạn không?" })).toBeEnabled();
    await userEvent.click(canvas.getByRole("button", { name: "Sửa: Sử dụng dịch vụ có mất phí không?" }));
    await expect(canvas.getByRole("textbox", { name: "Câu hỏi" })).toHaveValue("Sử dụng dịch vụ có mất phí không?");
  },
};

export const Editing: Story = {
  args: { editing: { id: 1, form: { question: ROWS[0]?.question ?? "", answer: ROWS[0]?.answer ?? "" } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Sửa câu hỏi" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /Câu trả lời/ })).toHaveValue(ROWS[0]?.answer);
    await expect(canvas.getByRole("button", { name: "Lưu" })).toBeEnabled();
  },
};

export const Saving: Story = {
  args: { ...Editing.args, busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Đang lưu..." })).toBeDisabled();
    await expect(canvas.getByRole("textbox", { name: "Câu hỏi" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Ẩn: Tôi có thể vay bao nhiêu tiền?" })).toBeDisabled();
  },
};

export const Saved: Story = {
  args: { message: { kind: "notice", text: "Đã lưu. Trang chủ hiển thị thay đổi trong vài giây." } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Đã lưu.");
  },
};

export const Refused: Story = {
  args: {
    editing: { id: null, form: { question: "Vay?", answer: "Có." } },
    message: { kind: "error", text: "Câu hỏi cần từ 5 đến 200 ký tự." },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Thêm câu hỏi" })).toBeVisible();
    await expect(canvas.getByRole("alert")).toHaveTextContent("Câu hỏi cần từ 5 đến 200 ký tự.");
  },
};

export const Loading: Story = {
  args: { list: { kind: "loading" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Đang tải danh sách câu hỏi...");
    await expect(canvas.getByRole("button", { name: "Thêm câu hỏi" })).toBeDisabled();
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
    await expect(within(canvasElement).getByText("Chưa có câu hỏi nào.")).toBeVisible();
  },
};
