import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FaceCapture, type FaceCaptureResult } from "../../src/features/loan-ticket/ekyc/face/face-capture";
import { FaceServicesContext } from "../../src/features/loan-ticket/ekyc/face/face-services";
import {
  FACES,
  FAKE_CARD_IMAGE,
  type FakeFaceOptions,
  fakeFaceServices,
} from "../../stories/ekyc-face/fake-face-services";

const TEXT = {
  starting: "Đang khởi động camera...",
  frame: "Vui lòng đưa khuôn mặt vào trong khung hình",
  nearer: "Vui lòng đưa khuôn mặt lại gần hơn",
  farther: "Vui lòng đưa khuôn mặt ra xa hơn",
  ok: "Giữ yên, bạn có thể chụp ảnh",
};

function setup(options: FakeFaceOptions = {}, props: { cardImage?: Blob | null; disabled?: boolean } = {}) {
  const services = fakeFaceServices(options);
  const onCaptured = vi.fn<(result: FaceCaptureResult) => void>();
  const onUnavailable = vi.fn();
  const view = render(
    <FaceServicesContext value={services}>
      <FaceCapture
        cardImage={props.cardImage === undefined ? FAKE_CARD_IMAGE : props.cardImage}
        onCaptured={onCaptured}
        onUnavailable={onUnavailable}
        disabled={props.disabled}
      />
    </FaceServicesContext>,
  );
  return { services, onCaptured, onUnavailable, view };
}

const captureButton = () => screen.getByRole("button", { name: "Chụp ảnh" });

describe("FaceCapture guidance", () => {
  it("says the camera is starting until camera and model are ready", () => {
    setup({ model: "pending" });
    expect(screen.getByRole("status")).toHaveTextContent(TEXT.starting);
    expect(captureButton()).toBeDisabled();
  });

  it("announces the guidance politely and enables capture only when the face is well framed", async () => {
    const { services } = setup({ faces: [] });
    const status = await screen.findByText(TEXT.frame);
    expect(status).toHaveAttribute("aria-live", "polite");
    expect(captureButton()).toBeDisabled();

    services.show([FACES.small]);
    await screen.findByText(TEXT.nearer);
    expect(captureButton()).toBeDisabled();

    services.show([FACES.large]);
    await screen.findByText(TEXT.farther);
    expect(captureButton()).toBeDisabled();

    services.show([FACES.aside]);
    await screen.findByText(TEXT.frame);

    services.show([FACES.ok, FACES.small]);
    await screen.findByText(TEXT.frame);
    expect(captureButton()).toBeDisabled();

    services.show([FACES.ok]);
    await screen.findByText(TEXT.ok);
    expect(captureButton()).toBeEnabled();
  });

  it("keeps capture disabled while the step is disabled", async () => {
    setup({}, { disabled: true });
    await screen.findByText(TEXT.ok);
    expect(captureButton()).toBeDisabled();
  });
});

describe("FaceCapture capture", () => {
  it("gives the selfie with its scores and the similarity to the card's face", async () => {
    const { onCaptured, services } = setup({ similarity: 0.77 });
    await screen.findByText(TEXT.ok);
    await userEvent.click(captureButton());
    await screen.findByText("Đã chụp ảnh khuôn mặt");
    expect(onCaptured).toHaveBeenCalledTimes(1);
    const result = onCaptured.mock.calls[0]![0];
    expect(result).toMatchObject({ width: 640, height: 480, similarity: 0.77, antispoof: 0.93, liveness: 0.88 });
    expect(result.image).toBeInstanceOf(Blob);
    expect(services.analysed).toEqual(expect.arrayContaining(["card", "selfie"]));
  });

  it("looks for the card's face in its portrait region when the whole card shows none", async () => {
    const { onCaptured, services } = setup({ cardPortraitOnly: true, similarity: 0.71 });
    await screen.findByText(TEXT.ok);
    await userEvent.click(captureButton());
    await screen.findByText("Đã chụp ảnh khuôn mặt");
    expect(onCaptured.mock.calls[0]![0].similarity).toBe(0.71);
    expect(services.analysed).toEqual(expect.arrayContaining(["card", "card-portrait"]));
  });

  it("gives a null similarity without a card image", async () => {
    const { onCaptured } = setup({}, { cardImage: null });
    await screen.findByText(TEXT.ok);
    await userEvent.click(captureButton());
    await screen.findByText("Đã chụp ảnh khuôn mặt");
    expect(onCaptured.mock.calls[0]![0].similarity).toBeNull();
  });

  it("gives a null similarity when no face is found on the card or the descriptor model is missing", async () => {
    const noCardFace = setup({ card: null });
    await screen.findByText(TEXT.ok);
    await userEvent.click(captureButton());
    await screen.findByText("Đã chụp ảnh khuôn mặt");
    expect(noCardFace.onCaptured.mock.calls[0]![0].similarity).toBeNull();
    noCardFace.view.unmount();

    const noDescriptor = setup({ selfie: { descriptor: null, antispoof: null, liveness: null } });
    await screen.findByText(TEXT.ok);
    await userEvent.click(captureButton());
    await screen.findByText("Đã chụp ảnh khuôn mặt");
    expect(noDescriptor.onCaptured.mock.calls[0]![0]).toMatchObject({
      similarity: null,
      antispoof: null,
      liveness: null,
    });
  });

  it("lets the person retake the selfie", async () => {
    const { onCaptured } = setup();
    await screen.findByText(TEXT.ok);
    await userEvent.click(captureButton());
    await userEvent.click(await screen.findByRole("button", { name: "Chụp lại" }));
    await screen.findByText(TEXT.ok);
    await userEvent.click(captureButton());
    await screen.findByText("Đã chụp ảnh khuôn mặt");
    expect(onCaptured).toHaveBeenCalledTimes(2);
  });

  it("says the capture failed and goes back to the camera when the analysis fails", async () => {
    const { onCaptured } = setup({ selfie: "error" });
    await screen.findByText(TEXT.ok);
    await userEvent.click(captureButton());
    expect(await screen.findByRole("alert")).toHaveTextContent("Không thành công. Vui lòng thử lại");
    expect(onCaptured).not.toHaveBeenCalled();
  });

  it("does not accept a still in which the analysis finds no single face", async () => {
    const { onCaptured } = setup({ selfie: { faces: 2 } });
    await screen.findByText(TEXT.ok);
    await userEvent.click(captureButton());
    expect(await screen.findByRole("alert")).toHaveTextContent("Không thành công. Vui lòng thử lại");
    expect(onCaptured).not.toHaveBeenCalled();
  });
});

