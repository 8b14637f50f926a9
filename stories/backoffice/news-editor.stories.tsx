import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { type NewsEditorProps, NewsEditorView, type NewsForm } from "../../src/features/backoffice/news-editor-view";

/** /quan-tri/tin-tuc's editor: one story per state of an article (new, draft, scheduled, published, refused). */
const WRITTEN: NewsForm = {
  slug: "vay-mua-xe-may-tra-gop",
  category: "Vay tiêu dùng",
  title: "Vay mua xe máy trả góp: những khoản phí cần hỏi",
  summary: "Phí hồ sơ, bảo hiểm và phí trả trước hạn khi vay mua xe máy trả góp.",
  body: "Khi vay mua xe máy trả góp, lãi suất chỉ là một phần chi phí.\n\nHãy hỏi thêm phí hồ sơ.",
  image: "/news/tra-gop.svg",
};

function Editor(props: Omit<NewsEditorProps, "onChange" | "onSave" | "onPublish" | "onUnpublish">) {
  const [form, setForm] = useState(props.form);
  return (
    <NewsEditorView
      {...props}
      form={form}
      onChange={setForm}
      onSave={() => {}}
      onPublish={() => {}}
      onUnpublish={() => {}}
    />
  );
}

const meta = {
  title: "Quản trị/Soạn tin tức",
  component: Editor,
  parameters: { path: "/quan-tri/tin-tuc" },
  args: { form: WRITTEN, status: "draft", publishAt: null, message: null },
} satisfies Meta<typeof Editor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {
  args: { form: { slug: "", category: "", title: "", summary: "", body: "", image: "/news/" }, status: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Viết bài mới" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Đăng ngay" })).toBeNull();
  },
};

export const DraftWithPreview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Bản nháp")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Xem trước như khách truy cập" }));
    const preview = within(canvas.getByTestId("news-preview"));
    await expect(preview.getByRole("heading", { level: 1, name: WRITTEN.title })).toBeVisible();
    await expect(preview.getByText("Hãy hỏi thêm phí hồ sơ.")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Gỡ bài" })).toBeNull();
  },
};

export const Scheduled: Story = {
  args: {
    status: "scheduled",
    publishAt: "2026-12-01T01:00:00.000Z",
    message: { kind: "notice", text: "Đã hẹn giờ đăng bài." },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Đã hẹn giờ")).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("Đã hẹn giờ đăng bài.");
    await expect(canvas.getByRole("button", { name: "Gỡ bài" })).toBeVisible();
  },
};

export const Published: Story = {
  args: { status: "published", publishAt: "2026-11-22T08:00:00.000Z" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Đã đăng")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Hẹn giờ đăng" })).toBeDisabled();
  },
};

export const Unpublished: Story = {
  args: { status: "unpublished", publishAt: "2026-11-22T08:00:00.000Z" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Đã gỡ")).toBeVisible();
  },
};

export const Refused: Story = {
  args: { message: { kind: "error", text: "Đường dẫn này đã được một bài viết khác dùng." } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "Đường dẫn này đã được một bài viết khác dùng.",
    );
  },
};
