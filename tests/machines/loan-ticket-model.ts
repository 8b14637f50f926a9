import type { AnyMachineSnapshot } from "xstate";
import type { EkycOutput } from "../../machines/ekyc/types";
import type {
  ApprovalStatusResult,
  CheckServiceResult,
  ConfirmTicketResult,
  ContractFile,
  LoadTicketResult,
  LoanTicketInput,
  MobifoneStep2Result,
  ProductSummary,
  RequestTicketOtpResult,
  SignRemoteResult,
  TicketDetails,
} from "../../machines/loan-ticket/types";
import type { OtpOutput } from "../../machines/otp/types";
import { ownEvents } from "../support/machine-paths";
import { CARD_FIELDS } from "./ekyc-model";

/** The model of the loanTicket machine shared by its machine test, its view test and the stories. */

export const PRODUCT: ProductSummary = {
  id: "1",
  name: "Vay tiêu dùng tín chấp",
  providerName: "Công ty Tài chính Mẫu",
  minAmount: 5_000_000,
  maxAmount: 50_000_000,
  amountStep: 5_000_000,
  terms: [6, 12, 18, 24],
};

export const VALID_DETAILS: TicketDetails = {
  amount: "20000000",
  term: "12",
  loanPurpose: "Mua sắm tiêu dùng",
  debitMethod: "Tự động trích nợ từ tài khoản",
  totalCapital: "25000000",
  payBackDay: "15",
  paymentType: "bank",
  bankId: "1",
  branchId: "11",
  accountNumber: "0123456789",
  accountHolder: "NGUYEN THI HONG NHUNG",
  postOfficeName: "",
  postHolder: "",
  provinceCode: "01",
  districtCode: "001",
  wardCode: "00001",
  address: "Số 5 ngõ 12 phố Huế",
  refRelationship: "Bố/Mẹ",
  refName: "Nguyễn Văn Bình",
  refPhone: "0912345678",
  refEmail: "",
};

export const IDENTITY: EkycOutput = { docType: "cccd", fields: CARD_FIELDS, face: { review: false } };

const ready = (overrides: Partial<Extract<LoadTicketResult, { kind: "ready" }>> = {}): LoadTicketResult => ({
  kind: "ready",
  ticketCode: "LT000001",
  product: PRODUCT,
  faceRequired: true,
  policyChanged: false,
  draft: null,
  ...overrides,
});
const draft = (stage: "details" | "otp" | "contract") => ({
  stage,
  identity: IDENTITY,
  details: VALID_DETAILS,
  email: "",
});

export const loadAnswers: LoadTicketResult[] = [
  ready(),
  ready({ draft: draft("details") }),
  ready({ draft: draft("otp") }),
  ready({ draft: draft("contract") }),
  ready({ policyChanged: true, draft: draft("details") }),
  { kind: "unavailable", message: "Sản phẩm không tồn tại hoặc đã ngừng cung cấp." },
];
export const otpAnswers: RequestTicketOtpResult[] = [
  { kind: "sent", phone: "0987654321", transactionId: "tx-1", resendsLeft: 3 },
  { kind: "refused", message: "Bạn đã yêu cầu mã OTP quá nhiều lần. Vui lòng thử lại sau." },
];
export const otpOutputs: OtpOutput[] = [
  { status: "verified", data: null },
  { status: "abandoned", destination: "home" },
];
export const CONTRACT: ContractFile = { name: "LT000001", type: "pdf", email: "khachhang@example.com" };
export const confirmAnswers: ConfirmTicketResult[] = [
  { kind: "confirmed", loanCode: "LT000001" },
  { kind: "refused", message: "Hồ sơ không ở bước có thể thực hiện thao tác này." },
];

export const serviceAnswers: CheckServiceResult[] = [
  { kind: "available" },
  { kind: "unavailable", message: "Dịch vụ của đối tác hiện tạm ngưng, vui lòng thử lại sau." },
];
export const step2Answers: MobifoneStep2Result[] = [
  { kind: "accepted" },
  {
    kind: "refused",
    message: "Số điện thoại MobiFone chưa khớp với giấy tờ tùy thân của bạn, hồ sơ chưa thể tiếp tục.",
  },
];
export const approvalAnswers: ApprovalStatusResult[] = [
  { kind: "pending" },
  { kind: "needsSigning", transactionId: "SIM-1234abcd" },
  { kind: "approved" },
  { kind: "declined" },
  { kind: "signed" },
];
export const signAnswers: SignRemoteResult[] = [{ kind: "signed" }, { kind: "wrongCode" }];

const done = (id: string, outputs: unknown[]) => outputs.map((output) => ({ type: `xstate.done.actor.${id}`, output }));
const error = (id: string) => [{ type: `xstate.error.actor.${id}`, error: new Error("Mất kết nối") }];

export const payloads = {
  "details.change": [{ type: "details.change", field: "bankId", value: "2" }],
  "details.field.left": [{ type: "details.field.left", field: "bankId" }],
  "contract.agree": [
    { type: "contract.agree", value: true },
    { type: "contract.agree", value: false },
  ],
  "sign.code.change": [
    { type: "sign.code.change", value: "12" },
    { type: "sign.code.change", value: "123456" },
  ],
  "email.change": [
    { type: "email.change", value: "sai-email" },
    { type: "email.change", value: "khachhang@example.com" },
  ],
  "xstate.done.actor.loadTicket": done("loadTicket", loadAnswers),
  "xstate.error.actor.loadTicket": error("loadTicket"),
  "xstate.done.actor.deleteDraft": done("deleteDraft", [undefined]),
  "xstate.error.actor.deleteDraft": error("deleteDraft"),
  "xstate.done.actor.ekyc": done("ekyc", [IDENTITY]),
  "xstate.done.actor.saveDraft": done("saveDraft", [undefined]),
  "xstate.error.actor.saveDraft": error("saveDraft"),
  "xstate.done.actor.requestOtp": done("requestOtp", otpAnswers),
  "xstate.error.actor.requestOtp": error("requestOtp"),
  "xstate.done.actor.otp": done("otp", otpOutputs),
  "xstate.done.actor.prepareContract": done("prepareContract", [CONTRACT]),
  "xstate.error.actor.prepareContract": error("prepareContract"),
  "xstate.done.actor.confirmTicket": done("confirmTicket", confirmAnswers),
  "xstate.error.actor.confirmTicket": error("confirmTicket"),
  "xstate.done.actor.checkService": done("checkService", serviceAnswers),
  "xstate.error.actor.checkService": error("checkService"),
  "xstate.done.actor.mobifoneStep2": done("mobifoneStep2", step2Answers),
  "xstate.error.actor.mobifoneStep2": error("mobifoneStep2"),
  "xstate.done.actor.approvalStatus": done("approvalStatus", approvalAnswers),
  "xstate.error.actor.approvalStatus": error("approvalStatus"),
  "xstate.done.actor.signRemote": done("signRemote", signAnswers),
  "xstate.error.actor.signRemote": error("signRemote"),
};

/** In-flight states only take the answer; elsewhere people act. */
export function loanTicketEvents(snapshot: AnyMachineSnapshot) {
  const events = ownEvents(snapshot, payloads);
  if (snapshot.hasTag("busy")) return events.filter((event) => event.type.startsWith("xstate."));
  return events;
}

export const input: LoanTicketInput = { productId: "1", ticketCode: null };
