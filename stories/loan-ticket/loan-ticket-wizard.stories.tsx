import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { type FaceServices, FaceServicesContext } from "../../src/features/loan-ticket/ekyc/face/face-services";
import { type LoanTicketActorRef, LoanTicketView } from "../../src/features/loan-ticket/loan-ticket-view";
import { LookupsProvider } from "../../src/features/loan-ticket/lookups";
import { IDENTITY, loadAnswers, PRODUCT, VALID_DETAILS } from "../../tests/machines/loan-ticket-model";
import { FACES, fakeFaceServices } from "../ekyc-face/fake-face-services";
import { startPoints } from "../support/start-from";
import { fakeImage, fakeLookups, wizardAt } from "./fake-wizard";

/** One story per screen and error of the loan-ticket wizard, each a real machine driven by fake effects. */
const start = startPoints();

const meta = {
  title: "Hồ sơ vay/Trình tự hồ sơ",
  argTypes: start.argTypes,
  decorators: [start.decorator],
  loaders: [async () => ({ faceServices: fakeFaceServices({ faces: [FACES.ok] }) })],
  render: (_args, { loaded }) => (
    <LookupsProvider value={fakeLookups}>
      <FaceServicesContext value={loaded.faceServices as FaceServices}>
        <LoanTicketView actorRef={loaded.actor as LoanTicketActorRef} />
      </FaceServicesContext>
    </LookupsProvider>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const canvasOf = (element: HTMLElement) => within(element);
const pick = { ekyc: { type: "image.pick", image: fakeImage } };
const submit = { ekyc: { type: "image.submit" } };
const toFront = [{ ekyc: { type: "document.next" } }];
const toReview = [...toFront, pick, submit, pick, submit];

export const Loading: Story = {
  parameters: { state: "loanTicket.loading" },
  loaders: [wizardAt({ load: "pending" })],
  play: async ({ canvasElement }) => {
    await expect(await canvasOf(canvasElement).findByText("Đang tải thông tin sản phẩm...")).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { state: "loanTicket.loadFailed" },
  loaders: [wizardAt({ load: new Error("Không thể kết nối đến máy chủ.") })],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText("Không thể kết nối đến máy chủ.")).toBeVisible();
  },
};

export const PolicyChanged: Story = {
  parameters: { state: "loanTicket.policyChanged" },
  loaders: [wizardAt({ load: loadAnswers[4] })],
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(await canvas.findByText("Chính sách sản phẩm đã được cập nhật. Vui lòng đăng ký lại.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Đăng ký lại" })).toBeEnabled();
  },
};

export const DocumentType: Story = {
  parameters: { state: ["loanTicket.identity.running", "ekyc.document"] },
  loaders: [wizardAt({})],
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(await canvas.findByRole("radio", { name: "Căn cước công dân gắn chip" })).toBeChecked();
    await expect(canvas.getByText(/Bước 1\/5/)).toBeVisible();
  },
};

export const FrontChosen: Story = {
  parameters: { state: ["loanTicket.identity.running", "ekyc.front.editing"] },
  loaders: [wizardAt({ steps: [...toFront, pick] })],
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Ảnh mặt trước giấy tờ" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Tiếp tục" })).toBeEnabled();
  },
};

export const FrontReading: Story = {
  parameters: { state: ["loanTicket.identity.running", "ekyc.front.reading"] },
  loaders: [wizardAt({ readFront: "pending", steps: [...toFront, pick, submit] })],
  play: async ({ canvasElement }) => {
    await expect(await canvasOf(canvasElement).findByText("Đang đọc thông tin giấy tờ...")).toBeVisible();
  },
};

const rejected = (code: string, text: string, side: "front" | "back"): Story => ({
  parameters: { state: ["loanTicket.identity.running", `ekyc.${side}.rejected`] },
  loaders: [
    wizardAt(
      side === "front"
        ? { readFront: { kind: "rejected", code }, steps: [...toFront, pick, submit] }
        : { readBack: { kind: "rejected", code }, steps: [...toFront, pick, submit, pick, submit] },
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(await canvasOf(canvasElement).findByText(text)).toBeVisible();
  },
});

export const FrontBlurred = rejected("022", "Ảnh giấy tờ bị mờ. Vui lòng chụp lại rõ nét hơn.", "front");
export const FrontTooFar = rejected("458", "Giấy tờ ở quá xa. Vui lòng đưa giấy tờ lại gần hơn.", "front");
export const FrontWrongFormat = rejected("453", "Sai định dạng ảnh. Vui lòng chụp lại.", "front");
export const FrontNotRecognised = rejected("404", "Không nhận dạng được ảnh. Vui lòng chụp lại.", "front");
export const BackCropped = rejected("019", "Ảnh giấy tờ bị mất góc. Vui lòng chụp đủ 4 góc giấy tờ.", "back");
export const BackWrongType = rejected("455", "Sai loại giấy tờ. Vui lòng chụp đúng loại giấy tờ được yêu cầu.", "back");
export const UnknownCode = rejected("999", "Không thành công. Vui lòng thử lại.", "front");

export const ReviewPrefilled: Story = {
  parameters: { state: ["loanTicket.identity.running", "ekyc.review.editing"] },
  loaders: [wizardAt({ steps: toReview })],
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(await canvas.findByLabelText("Họ và tên")).toHaveValue("Nguyễn Thị Hồng Nhung");
    await expect(canvas.getByLabelText("Số giấy tờ")).toHaveValue("001090012345");
  },
};

