import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { CardForm, type CardFormProps } from "../../src/features/backoffice/card-form";
import { cardOf, draftOf, EMPTY_DRAFT } from "../../src/features/backoffice/card-form-model";

/**
 * /quan-tri/the/moi and /quan-tri/the/$id: the editor's card form in each of its states (new,
 * editing, refused with the import's Vietnamese message, saving, saved). The form checks a draft
 * with the import's schema before anything is sent.
 */
const CARD = draftOf({
  id: 12,
  name: "VPBank StepUp",
  cardIssuer: "VPBank",
  productImage: "vpbank-stepup.svg",
  imageColor: "#0b7a3e",
  maxAmount: 100_000_000,
  gifts: "Hoàn tiền 15%",
  annualFee: 499_000,
  annualFeeOffers: "Miễn phí năm đầu",
  features: [{ info: "Hoàn tiền mua sắm trực tuyến" }],
  tag: "Hot",
  highlight: true,
  affiliateLink: "https://example.com/vpbank-stepup",
  overview: "Thẻ hoàn tiền cho mua sắm trực tuyến.",
  cardOpeningGifts: [],
  incentivePolicy: [],
  interestAndFees: [{ label: "Lãi suất", info: "2,5%/tháng" }],
  minIncomeConditions: 5_000_000,
  minAge: 20,
  maxAge: 60,
  regionInformation: "Toàn quốc",
  regions: [],
  cardTypes: [2],
  position: 10,
  active: true,
});

function Stateful(props: Omit<CardFormProps, "onChange" | "onSubmit">) {
  const [draft, setDraft] = useState(props.draft);
  const [message, setMessage] = useState(props.message);
  const submit = () => {
    const checked = cardOf(draft);
    setMessage(checked.ok ? null : checked.message);
  };
  return <CardForm {...props} draft={draft} message={message} onChange={setDraft} onSubmit={submit} />;
}

const meta = {
  title: "Quản trị/Sửa thẻ tín dụng",
  component: Stateful,
  parameters: { path: "/quan-tri/the/12" },
  args: { draft: CARD, isNew: false, busy: false, message: null, notice: null },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText("Phí thường niên (VND)")).toHaveValue("499000");
    await expect(canvas.getByLabelText("Mã thẻ")).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Lưu thay đổi" })).toBeEnabled();
  },
};

export const New: Story = {
  args: { draft: EMPTY_DRAFT, isNew: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText("Mã thẻ")).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Tạo thẻ" })).toBeVisible();
  },
};

export const RefusedFee: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fee = canvas.getByLabelText("Phí thường niên (VND)");
    await userEvent.clear(fee);
    await userEvent.type(fee, "-5");
    await userEvent.click(canvas.getByRole("button", { name: "Lưu thay đổi" }));
    await expect(canvas.getByRole("alert")).toHaveTextContent("Phí thường niên (VND): phải là số nguyên không âm");
  },
};

export const RefusedAges: Story = {
  args: { draft: { ...CARD, minAge: "60", maxAge: "20" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Lưu thay đổi" }));
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "Độ tuổi tối thiểu phải nhỏ hơn hoặc bằng độ tuổi tối đa",
    );
  },
};

export const Saving: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Đang xử lý…" })).toBeDisabled();
  },
};

export const Saved: Story = {
  args: { notice: "Đã lưu. Trang công khai cập nhật trong vài giây." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Đã lưu");
  },
};
