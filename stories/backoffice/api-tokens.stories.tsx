import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { type ApiTokenRow, type ApiTokensProps, ApiTokensView } from "../../src/features/backoffice/api-tokens-view";

/** /quan-tri/ma-api: a staff member's API tokens for scripts in each state (list, empty, just made, revoking, failed). */
const ROWS: ApiTokenRow[] = [
  {
    id: 3,
    name: "Báo cáo phễu hằng ngày",
    createdAt: "2026-11-20T02:00:00.000Z",
    lastUsedAt: "2026-11-23T01:30:00.000Z",
    revokedAt: null,
  },
  { id: 2, name: "Thử gửi lại đối tác", createdAt: "2026-11-18T03:00:00.000Z", lastUsedAt: null, revokedAt: null },
  {
    id: 1,
    name: "Máy cũ",
    createdAt: "2026-11-01T03:00:00.000Z",
    lastUsedAt: "2026-11-02T03:00:00.000Z",
    revokedAt: "2026-11-10T04:00:00.000Z",
  },
];
const TOKEN = "stf_q3V9x2Lr7TzP0aKd5mWc8YhB1nFj4GsE6uRo2iXtNbA";

type Shown = Pick<
  ApiTokensProps,
  "list" | "name" | "creating" | "created" | "copy" | "confirming" | "revoking" | "message"
>;

function Screen(props: Shown) {
  const [name, setName] = useState(props.name);
  const [created, setCreated] = useState(props.created);
  const [copy, setCopy] = useState(props.copy);
  const [confirming, setConfirming] = useState(props.confirming);
  const noop = () => {};
  return (
    <ApiTokensView
      {...props}
      roleName="vận hành"
      name={name}
      created={created}
      copy={copy}
      confirming={confirming}
      onName={setName}
      onCreate={noop}
      onCopy={() => setCopy("copied")}
      onDismiss={() => setCreated(null)}
      onAskRevoke={setConfirming}
      onConfirmRevoke={noop}
      onCancelRevoke={() => setConfirming(null)}
      onRetry={noop}
    />
  );
}

const meta = {
  title: "Quản trị/Mã API",
  component: Screen,
  parameters: { path: "/quan-tri/ma-api" },
  args: {
    list: { kind: "ready", rows: ROWS },
    name: "",
    creating: false,
    created: null,
    copy: "idle",
    confirming: null,
    revoking: false,
    message: null,
  },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/STAFF_API_TOKEN/)).toBeVisible();
    await expect(canvas.getByText(/vai trò của bạn \(vận hành\)/)).toBeVisible();
    const table = within(canvas.getByRole("table", { name: "Mã API của bạn" }));
    await expect(table.getAllByRole("row")).toHaveLength(4);
    await expect(table.getByText("Chưa dùng")).toBeVisible();
    await expect(table.getAllByText("Đang dùng được")).toHaveLength(2);
    await expect(table.getByText(/^Đã thu hồi lúc/)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Thu hồi: Máy cũ" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Thu hồi: Thử gửi lại đối tác" }));
    await expect(canvas.getByRole("alertdialog", { name: "Thu hồi mã “Thử gửi lại đối tác”?" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Hủy" }));
    await expect(canvas.queryByRole("alertdialog")).toBeNull();
  },
};

export const Empty: Story = {
  args: { list: { kind: "ready", rows: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Bạn chưa có mã API nào.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Tạo mã" })).toBeEnabled();
  },
};

export const Creating: Story = {
  args: { name: "Xóa dữ liệu theo yêu cầu", creating: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Đang tạo..." })).toBeDisabled();
    await expect(canvas.getByRole("textbox", { name: /Tên mã/ })).toBeDisabled();
  },
};

export const JustCreated: Story = {
  args: {
    created: { name: "Báo cáo phễu hằng ngày", token: TOKEN },
    list: { kind: "ready", rows: ROWS },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = within(canvas.getByRole("region", { name: "Mã “Báo cáo phễu hằng ngày” đã được tạo" }));
    await expect(panel.getByText(TOKEN)).toBeVisible();
    await expect(panel.getByRole("alert")).toHaveTextContent("sẽ không được hiển thị lại");
    await userEvent.click(panel.getByRole("button", { name: "Sao chép mã" }));
    await expect(panel.getByRole("button", { name: "Đã sao chép" })).toBeVisible();
  },
};

export const Revoking: Story = {
  args: { confirming: ROWS[1] ?? null, revoking: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = within(canvas.getByRole("alertdialog", { name: "Thu hồi mã “Thử gửi lại đối tác”?" }));
    await expect(dialog.getByRole("button", { name: "Đang thu hồi..." })).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Hủy" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Thu hồi: Báo cáo phễu hằng ngày" })).toBeDisabled();
  },
};

export const Revoked: Story = {
  args: { message: { kind: "notice", text: "Đã thu hồi mã “Thử gửi lại đối tác”." } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Đã thu hồi mã");
  },
};

export const Loading: Story = {
  args: { list: { kind: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Đang tải danh sách mã API...");
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