export const ReviewIdMismatch: Story = {
  parameters: { state: ["loanTicket.identity.running", "ekyc.review.rejected"] },
  loaders: [
    wizardAt({ check: { kind: "rejected", code: "023" }, steps: [...toReview, { ekyc: { type: "review.submit" } }] }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(await canvas.findByText("Thông tin địa chỉ và số giấy tờ tùy thân không khớp nhau.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Chụp lại giấy tờ" })).toBeVisible();
  },
};

const faceRefused = (kind: "mismatch" | "forgery", text: string): Story => ({
  parameters: { state: ["loanTicket.identity.running", "ekyc.face.rejected"] },
  loaders: [
    wizardAt({
      face: { kind },
      steps: [
        ...toReview,
        { ekyc: { type: "review.submit" } },
        { ekyc: { type: "consent.agree" } },
        {
          ekyc: {
            type: "face.captured",
            capture: { image: fakeImage, similarity: 0.2, antispoof: 0.1, liveness: 0.5 },
          },
        },
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(await canvas.findByText(text)).toBeVisible();
    await expect(canvas.getByText(/Bước 2\/5/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Chụp lại" })).toBeVisible();
  },
});
const captured = {
  ekyc: { type: "face.captured", capture: { image: fakeImage, similarity: 0.9, antispoof: 0.9, liveness: 0.9 } },
};
const toFace = [...toReview, { ekyc: { type: "review.submit" } }, { ekyc: { type: "consent.agree" } }];
const ekycState = (state: string) => ["loanTicket.identity.running", `ekyc.${state}`];
const busyText = (canvasElement: HTMLElement, text: string | RegExp) =>
  expect(within(canvasElement.ownerDocument.body).findByText(text)).resolves.toBeVisible();
const popup = async (canvasElement: HTMLElement, text: string) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "Thông báo" });
  await expect(dialog).toHaveTextContent(text);
};

export const FaceMismatch = faceRefused("mismatch", "Khuôn mặt không khớp với ảnh trên giấy tờ tùy thân.");
export const FaceForgery = faceRefused("forgery", "Khuôn mặt có dấu hiệu giả mạo. Vui lòng thử lại.");

export const Details: Story = {
  parameters: { state: "loanTicket.details.editing" },
  loaders: [wizardAt({ load: loadAnswers[1] })],
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(await canvas.findByLabelText("Tổng vốn sử dụng (VND)")).toHaveValue(VALID_DETAILS.totalCapital);
    await expect(canvas.getByText(/Bước 3\/5/)).toBeVisible();
  },
};

export const DetailsErrors: Story = {
  parameters: { state: "loanTicket.details.editing" },
  loaders: [
    wizardAt({
      load: {
        kind: "ready",
        ticketCode: "LT000001",
        product: PRODUCT,
        faceRequired: false,
        policyChanged: false,
        draft: { stage: "details", identity: IDENTITY, details: null, email: "" },
      },
      steps: [{ type: "details.submit" }],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(await canvas.findByText("Vui lòng nhập tổng vốn sử dụng")).toBeVisible();
    await expect(canvas.getByText("Vui lòng nhập ngày trả nợ hàng tháng")).toBeVisible();
    await expect(canvas.getByText(/Bước 2\/4/)).toBeVisible();
  },
};

export const Otp: Story = {
  parameters: { state: ["loanTicket.otp.entering", "otp.session.live.entry.open.editing"] },
  loaders: [wizardAt({ load: loadAnswers[2] })],
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Xác thực hồ sơ bằng mã OTP" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Chữ số thứ 1 của mã OTP" })).toBeVisible();
  },
};

export const OtpRefused: Story = {
  parameters: { state: "loanTicket.otp.refused" },
  loaders: [
    wizardAt({ load: loadAnswers[2], otp: { kind: "refused", message: "Bạn đã yêu cầu mã OTP quá nhiều lần." } }),
  ],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText("Bạn đã yêu cầu mã OTP quá nhiều lần.")).toBeVisible();
  },
};

