import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { FaceCaptureResult } from "../../src/features/loan-ticket/ekyc/face/face-capture";
import { FaceFilePicker } from "../../src/features/loan-ticket/ekyc/face/face-capture-fallback";
import { FaceServicesContext } from "../../src/features/loan-ticket/ekyc/face/face-services";
import { FAKE_CARD_IMAGE, type FakeFaceOptions, fakeFaceServices } from "../../stories/ekyc-face/fake-face-services";

function setup(options: FakeFaceOptions = {}) {
  const onCaptured = vi.fn<(result: FaceCaptureResult) => void>();
  const onUnavailable = vi.fn();
  render(
    <FaceServicesContext value={fakeFaceServices(options)}>
      <FaceFilePicker cardImage={FAKE_CARD_IMAGE} onCaptured={onCaptured} onUnavailable={onUnavailable} />
    </FaceServicesContext>,
  );
  return { onCaptured, onUnavailable, input: screen.getByLabelText("Tải ảnh chân dung lên") };
}

const photo = () => new File(["jpeg"], "selfie.jpg", { type: "image/jpeg" });

describe("FaceFilePicker", () => {
  it("takes a selfie from a file with the same scores as the camera", async () => {
    const { onCaptured, input } = setup({ similarity: 0.64 });
    await userEvent.upload(input, photo());
    expect(await screen.findByText("Đã chụp ảnh khuôn mặt")).toBeInTheDocument();
    expect(onCaptured).toHaveBeenCalledTimes(1);
    expect(onCaptured.mock.calls[0]![0]).toMatchObject({ similarity: 0.64, antispoof: 0.93, liveness: 0.88 });
  });

  it("refuses a file that is not an image", async () => {
    const { onCaptured, input } = setup();
    await userEvent.upload(input, new File(["%PDF"], "cccd.pdf", { type: "application/pdf" }), { applyAccept: false });
    expect(await screen.findByRole("alert")).toHaveTextContent("Tệp đã chọn không phải là ảnh");
    expect(onCaptured).not.toHaveBeenCalled();
  });

  it("refuses an image the browser cannot decode", async () => {
    const { onCaptured, input } = setup({ decode: "error" });
    await userEvent.upload(input, photo());
    expect(await screen.findByRole("alert")).toHaveTextContent("Tệp đã chọn không phải là ảnh");
    expect(onCaptured).not.toHaveBeenCalled();
  });

  it("refuses a photo without exactly one face", async () => {
    const { onCaptured, input } = setup({ selfie: { faces: 0 } });
    await userEvent.upload(input, photo());
    expect(await screen.findByRole("alert")).toHaveTextContent("Không tìm thấy đúng một khuôn mặt trong ảnh");
    expect(onCaptured).not.toHaveBeenCalled();
  });

  it("accepts the photo with null scores when the face model is unavailable", async () => {
    const { onCaptured, onUnavailable, input } = setup({ model: "failed" });
    await userEvent.upload(input, photo());
    await screen.findByText("Đã chụp ảnh khuôn mặt");
    expect(onCaptured.mock.calls[0]![0]).toMatchObject({ similarity: null, antispoof: null, liveness: null });
    expect(onUnavailable).not.toHaveBeenCalled();
  });

  it("says it failed when the analysis fails", async () => {
    const { onCaptured, input } = setup({ selfie: "error" });
    await userEvent.upload(input, photo());
    expect(await screen.findByRole("alert")).toHaveTextContent("Không thành công. Vui lòng thử lại");
    expect(onCaptured).not.toHaveBeenCalled();
  });
});