describe("FaceCapture without camera or model", () => {
  it.each([
    ["no-camera", { camera: "no-camera" }, "Không tìm thấy camera trên thiết bị này"],
    ["permission-denied", { camera: "permission-denied" }, "Bạn chưa cho phép truy cập camera"],
    ["model-failed", { model: "failed" }, "Không tải được công cụ nhận diện khuôn mặt"],
  ] as const)("%s: says why, reports it once and offers the file picker", async (reason, options, message) => {
    const { onUnavailable } = setup(options);
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(onUnavailable).toHaveBeenCalledTimes(1);
    expect(onUnavailable).toHaveBeenCalledWith(reason);
    expect(screen.getByLabelText("Tải ảnh chân dung lên")).toHaveAttribute("type", "file");
    expect(screen.queryByRole("button", { name: "Chụp ảnh" })).toBeNull();
  });

  it("releases the camera when the model fails and when the step closes", async () => {
    const failed = setup({ model: "failed" });
    await screen.findByRole("alert");
    expect(failed.services.cameraStopped()).toBe(true);
    failed.view.unmount();

    const closed = setup();
    await screen.findByText(TEXT.ok);
    expect(closed.services.cameraStopped()).toBe(false);
    closed.view.unmount();
    expect(closed.services.cameraStopped()).toBe(true);
  });
});

describe("FaceCapture when the camera frames no face (issue 33 major 2)", () => {
  const HELP = {
    title: "Chưa nhận ra khuôn mặt của bạn",
    light: "quá tối hoặc ngược sáng",
    distance: "cách mặt khoảng 30–40 cm",
  };

  it("after a while with no face at all, says the light is the likely cause and offers the upload", async () => {
    const { onCaptured, onUnavailable } = setup({ faces: [], noFaceHelpMs: 50 });
    const help = await screen.findByRole("alert");
    expect(help).toHaveTextContent(HELP.title);
    expect(help).toHaveTextContent(HELP.light);
    // The camera stays on (a face may still come), and the upload path is there beside it.
    expect(screen.getByRole("button", { name: "Chụp ảnh" })).toBeDisabled();
    await userEvent.upload(
      screen.getByLabelText("Tải ảnh chân dung lên"),
      new File(["selfie"], "selfie.jpg", { type: "image/jpeg" }),
    );
    await vi.waitFor(() => expect(onCaptured).toHaveBeenCalledTimes(1));
    expect(onUnavailable).not.toHaveBeenCalled();
  });

  it("when a face was seen but never framed, says to mind the distance", async () => {
    setup({ faces: [FACES.small], noFaceHelpMs: 200 });
    const help = await screen.findByRole("alert");
    expect(help).toHaveTextContent(HELP.distance);
    expect(help).not.toHaveTextContent(HELP.light);
  });

  it("says nothing more while the face is well framed", async () => {
    setup({ faces: [FACES.ok], noFaceHelpMs: 0 });
    await screen.findByText(TEXT.ok);
    expect(screen.queryByText(HELP.title)).toBeNull();
    expect(screen.queryByLabelText("Tải ảnh chân dung lên")).toBeNull();
  });
});