export const Contract: Story = {
  parameters: { state: "loanTicket.contract.review" },
  loaders: [wizardAt({ load: loadAnswers[3] })],
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(await canvas.findByRole("link", { name: "Tải hợp đồng (PDF)" })).toHaveAttribute(
      "href",
      "/api/v1/downloadFile/LT000001/pdf",
    );
    await expect(canvas.getByLabelText("Email nhận hợp đồng")).toHaveValue("khachhang@example.com");
    await expect(canvas.getByRole("button", { name: "Xác nhận hợp đồng" })).toBeDisabled();
  },
};

export const ConfirmRefused: Story = {
  parameters: { state: "loanTicket.contract.confirmFailed" },
  loaders: [
    wizardAt({
      load: loadAnswers[3],
      confirm: { kind: "refused", message: "Hồ sơ không ở bước có thể thực hiện thao tác này." },
      steps: [{ type: "contract.agree", value: true }, { type: "contract.confirm" }],
    }),
  ],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText("Hồ sơ không ở bước có thể thực hiện thao tác này.")).toBeVisible();
  },
};

export const Success: Story = {
  parameters: { state: "loanTicket.success" },
  loaders: [
    wizardAt({ load: loadAnswers[3], steps: [{ type: "contract.agree", value: true }, { type: "contract.confirm" }] }),
  ],
  play: async ({ canvasElement }) => {
    await expect(await canvasOf(canvasElement).findByText(/Mã khoản vay của bạn là HSABC1234567/)).toBeVisible();
  },
};

export const Unavailable: Story = {
  parameters: { state: "loanTicket.unavailable" },
  loaders: [wizardAt({ load: loadAnswers[5] })],
  play: async ({ canvasElement }) => {
    await busyText(canvasElement, "Sản phẩm không tồn tại hoặc đã ngừng cung cấp.");
  },
};

export const Restarting: Story = {
  parameters: { state: "loanTicket.restarting" },
  loaders: [wizardAt({ load: loadAnswers[4], deleteDraft: "pending", steps: [{ type: "draft.restart" }] })],
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(await canvas.findByRole("button", { name: /Đăng ký lại|Đang/ })).toBeDisabled();
  },
};

export const BackChosen: Story = {
  parameters: { state: ekycState("back.editing") },
  loaders: [wizardAt({ steps: [...toFront, pick, submit, pick] })],
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Ảnh mặt sau giấy tờ" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Tiếp tục" })).toBeEnabled();
  },
};

export const BackReading: Story = {
  parameters: { state: ekycState("back.reading") },
  loaders: [wizardAt({ readBack: "pending", steps: [...toFront, pick, submit, pick, submit] })],
  play: async ({ canvasElement }) => {
    await busyText(canvasElement, "Đang đọc thông tin giấy tờ...");
  },
};

export const ReviewChecking: Story = {
  parameters: { state: ekycState("review.checking") },
  loaders: [wizardAt({ check: "pending", steps: toFace })],
  play: async ({ canvasElement }) => {
    await expect(await canvasOf(canvasElement).findByLabelText("Họ và tên")).toHaveValue("Nguyễn Thị Hồng Nhung");
  },
};

export const FaceCapturing: Story = {
  parameters: { state: ekycState("face.capturing") },
  loaders: [wizardAt({ steps: toFace })],
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(await canvas.findByText(/Bước 2\/5/)).toBeVisible();
    // the fake camera and model start in the background: wait for the capture button
    await expect(await canvas.findByRole("button", { name: "Chụp ảnh" }, { timeout: 10_000 })).toBeVisible();
  },
};

export const FaceUploading: Story = {
  parameters: { state: ekycState("face.uploading") },
  loaders: [wizardAt({ face: "pending", steps: [...toFace, captured] })],
  play: async ({ canvasElement }) => {
    await busyText(canvasElement, "Đang xác thực khuôn mặt...");
  },
};

export const FaceFailed: Story = {
  parameters: { state: ekycState("face.failed") },
  loaders: [wizardAt({ face: new Error("Không thể kết nối đến máy chủ."), steps: [...toFace, captured] })],
  play: async ({ canvasElement }) => {
    await popup(canvasElement, "Không thể kết nối đến máy chủ.");
  },
};

