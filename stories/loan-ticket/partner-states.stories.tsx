import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { type LoanTicketActorRef, LoanTicketView } from "../../src/features/loan-ticket/loan-ticket-view";
import { LookupsProvider } from "../../src/features/loan-ticket/lookups";
import { loadAnswers } from "../../tests/machines/loan-ticket-model";
import { startPoints } from "../support/start-from";
import { fakeImage, fakeLookups, wizardAt } from "./fake-wizard";

/**
 * The wizard's screens where the partner answers (issue 17, decision 013): its service before the
 * wizard, its document rules on the ID images, MobiFone's second step after the OTP, then its
 * approval and the SmartCA signature under the loan code. Real machines, fake effects.
 */
const start = startPoints();

const meta = {
  title: "Hồ sơ vay/Đối tác trả lời",
  argTypes: start.argTypes,
  decorators: [start.decorator],
  render: (_args, { loaded }) => (
    <LookupsProvider value={fakeLookups}>
      <LoanTicketView actorRef={loaded.actor as LoanTicketActorRef} />
    </LookupsProvider>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);
const shows = async (element: HTMLElement, text: string | RegExp) =>
  expect(await body(element).findByText(text)).toBeVisible();
const inPopup = async (element: HTMLElement, text: string) => {
  const dialog = await body(element).findByRole("dialog", { name: "Thông báo" });
  await expect(dialog).toHaveTextContent(text);
};

const CLOSED = "Dịch vụ của đối tác hiện tạm ngưng, vui lòng thử lại sau.";
const AGE = "Tuổi của bạn chưa nằm trong độ tuổi đối tác cho vay (18 - 60 tuổi).";
const LOST = "Giấy tờ này đã được báo mất, vui lòng dùng giấy tờ khác.";
const STEP2_REFUSED = "Số điện thoại MobiFone chưa khớp với giấy tờ tùy thân của bạn, hồ sơ chưa thể tiếp tục.";

const pick = { ekyc: { type: "image.pick", image: fakeImage } };
const submit = { ekyc: { type: "image.submit" } };
const toFront = [{ ekyc: { type: "document.next" } }, pick, submit];
const toBack = [...toFront, pick, submit];
const verifyOtp = [{ otp: { type: "otp.change", value: "123456" } }, { otp: { type: "otp.submitted" } }];
const confirm = [{ type: "contract.agree", value: true }, { type: "contract.confirm" }];

export const CheckingService: Story = {
  parameters: { state: "loanTicket.checkingService" },
  loaders: [wizardAt({ service: "pending" })],
  play: async ({ canvasElement }) => shows(canvasElement, "Đang kiểm tra dịch vụ của đối tác..."),
};

export const ServiceCheckFailed: Story = {
  parameters: { state: "loanTicket.serviceCheckFailed" },
  loaders: [wizardAt({ service: new Error("Không thể kết nối đến máy chủ.") })],
  play: async ({ canvasElement }) => inPopup(canvasElement, "Không thể kết nối đến máy chủ."),
};

export const ServiceUnavailable: Story = {
  parameters: { state: "loanTicket.serviceUnavailable" },
  loaders: [wizardAt({ service: { kind: "unavailable", message: CLOSED } })],
  play: async ({ canvasElement }) => {
    await shows(canvasElement, CLOSED);
    await expect(body(canvasElement).getByRole("button", { name: "Thử lại" })).toBeEnabled();
  },
};

export const FrontRuleChecking: Story = {
  parameters: { state: ["loanTicket.identity.running", "ekyc.front.checkingFrontRule"] },
  loaders: [wizardAt({ frontRule: "pending", steps: toFront })],
  play: async ({ canvasElement }) => shows(canvasElement, "Đang kiểm tra điều kiện giấy tờ của đối tác..."),
};

export const FrontRuleRefused: Story = {
  parameters: { state: ["loanTicket.identity.running", "ekyc.front.rejected"] },
  loaders: [wizardAt({ frontRule: { kind: "refused", reasons: [AGE] }, steps: toFront })],
  play: async ({ canvasElement }) => shows(canvasElement, AGE),
};

export const BackRuleChecking: Story = {
  parameters: { state: ["loanTicket.identity.running", "ekyc.back.checkingBackRule"] },
  loaders: [wizardAt({ backRule: "pending", steps: toBack })],
  play: async ({ canvasElement }) => shows(canvasElement, "Đang kiểm tra điều kiện giấy tờ của đối tác..."),
};

export const BackRuleRefused: Story = {
  parameters: { state: ["loanTicket.identity.running", "ekyc.back.rejected"] },
  loaders: [wizardAt({ backRule: { kind: "refused", reasons: [LOST] }, steps: toBack })],
  play: async ({ canvasElement }) => shows(canvasElement, LOST),
};

export const MobifoneStep2: Story = {
  parameters: { state: "loanTicket.otp.mobifoneStep2" },
  loaders: [wizardAt({ load: loadAnswers[2], step2: "pending", steps: verifyOtp })],
  play: async ({ canvasElement }) => shows(canvasElement, "Đang xác minh thuê bao MobiFone của bạn..."),
};

export const MobifoneStep2Failed: Story = {
  parameters: { state: "loanTicket.otp.step2Failed" },
  loaders: [wizardAt({ load: loadAnswers[2], step2: new Error("Đối tác tạm thời không phản hồi."), steps: verifyOtp })],
  play: async ({ canvasElement }) => inPopup(canvasElement, "Đối tác tạm thời không phản hồi."),
};

export const MobifoneStep2Refused: Story = {
  parameters: { state: "loanTicket.otp.step2Refused" },
  loaders: [wizardAt({ load: loadAnswers[2], step2: { kind: "refused", message: STEP2_REFUSED }, steps: verifyOtp })],
  play: async ({ canvasElement }) => inPopup(canvasElement, STEP2_REFUSED),
};

export const AwaitingApproval: Story = {
  parameters: { state: "loanTicket.success.awaitingApproval" },
  loaders: [wizardAt({ load: loadAnswers[3], steps: confirm })],
  play: async ({ canvasElement }) => shows(canvasElement, "Đối tác đang xét duyệt hồ sơ của bạn..."),
};

export const ApprovalWaiting: Story = {
  parameters: { state: "loanTicket.success.waiting" },
  loaders: [wizardAt({ load: loadAnswers[3], approval: { kind: "pending" }, steps: confirm })],
  play: async ({ canvasElement }) => shows(canvasElement, "Đối tác đang xét duyệt hồ sơ của bạn..."),
};

const needsSigning = { kind: "needsSigning" as const, transactionId: "SIM-1234abcd" };

export const SigningRemote: Story = {
  parameters: { state: "loanTicket.success.signingRemote.entering" },
  loaders: [wizardAt({ load: loadAnswers[3], approval: needsSigning, steps: confirm })],
  play: async ({ canvasElement }) => {
    await shows(canvasElement, "Ký hợp đồng từ xa (SmartCA)");
    await expect(body(canvasElement).getByLabelText("Mã xác thực SmartCA")).toBeEnabled();
    await expect(body(canvasElement).getByRole("button", { name: "Ký hợp đồng" })).toBeDisabled();
  },
};

export const SigningWrongCode: Story = {
  parameters: { state: "loanTicket.success.signingRemote.entering" },
  loaders: [
    wizardAt({
      load: loadAnswers[3],
      approval: needsSigning,
      sign: { kind: "wrongCode" },
      steps: [...confirm, { type: "sign.code.change", value: "000000" }, { type: "sign.submit" }],
    }),
  ],
  play: async ({ canvasElement }) =>
    shows(canvasElement, "Mã xác thực SmartCA không đúng, vui lòng kiểm tra và nhập lại."),
};

export const Signing: Story = {
  parameters: { state: "loanTicket.success.signingRemote.signing" },
  loaders: [
    wizardAt({
      load: loadAnswers[3],
      approval: needsSigning,
      sign: "pending",
      steps: [...confirm, { type: "sign.code.change", value: "123456" }, { type: "sign.submit" }],
    }),
  ],
  play: async ({ canvasElement }) =>
    expect(await body(canvasElement).findByRole("button", { name: "Ký hợp đồng" })).toBeDisabled(),
};

export const Signed: Story = {
  parameters: { state: "loanTicket.success.signed" },
  loaders: [
    wizardAt({
      load: loadAnswers[3],
      approval: needsSigning,
      steps: [...confirm, { type: "sign.code.change", value: "123456" }, { type: "sign.submit" }],
    }),
  ],
  play: async ({ canvasElement }) => shows(canvasElement, /Hợp đồng đã được ký thành công/),
};

export const Approved: Story = {
  parameters: { state: "loanTicket.success.approved" },
  loaders: [wizardAt({ load: loadAnswers[3], approval: { kind: "approved" }, steps: confirm })],
  play: async ({ canvasElement }) => shows(canvasElement, "Đối tác đã phê duyệt hồ sơ của bạn."),
};

export const Declined: Story = {
  parameters: { state: "loanTicket.success.declined" },
  loaders: [wizardAt({ load: loadAnswers[3], approval: { kind: "declined" }, steps: confirm })],
  play: async ({ canvasElement }) => shows(canvasElement, "Rất tiếc, đối tác đã từ chối hồ sơ của bạn."),
};
