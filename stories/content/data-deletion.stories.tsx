import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { DataDeletionPage } from "../../src/features/content/data-deletion-page";
import { type DeletionCalls, DeletionCallsProvider } from "../../src/features/content/deletion-services";
import { BotCheckContext } from "../../src/features/lead-funnel/bot-check";
import { FakeBotCheck } from "../lead-funnel/funnel-story-support";

/** The data-deletion page with fake calls: the code is always 123456, no server. */
const fakeCalls = (overrides: Partial<DeletionCalls> = {}): DeletionCalls => ({
  send: async () => ({ code: 200, data: { transactionId: "tx-1", numberOfRemainOtp: 3 } }),
  resend: async () => ({ code: 200, data: { transactionId: "tx-2", numberOfRemainOtp: 2 } }),
  confirm: async (_, otp) =>
    otp === "123456"
      ? { code: 200, data: { reference: "XD20261122-7KQ4MZ" } }
      : { code: 205, data: null, message: "Mã xác thực OTP không hợp lệ." },
  ...overrides,
});

/** The calls of the story, and the stand-in checkbox for the ALTCHA widget (which needs the API). */
const withCalls: Decorator = (Story, context) => (
  <DeletionCallsProvider value={(context.parameters.calls as DeletionCalls | undefined) ?? fakeCalls()}>
    <BotCheckContext.Provider value={FakeBotCheck}>
      <Story />
    </BotCheckContext.Provider>
  </DeletionCallsProvider>
);

const meta = {
  title: "Content/DataDeletion",
  component: DataDeletionPage,
  decorators: [withCalls],
  parameters: { path: "/yeu-cau-xoa-du-lieu" },
} satisfies Meta<typeof DataDeletionPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function askForCode(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText("Số điện thoại"), "0862223344");
  await userEvent.click(canvas.getByRole("checkbox", { name: /Tôi hiểu rằng/ }));
  await userEvent.click(canvas.getByRole("checkbox", { name: /không phải là người máy/ }));
  await userEvent.click(canvas.getByRole("button", { name: "Gửi mã xác thực" }));
}

export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Yêu cầu xóa dữ liệu" })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Gửi mã xác thực" })).toBeDisabled();
  },
};

/** Phone and confirmation given: the button waits for the bot check. */
export const BotCheckUnsolved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Số điện thoại"), "0862223344");
    await userEvent.click(canvas.getByRole("checkbox", { name: /Tôi hiểu rằng/ }));
    await expect(canvas.getByRole("button", { name: "Gửi mã xác thực" })).toBeDisabled();
  },
};

export const CodeSent: Story = {
  play: async ({ canvasElement }) => {
    await askForCode(canvasElement);
    await expect(await within(canvasElement).findByRole("heading", { name: "Nhập mã xác thực" })).toBeInTheDocument();
  },
};

export const ReferenceNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await askForCode(canvasElement);
    await userEvent.type(await canvas.findByRole("textbox", { name: "Chữ số thứ 1 của mã OTP" }), "1");
    for (const [index, digit] of [..."23456"].entries()) {
      await userEvent.type(canvas.getByRole("textbox", { name: `Chữ số thứ ${index + 2} của mã OTP` }), digit);
    }
    await userEvent.click(canvas.getByRole("button", { name: "Xác nhận" }));
    await expect(await canvas.findByText("XD20261122-7KQ4MZ")).toBeInTheDocument();
  },
};

export const Refused: Story = {
  parameters: {
    calls: fakeCalls({
      send: async () => ({
        code: 203,
        data: null,
        message: "Bạn đã yêu cầu mã OTP quá nhiều lần. Vui lòng thử lại sau.",
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    await askForCode(canvasElement);
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("quá nhiều lần");
  },
};

export const Mobile360: Story = { ...ReferenceNumber, globals: { viewport: { value: "mobile360" } } };
