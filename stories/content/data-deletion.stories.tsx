import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { createActor, type EventFrom } from "xstate";
import { dataDeletionMachine } from "../../machines/data-deletion/machine";
import { DataDeletionView } from "../../src/features/content/data-deletion-view";
import { type DeletionCalls, deletionActors } from "../../src/features/content/deletion-services";
import type { DataDeletionActorRef } from "../../src/features/content/use-data-deletion";
import { BotCheckContext } from "../../src/ui/bot-check";
import { useBotCheckPayload } from "../../src/ui/use-bot-check-payload";
import { FakeBotCheck } from "../lead-funnel/funnel-story-support";
import { startPoints } from "../support/start-from";

/**
 * /yeu-cau-xoa-du-lieu: a real dataDeletion actor over fake calls (the code is always 123456, no
 * server), optionally driven by `parameters.steps` (the events the page sends) before it is shown.
 */
const fakeCalls = (overrides: Partial<DeletionCalls> = {}): DeletionCalls => ({
  send: async () => ({ code: 200, data: { transactionId: "tx-1", numberOfRemainOtp: 3 } }),
  resend: async () => ({ code: 200, data: { transactionId: "tx-2", numberOfRemainOtp: 2 } }),
  confirm: async (_, otp) =>
    otp === "123456"
      ? { code: 200, data: { reference: "XD20261122-7KQ4MZ" } }
      : { code: 205, data: null, message: "Mã xác thực OTP không hợp lệ." },
  ...overrides,
});

type DeletionEvent = EventFrom<typeof dataDeletionMachine>;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The actor of the story, after `parameters.steps`. */
async function deletionActor({ parameters }: { parameters: Record<string, unknown> }) {
  const calls = (parameters.calls as DeletionCalls | undefined) ?? fakeCalls();
  const machine = dataDeletionMachine.provide({ actors: deletionActors(calls, () => "fake-captcha-payload") });
  const actor = createActor(machine);
  actor.start();
  for (const event of (parameters.steps as DeletionEvent[] | undefined) ?? []) {
    actor.send(event);
    await settle();
  }
  return { actor };
}

/** The page's body with the stand-in checkbox for the ALTCHA widget (which needs the API). */
function DeletionStory({ actor }: { actor: DataDeletionActorRef }) {
  const botCheck = useBotCheckPayload();
  return (
    <BotCheckContext.Provider value={FakeBotCheck}>
      <DataDeletionView actorRef={actor} botCheck={botCheck} />
    </BotCheckContext.Provider>
  );
}

const start = startPoints();

const meta = {
  title: "Tài khoản/Yêu cầu xoá dữ liệu",
  argTypes: start.argTypes,
  decorators: [start.decorator],
  loaders: [deletionActor],
  parameters: { path: "/yeu-cau-xoa-du-lieu" },
  render: (_args, { loaded }) => <DeletionStory actor={loaded.actor as DataDeletionActorRef} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const filled: DeletionEvent[] = [
  { type: "deletion.phone.change", value: "0862223344" },
  { type: "deletion.agree.change", value: true },
];
const sent: DeletionEvent[] = [...filled, { type: "deletion.submit" }];

async function askForCode(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText("Số điện thoại"), "0862223344");
  await userEvent.click(canvas.getByRole("checkbox", { name: /Tôi hiểu rằng/ }));
  await userEvent.click(canvas.getByRole("checkbox", { name: /không phải là người máy/ }));
  await userEvent.click(canvas.getByRole("button", { name: "Gửi mã xác thực" }));
}

async function typeCode(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole("textbox", { name: "Chữ số thứ 1 của mã OTP" }), "1");
  for (const [index, digit] of [..."23456"].entries()) {
    await userEvent.type(canvas.getByRole("textbox", { name: `Chữ số thứ ${index + 2} của mã OTP` }), digit);
  }
  await userEvent.click(canvas.getByRole("button", { name: "Xác nhận" }));
}

export const Form: Story = {
  parameters: { state: "dataDeletion.form.editing" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Yêu cầu xóa dữ liệu" })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Gửi mã xác thực" })).toBeDisabled();
  },
};

/** Phone and confirmation given: the button waits for the bot check. */
export const BotCheckUnsolved: Story = {
  parameters: { state: "dataDeletion.form.editing" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText("Số điện thoại"), "0862223344");
    await userEvent.click(canvas.getByRole("checkbox", { name: /Tôi hiểu rằng/ }));
    await expect(canvas.getByRole("button", { name: "Gửi mã xác thực" })).toBeDisabled();
  },
};

export const Sending: Story = {
  parameters: {
    state: "dataDeletion.form.sending",
    calls: fakeCalls({ send: () => new Promise(() => {}) }),
    steps: sent,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText("Số điện thoại")).toHaveValue("0862223344");
    await expect(canvas.getByRole("button", { name: /Gửi mã xác thực|Đang gửi/ })).toBeDisabled();
  },
};

export const SendFailed: Story = {
  parameters: {
    state: "dataDeletion.form.failed",
    calls: fakeCalls({ send: async () => Promise.reject(new Error("Không thể kết nối đến máy chủ.")) }),
    steps: sent,
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole("dialog", { name: "Thông báo" });
    await expect(dialog).toBeVisible();
  },
};

export const CodeSent: Story = {
  parameters: { state: ["dataDeletion.otp", "otp.session.live.entry.open.editing"] },
  play: async ({ canvasElement }) => {
    await askForCode(canvasElement);
    await expect(await within(canvasElement).findByRole("heading", { name: "Nhập mã xác thực" })).toBeInTheDocument();
  },
};

export const ReferenceNumber: Story = {
  parameters: { state: "dataDeletion.done" },
  play: async ({ canvasElement }) => {
    await askForCode(canvasElement);
    await typeCode(canvasElement);
    await expect(await within(canvasElement).findByText("XD20261122-7KQ4MZ")).toBeInTheDocument();
  },
};

export const Refused: Story = {
  parameters: {
    state: "dataDeletion.form.refused",
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

start.add({
  Form: () => deletionActor({ parameters: { ...meta.parameters, ...Form.parameters } }),
  BotCheckUnsolved: () => deletionActor({ parameters: { ...meta.parameters, ...BotCheckUnsolved.parameters } }),
  Sending: () => deletionActor({ parameters: { ...meta.parameters, ...Sending.parameters } }),
  SendFailed: () => deletionActor({ parameters: { ...meta.parameters, ...SendFailed.parameters } }),
  CodeSent: () => deletionActor({ parameters: { ...meta.parameters, ...CodeSent.parameters } }),
  ReferenceNumber: () => deletionActor({ parameters: { ...meta.parameters, ...ReferenceNumber.parameters } }),
  Refused: () => deletionActor({ parameters: { ...meta.parameters, ...Refused.parameters } }),
  Mobile360: () => deletionActor({ parameters: { ...meta.parameters, ...Mobile360.parameters } }),
});
