import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import type { FaceServices } from "../../src/features/loan-ticket/ekyc/face/face-services";
import { FaceServicesContext } from "../../src/features/loan-ticket/ekyc/face/face-services";
import { FaceStep } from "../../src/features/loan-ticket/ekyc/face-step";
import { t } from "../../src/i18n/t";
import { FACES, FAKE_CARD_IMAGE, type FakeFaceOptions, fakeFaceServices } from "../ekyc-face/fake-face-services";

/**
 * The wizard's face step: the camera with guidance, the file instead of the camera with the reason
 * (no camera, permission refused, model not loaded), the upload in flight and a refused selfie.
 * Fake face services: no model loads and no camera opens.
 */
const services = (options: FakeFaceOptions) => async () => ({ services: fakeFaceServices(options) });

const meta = {
  title: "Hồ sơ vay/eKYC: bước khuôn mặt",
  args: {
    cardImage: FAKE_CARD_IMAGE,
    unavailable: null,
    busy: false,
    error: "",
    popup: false,
    onCaptured: fn(),
    onUnavailable: fn(),
    onRetry: fn(),
    onBack: fn(),
  },
  loaders: [services({ faces: [FACES.ok] })],
  render: (args, { loaded }) => (
    <div className="container" style={{ maxWidth: 560, margin: "24px auto" }}>
      <FaceServicesContext value={loaded.services as FaceServices}>
        <FaceStep {...args} />
      </FaceServicesContext>
    </div>
  ),
} satisfies Meta<typeof FaceStep>;
export default meta;
type Story = StoryObj<typeof meta>;

const filePicker = (canvas: ReturnType<typeof within>) => canvas.findByLabelText("Tải ảnh chân dung lên");

export const Camera: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Giữ yên, bạn có thể chụp ảnh");
    await expect(canvas.getByRole("button", { name: "Chụp ảnh" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Quay lại" })).toBeEnabled();
  },
};

export const NoCamera: Story = {
  args: { unavailable: "no-camera" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(t("selfie_no_camera"));
    await expect(await filePicker(canvas)).toBeInTheDocument();
  },
};

export const PermissionDenied: Story = {
  args: { unavailable: "permission-denied" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(t("selfie_permission_denied"));
    await expect(await filePicker(canvas)).toBeInTheDocument();
  },
};

export const ModelFailed: Story = {
  args: { unavailable: "model-failed" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(t("selfie_model_failed"));
    await expect(await filePicker(canvas)).toBeInTheDocument();
  },
};

export const Uploading: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Đang xác thực khuôn mặt...");
    await expect(canvas.getByRole("button", { name: "Quay lại" })).toBeDisabled();
  },
};

export const FaceMismatch: Story = {
  args: { error: t("face_not_match") },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(t("face_not_match"));
    await expect(canvas.queryByRole("button", { name: "Chụp ảnh" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Chụp lại" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
