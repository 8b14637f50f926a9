import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { LoanCalculator } from "../../src/ui/loan-cost/loan-calculator";
import { LoanCostPicker } from "../../src/ui/loan-cost/loan-cost-picker";
import type { PricedProduct } from "../../src/ui/loan-cost/priced-product";

/** The cost calculator in each of its states; the products are SAMPLE figures. */
const anPhat: PricedProduct = {
  productName: "Vay tiêu dùng trực tuyến An Phát (mẫu)",
  partnerName: "Công ty Tài chính Tiêu dùng An Phát (mẫu)",
  minAmount: 5_000_000,
  maxAmount: 50_000_000,
  terms: [6, 9, 12, 18, 24, 36],
  interestRateYear: 24,
  upfrontFee: { kind: "percent", percent: 2 },
  monthlyFee: 0,
  sample: true,
};
const binhMinh: PricedProduct = {
  productName: "Vay nhanh Bình Minh (mẫu)",
  partnerName: "Công ty Tài chính Bình Minh (mẫu)",
  minAmount: 5_000_000,
  maxAmount: 50_000_000,
  terms: [6, 12, 24],
  interestRateYear: 28,
  upfrontFee: { kind: "amount", vnd: 300_000 },
  monthlyFee: 10_000,
  sample: true,
};
const noFees: PricedProduct = {
  ...anPhat,
  productName: "Vay không phí",
  upfrontFee: { kind: "amount", vnd: 0 },
  sample: false,
};

const meta = {
  title: "Trang công khai/Máy tính chi phí vay",
  component: LoanCalculator,
  args: { products: { status: "ready", data: [anPhat, binhMinh] }, initialAmount: 20_000_000, initialTerm: 12 },
  decorators: [
    (Story) => (
      <div className="container page-section">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoanCalculator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralProducts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("slider", { name: "Số tiền vay" })).toHaveValue("20000000");
    await expect(canvas.getByLabelText("Sản phẩm vay")).toBeInTheDocument();
    await expect(canvas.getByText("24,0%/năm")).toBeInTheDocument();
    await expect(canvas.getByText(/^Ví dụ: vay 20\.000\.000 VND trong 12 tháng/)).toBeInTheDocument();
  },
};

export const OneProductNoFees: Story = {
  args: { products: { status: "ready", data: [noFees] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText("Sản phẩm vay")).not.toBeInTheDocument();
    await expect(canvas.getByText("1.891.192 VND")).toBeInTheDocument();
  },
};

export const ScheduleOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Xem lịch trả nợ" }));
    await expect(canvas.getByRole("table")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Ẩn lịch trả nợ" })).toHaveAttribute("aria-expanded", "true");
  },
};

export const OutsideTheProduct: Story = {
  args: { initialAmount: 100_000_000, initialTerm: 36 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Sản phẩm này cho vay từ/)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { products: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Đang tải biểu phí...")).toBeInTheDocument();
  },
};

export const Unavailable: Story = {
  args: { products: { status: "error" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Chưa tải được lãi suất và phí/)).toBeInTheDocument();
  },
};

export const NoProducts: Story = {
  args: { products: { status: "ready", data: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Hiện chưa có sản phẩm vay/)).toBeInTheDocument();
  },
};

export const Mobile360: Story = {
  ...ScheduleOpen,
  parameters: { viewport: { defaultViewport: "mobile360" } },
  globals: { viewport: { value: "mobile360" } },
};

/** Step 1 of the funnel and its result: the figures for the funnel's amount and term, no sliders of its own. */
export const PickerOnly: Story = {
  render: () => <LoanCostPicker products={{ status: "ready", data: [binhMinh] }} amount={30_000_000} termMonths={24} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("slider")).not.toBeInTheDocument();
    await expect(canvas.getByText("28,0%/năm")).toBeInTheDocument();
  },
};
