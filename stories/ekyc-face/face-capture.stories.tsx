import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { FaceCapture } from "../../src/features/loan-ticket/ekyc/face/face-capture";
import type { FaceServices } from "../../src/features/loan-ticket/ekyc/face/face-services";
import { FaceServicesContext } from "../../src/features/loan-ticket/ekyc/face/face-services";
import { FACES, FAKE_CARD_IMAGE, type FakeFaceOptions, fakeFaceServices } from "./fake-face-services";

/**
 * The selfie step of eKYC, one story per state, with fake face services: no model is loaded and
 * no camera is opened (the video area stays dark), the fake detector "sees" the face box each story gives.
 */
const services = (options: FakeFaceOptions) => async () => ({ services: fakeFaceServices(options) });

const meta = {
  title: "Hồ sơ vay/eKYC: chụp khuôn mặt",
  args: { cardImage: FAKE_CARD_IMAGE, onCaptured: fn(), onUnavailable: fn(), disabled: false },
  render: (args, { loaded }) => (
    <div className="container" style={{ maxWidth: 480, margin: "24px auto" }}>
      <FaceServicesContext value={loaded.services as FaceServices}>
        <FaceCapture {...args} />
      </FaceServicesContext>
    </div>
  ),
} satisfies Meta<typeof FaceCapture>;
export default meta;
type Story = StoryObj<typeof meta>;

const captureButton = (canvas: ReturnType<typeof within>) => canvas.getByRole("button", { name: "Chụp ảnh" });

export const Starting: Story = {
  loaders: [services({ model: "pending" })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Đang khởi động camera...");
    await expect(captureButton(canvas)).toBeDisabled();
  },
};

export const NoFaceInFrame: Story = {
  loaders: [services({ faces: [] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Vui lòng đưa khuôn mặt vào trong khung hình");
    await expect(captureButton(canvas)).toBeDisabled();
  },
};

/** Issue 33 major 2: no face for a while (here at once): why, and the upload path beside the camera. */
export const NoFaceForAWhile: Story = {
  loaders: [services({ faces: [], noFaceHelpMs: 0 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const help = await canvas.findByRole("alert");
    await expect(help).toHaveTextContent("quá tối hoặc ngược sáng");
    await expect(canvas.getByLabelText("Tải ảnh chân dung lên")).toHaveAttribute("type", "file");
    await expect(captureButton(canvas)).toBeDisabled();
  },
};

export const FaceNeverFramed: Story = {
  loaders: [services({ faces: [FACES.small], noFaceHelpMs: 100 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const help = await canvas.findByRole("alert", {}, { timeout: 3000 });
    await expect(help).toHaveTextContent("cách mặt khoảng 30–40 cm");
  },
};

export const MoveNearer: Story = {
  loaders: [services({ faces: [FACES.small] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Vui lòng đưa khuôn mặt lại gần hơn");
    await expect(captureButton(canvas)).toBeDisabled();
  },
};

export const MoveFarther: Story = {
  loaders: [services({ faces: [FACES.large] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Vui lòng đưa khuôn mặt ra xa hơn");
    await expect(captureButton(canvas)).toBeDisabled();
  },
};

export const ReadyToCapture: Story = {
  loaders: [services({ faces: [FACES.ok] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Giữ yên, bạn có thể chụp ảnh");
    await expect(captureButton(canvas)).toBeEnabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  loaders: [services({ faces: [FACES.ok] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Giữ yên, bạn có thể chụp ảnh");
    await expect(captureButton(canvas)).toBeDisabled();
  },
};

export const Analysing: Story = {
  loaders: [services({ selfie: "pending" })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Giữ yên, bạn có thể chụp ảnh");
    await userEvent.click(captureButton(canvas));
    await canvas.findByText("Đang kiểm tra ảnh chụp...");
    await expect(captureButton(canvas)).toBeDisabled();
  },
};

export const Captured: Story = {
  loaders: [services({})],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Giữ yên, bạn có thể chụp ảnh");
    await userEvent.click(captureButton(canvas));
    await canvas.findByText("Đã chụp ảnh khuôn mặt");
    await expect(canvas.getByRole("button", { name: "Chụp lại" })).toBeEnabled();
    await expect(args.onCaptured).toHaveBeenCalledWith(
      expect.objectContaining({ similarity: 0.82, antispoof: 0.93, liveness: 0.88 }),
    );
  },
};

export const CaptureFailed: Story = {
  loaders: [services({ selfie: "error" })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("Giữ yên, bạn có thể chụp ảnh");
    await userEvent.click(captureButton(canvas));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Không thành công. Vui lòng thử lại");
  },
};

export const NoCamera: Story = {
  loaders: [services({ camera: "no-camera" })],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Không tìm thấy camera trên thiết bị này");
    await expect(canvas.getByLabelText("Tải ảnh chân dung lên")).toBeInTheDocument();
    await expect(args.onUnavailable).toHaveBeenCalledWith("no-camera");
  },
};

export const PermissionDenied: Story = {
  loaders: [services({ camera: "permission-denied" })],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Bạn chưa cho phép truy cập camera");
    await expect(args.onUnavailable).toHaveBeenCalledWith("permission-denied");
  },
};

export const ModelFailed: Story = {
  loaders: [services({ model: "failed" })],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Không tải được công cụ nhận diện khuôn mặt");
    await expect(args.onUnavailable).toHaveBeenCalledWith("model-failed");
  },
};
