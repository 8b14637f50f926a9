import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import type { Company } from "../../src/contract/site";
import { CompanyFacts } from "../../src/ui/company-facts";

const sample: Company = {
  legalName: "Công ty Cổ phần Vay Tiêu Dùng Việt Nam (mẫu)",
  registrationNumber: "0100000000 (mẫu)",
  registrationIssuer: "Sở Kế hoạch và Đầu tư TP. Hà Nội cấp lần đầu ngày 01/01/2024 (mẫu)",
  address: "Số 1 phố Mẫu, phường Mẫu, TP. Hà Nội (mẫu)",
  hotline: "1900 6868",
  email: "hotro@vaytieudung.vn",
  moitRegistrationUrl: null,
  sample: true,
};

/** The company's legal facts (footer, /gioi-thieu): sample values, then configured with a MOIT registration. */
const meta = {
  title: "Trang công khai/Thông tin công ty",
  component: CompanyFacts,
  args: { company: sample },
  decorators: [
    (Story) => (
      <div className="container page-section">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CompanyFacts>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sample: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/dữ liệu mẫu/)).toBeInTheDocument();
    await expect(canvas.getByText(/chưa đăng ký/)).toBeInTheDocument();
  },
};

export const Configured: Story = {
  args: {
    company: {
      ...sample,
      legalName: "Công ty Cổ phần Ví Dụ",
      moitRegistrationUrl: "http://online.gov.vn/",
      sample: false,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Đã thông báo với Bộ Công Thương" })).toBeInTheDocument();
    await expect(canvas.queryByText(/dữ liệu mẫu/)).not.toBeInTheDocument();
  },
};
