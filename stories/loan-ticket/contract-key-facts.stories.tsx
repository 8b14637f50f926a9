import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import type { ProductSummary } from "../../src/domain/loan-ticket-details";
import { ContractStep } from "../../src/features/loan-ticket/contract-step";
import { PRODUCT, VALID_DETAILS } from "../../tests/machines/loan-ticket-model";

/** The contract step with the loan's key facts above the agreement (issue 18); SAMPLE product figures. */
const anPhat: ProductSummary = {
  ...PRODUCT,
  providerName: "Công ty Tài chính Tiêu dùng An Phát (mẫu)",
  lenderLegalName: "Công ty Tài chính TNHH MTV Tiêu dùng An Phát (mẫu)",
  pricing: { yearlyRatePercent: 24, upfrontFee: { kind: "percent", percent: 2 }, monthlyFeeVnd: 0 },
};
const binhMinh: ProductSummary = {
  ...PRODUCT,
  lenderLegalName: "Công ty Tài chính Cổ phần Bình Minh (mẫu)",
  pricing: { yearlyRatePercent: 28, upfrontFee: { kind: "amount", vnd: 300_000 }, monthlyFeeVnd: 10_000 },
};

const meta = {
  title: "Hồ sơ vay/Thông tin chính của hợp đồng",
  component: ContractStep,
  // inside the page's container, as the wizard draws it (the agreement's tap target reaches 10 px into its padding)
  decorators: [
    (Story) => (
      <div className="container loan-ticket">
        <Story />
      </div>
    ),
  ],
  args: {
    contract: { name: "0123456789abcdef0123456789abcdef", type: "pdf", email: "" },
    email: "tuyet@example.com",
    agreed: false,
    busy: false,
    canConfirm: false,
    onEmail: () => undefined,
    onAgree: () => undefined,
    onConfirm: () => undefined,
    loan: { product: anPhat, details: { ...VALID_DETAILS, payBackDay: "5" } },
    today: "2026-11-23",
  },
} satisfies Meta<typeof ContractStep>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (element: HTMLElement) =>
  within(within(element).getByRole("region", { name: "Thông tin chính của khoản vay" }));

export const KeyFacts: Story = {
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement).getByText("1.891.192 VND")).toBeVisible();
    await expect(box(canvasElement).getByText("Hai mươi triệu đồng")).toBeVisible();
    const agree = within(canvasElement).getByRole("checkbox", { name: "Tôi đã đọc và đồng ý với nội dung hợp đồng" });
    const size = agree.getBoundingClientRect();
    await expect(size.width).toBeGreaterThanOrEqual(24);
    const target = agree.closest("label")?.getBoundingClientRect();
    await expect(target?.height).toBeGreaterThanOrEqual(44);
  },
};

export const KeyFactsWithFees: Story = {
  args: {
    agreed: true,
    canConfirm: true,
    loan: { product: binhMinh, details: { ...VALID_DETAILS, amount: "30000000", term: "24", payBackDay: "31" } },
    today: "2027-01-10",
  },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement).getByText("1.656.655 VND (kỳ cuối: 1.656.653 VND)")).toBeVisible();
    await expect(box(canvasElement).getByText("28/02/2027")).toBeVisible();
  },
};

export const KeyFactsUnavailable: Story = {
  args: { loan: { product: PRODUCT, details: VALID_DETAILS } },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement).getByText(/Chưa tính được chi phí khoản vay/)).toBeVisible();
  },
};
