import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { PrivacyPage } from "../../src/features/content/privacy-page";
import { RuleBidvPage } from "../../src/features/content/rule-bidv-page";
import { TermsPage } from "../../src/features/content/terms-page";
import { failingSource, pendingSource, withDocuments } from "./fake-documents";

/** The document pages with the texts the seed stores, and their loading and error states. */
const meta = {
  title: "Trang công khai/Tài liệu",
  component: TermsPage,
  decorators: [withDocuments],
  parameters: { path: "/dieu-khoan" },
} satisfies Meta<typeof TermsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Điều khoản và điều kiện sử dụng dịch vụ" });
    const toc = canvas.getByRole("navigation", { name: "Mục lục" });
    const links = within(toc).getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual([
      "I. Thông tin chung",
      "II. Quy định chung",
      "III. Chính sách bảo mật",
    ]);
    await userEvent.click(links[1] as HTMLElement);
    await waitFor(() => expect(links[1]).toHaveAttribute("aria-current", "location"));
    await waitFor(() => expect(canvasElement.ownerDocument.getElementById("quy-dinh-chung")).toHaveFocus());
    await expect(document.title).toBe("Điều khoản và điều kiện | Vay Tiêu Dùng");
  },
};

export const TermsLoading: Story = {
  parameters: { documents: pendingSource },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Điều khoản và điều kiện" })).toBeInTheDocument();
    await expect(canvas.getByRole("status")).toHaveTextContent("Đang tải...");
  },
};

export const TermsError: Story = {
  parameters: { documents: failingSource },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Không thể kết nối đến máy chủ");
    await expect(canvas.getByRole("button", { name: "Thử lại" })).toBeEnabled();
  },
};

export const Privacy: Story = {
  render: () => <PrivacyPage />,
  parameters: { path: "/chinh-sach-bao-mat" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1, name: "Chính sách bảo mật dữ liệu cá nhân" });
    const menu = canvas.getByRole("navigation", { name: "Nội dung chính sách" });
    await expect(within(menu).getAllByRole("link")).toHaveLength(16);
    await expect(within(menu).getByRole("link", { name: /Cookie/ })).toBeInTheDocument();
  },
};

export const PartnerBankTerms: Story = {
  render: () => <RuleBidvPage />,
  parameters: { path: "/rule-bidv" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: /BIDV/ })).toBeInTheDocument();
    await expect(canvas.getByText(/Có hiệu lực từ ngày 15\/01\/2026/)).toBeInTheDocument();
  },
};

export const Mobile360: Story = {
  ...Terms,
  globals: { viewport: { value: "mobile360" } },
};