export const IdentitySaving: Story = {
  parameters: { state: "loanTicket.identity.saving" },
  loaders: [wizardAt({ save: "pending", steps: [...toFace, captured] })],
  play: async ({ canvasElement }) => {
    const canvas = canvasOf(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Đăng ký khoản vay" })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector("[aria-busy='true']")).not.toBeNull());
  },
};

export const IdentitySaveFailed: Story = {
  parameters: { state: "loanTicket.identity.saveFailed" },
  loaders: [wizardAt({ save: new Error("Không lưu được hồ sơ."), steps: [...toFace, captured] })],
  play: async ({ canvasElement }) => {
    await popup(canvasElement, "Không lưu được hồ sơ.");
  },
};

export const DetailsSaving: Story = {
  parameters: { state: "loanTicket.details.saving" },
  loaders: [wizardAt({ load: loadAnswers[1], save: "pending", steps: [{ type: "details.submit" }] })],
  play: async ({ canvasElement }) => {
    await expect(await canvasOf(canvasElement).findByLabelText("Tổng vốn sử dụng (VND)")).toBeVisible();
  },
};

export const DetailsSaveFailed: Story = {
  parameters: { state: "loanTicket.details.saveFailed" },
  loaders: [
    wizardAt({ load: loadAnswers[1], save: new Error("Không lưu được hồ sơ."), steps: [{ type: "details.submit" }] }),
  ],
  play: async ({ canvasElement }) => {
    await popup(canvasElement, "Không lưu được hồ sơ.");
  },
};

export const OtpRequesting: Story = {
  parameters: { state: "loanTicket.otp.requesting" },
  loaders: [wizardAt({ load: loadAnswers[2], otp: "pending" })],
  play: async ({ canvasElement }) => {
    await expect(await canvasOf(canvasElement).findByText(/Bước/)).toBeVisible();
  },
};

export const OtpRequestFailed: Story = {
  parameters: { state: "loanTicket.otp.requestFailed" },
  loaders: [wizardAt({ load: loadAnswers[2], otp: new Error("Không gửi được mã.") })],
  play: async ({ canvasElement }) => {
    await popup(canvasElement, "Không gửi được mã.");
  },
};

export const ContractPreparing: Story = {
  parameters: { state: "loanTicket.contract.preparing" },
  loaders: [wizardAt({ load: loadAnswers[3], contract: "pending" })],
  play: async ({ canvasElement }) => {
    await expect(await canvasOf(canvasElement).findByText(/Bước/)).toBeVisible();
  },
};

export const ContractPrepareFailed: Story = {
  parameters: { state: "loanTicket.contract.prepareFailed" },
  loaders: [wizardAt({ load: loadAnswers[3], contract: new Error("Không tạo được hợp đồng.") })],
  play: async ({ canvasElement }) => {
    await popup(canvasElement, "Không tạo được hợp đồng.");
  },
};

export const ContractConfirming: Story = {
  parameters: { state: "loanTicket.contract.confirming" },
  loaders: [
    wizardAt({
      load: loadAnswers[3],
      confirm: "pending",
      steps: [{ type: "contract.agree", value: true }, { type: "contract.confirm" }],
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(await canvasOf(canvasElement).findByRole("link", { name: "Tải hợp đồng (PDF)" })).toBeVisible();
  },
};

start.add({
  Loading,
  LoadFailed,
  PolicyChanged,
  DocumentType,
  FrontChosen,
  FrontReading,
  FrontBlurred,
  FrontTooFar,
  FrontWrongFormat,
  FrontNotRecognised,
  BackCropped,
  BackWrongType,
  UnknownCode,
  ReviewPrefilled,
  ReviewIdMismatch,
  FaceMismatch,
  FaceForgery,
  Details,
  DetailsErrors,
  Otp,
  OtpRefused,
  Contract,
  ConfirmRefused,
  Success,
  Unavailable,
  Restarting,
  BackChosen,
  BackReading,
  ReviewChecking,
  FaceCapturing,
  FaceUploading,
  FaceFailed,
  IdentitySaving,
  IdentitySaveFailed,
  DetailsSaving,
  DetailsSaveFailed,
  OtpRequesting,
  OtpRequestFailed,
  ContractPreparing,
  ContractPrepareFailed,
  ContractConfirming,
});

/** The sidebar lists the wizard's stories in the order a borrower meets them. */
export const __namedExportsOrder = [
  "Loading",
  "LoadFailed",
  "PolicyChanged",
  "DocumentType",
  "FrontChosen",
  "FrontReading",
  "FrontBlurred",
  "FrontTooFar",
  "FrontWrongFormat",
  "FrontNotRecognised",
  "BackChosen",
  "BackReading",
  "BackCropped",
  "BackWrongType",
  "UnknownCode",
  "ReviewPrefilled",
  "ReviewChecking",
  "ReviewIdMismatch",
  "FaceCapturing",
  "FaceUploading",
  "FaceFailed",
  "FaceMismatch",
  "FaceForgery",
  "IdentitySaving",
  "IdentitySaveFailed",
  "Details",
  "DetailsErrors",
  "DetailsSaving",
  "DetailsSaveFailed",
  "OtpRequesting",
  "OtpRequestFailed",
  "Otp",
  "OtpRefused",
  "ContractPreparing",
  "ContractPrepareFailed",
  "Contract",
  "ContractConfirming",
  "ConfirmRefused",
  "Success",
  "Unavailable",
  "Restarting",
];
