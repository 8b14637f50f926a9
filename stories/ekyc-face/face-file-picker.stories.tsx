import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { FaceFilePicker } from "../../src/features/loan-ticket/ekyc/face/face-capture-fallback";
import type { FaceServices } from "../../src/features/loan-ticket/ekyc/face/face-services";
import { FaceServicesContext } from "../../src/features/loan-ticket/ekyc/face/face-services";
import { FAKE_CARD_IMAGE, type FakeFaceOptions, fakeFaceServices } from "./fake-face-services";

/** The selfie from a file (devices without a camera), with fake face services. */
const services = (options: FakeFaceOptions) => async () => ({ services: fakeFaceServices(options) });

const meta = {
  title: "Hồ sơ vay/eKYC: khuôn mặt từ tệp",
  args: { cardImage: FAKE_CARD_IMAGE, onCaptured: fn(), onUnavailable: fn(), disabled: false },
  render: (args, { loaded }) => (
    <div className="container" style={{ maxWidth: 480, margin: "24px auto" }}>
      <FaceServicesContext value={loaded.services as FaceServices}>
        <FaceFilePicker {...args} />
      </FaceServicesContext>
    </div>
  ),
} satisfies Meta<typeof FaceFilePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvas: ReturnType<typeof within>) => canvas.getByLabelText("Tải ảnh chân dung lên");
const photo = () => new File(["jpeg"], "selfie.jpg", { type: "image/jpeg" });

export const Empty: Story = {
  loaders: [services({})],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(input(canvas)).toBeEnabled();
    await expect(canvas.getByText(/Chọn ảnh chụp rõ khuôn mặt/)).toBeInTheDocument();
  },
};

export const Accepted: Story = {
  loaders: [services({})],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(input(canvas), photo());
    await canvas.findByText("Đã chụp ảnh khuôn mặt");
    await expect(args.onCaptured).toHaveBeenCalledWith(expect.objectContaining({ similarity: 0.82 }));
  },
};

export const NotAnImage: Story = {
  loaders: [services({ decode: "error" })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(input(canvas), photo());
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Tệp đã chọn không phải là ảnh");
  },
};

export const NoFace: Story = {
  loaders: [services({ selfie: { faces: 0 } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(input(canvas), photo());
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Không tìm thấy đúng một khuôn mặt trong ảnh");
  },
};

export const Checking: Story = {
  loaders: [services({ selfie: "pending" })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(input(canvas), photo());
    await canvas.findByText("Đang kiểm tra ảnh...");
    await expect(input(canvas)).toBeDisabled();
  },
};
