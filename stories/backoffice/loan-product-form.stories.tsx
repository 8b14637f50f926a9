import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { LoanProductForm, type LoanProductFormProps } from "../../src/features/backoffice/loan-product-form";
import { loanDraftOf, loanProductOf } from "../../src/features/backoffice/loan-product-model";

/**
 * /quan-tri/san-pham-vay/$id: the editor's loan product form in each of its states (editing with the
 * cost example, the example following a new rate, refused in Vietnamese, saving, saved).
 */
const PRODUCT = loanDraftOf({
  name: "Vay nhanh Bình Minh",
  interestRatePercent: 24,
  minAmount: 5_000_000,
  maxAmount: 50_000_000,
  terms: [6, 12, 24],
  upfrontFee: { kind: "amount", vnd: 300_000 },
  monthlyFee: 10_000,
  active: true,
});

function Stateful(props: Omit<LoanProductFormProps, "onChange" | "onSubmit">) {
  const [draft, setDraft] = useState(props.draft);
  const [message, setMessage] = useState(props.message);
  const submit = () => {
    const checked = loanProductOf(draft);
    setMessage(checked.ok ? null : checked.message);
  };
  return <LoanProductForm {...props} draft={draft} message={message} onChange={setDraft} onSubmit={submit} />;
}

const meta = {
  title: "Quản trị/Sửa sản phẩm vay",
  component: Stateful,
  parameters: { path: "/quan-tri/san-pham-vay/2" },
  args: { draft: PRODUCT, busy: false, message: null, notice: null },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 20,000,000 VND over 12 months at 24 %/year: instalment 20,000,000 × 0.02 / (1 − 1.02^−12) = 1,891,192 VND plus the 10,000 VND monthly fee. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText("Lãi suất năm (%)")).toHaveValue("24");
    const example = canvas.getByRole("region", { name: "Ví dụ chi phí: vay 20.000.000 đ trong 12 tháng" });
    await expect(example).toHaveTextContent("Trả hằng tháng1.901.192 VND");
    await expect(example).toHaveTextContent("Tổng phí420.000 VND");
  },
};

/** A rate of 0 %: the example is the amount in twelve parts plus the fees. */
export const ExampleFollowsRate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rate = canvas.getByLabelText("Lãi suất năm (%)");
    await userEvent.clear(rate);
    await userEvent.type(rate, "0");
    const example = canvas.getByRole("region", { name: "Ví dụ chi phí: vay 20.000.000 đ trong 12 tháng" });
    await expect(example).toHaveTextContent("Trả hằng tháng1.676.667 VND");
    await expect(example).toHaveTextContent("Tổng phải trả20.420.000 VND");
  },
};

export const RefusedMinOverMax: Story = {
  args: { draft: { ...PRODUCT, minAmount: "60.000.000" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Lưu thay đổi" }));
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "Khoản vay tối thiểu phải nhỏ hơn hoặc bằng khoản vay tối đa.",
    );
  },
};

export const RefusedRate: Story = {
  args: { draft: { ...PRODUCT, rate: "75" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Chưa tính được ví dụ: hãy sửa lãi suất và phí cho hợp lệ.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Lưu thay đổi" }));
    await expect(canvas.getByRole("alert")).toHaveTextContent("Lãi suất năm phải từ 0 đến 60%");
  },
};

export const UpfrontAsPercent: Story = {
  args: { draft: { ...PRODUCT, upfrontKind: "percent", upfront: "2" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText("Phí trả trước (%)")).toHaveValue("2");
    const example = canvas.getByRole("region", { name: "Ví dụ chi phí: vay 20.000.000 đ trong 12 tháng" });
    await expect(example).toHaveTextContent("Tổng phí520.000 VND");
  },
};

export const Saving: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Đang xử lý…" })).toBeDisabled();
  },
};

export const Saved: Story = {
  args: { notice: "Đã lưu. Ưu đãi vay và bảng giá của hồ sơ vay cập nhật ngay trên mọi máy chủ." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Đã lưu");
  },
};
