import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { type EkycInput, EMPTY_IDENTITY } from "../../machines/ekyc/types";
import { EkycView } from "../../src/features/loan-ticket/ekyc/ekyc-view";
import type { FaceDetector } from "../../src/features/loan-ticket/ekyc/face/face-detector";
import { type FaceServices, FaceServicesContext } from "../../src/features/loan-ticket/ekyc/face/face-services";
import { loadHumanDetector } from "../../src/features/loan-ticket/ekyc/face/human-detector";
import { FaceStep } from "../../src/features/loan-ticket/ekyc/face-step";
import { preloadFaceDetector } from "../../src/features/loan-ticket/ekyc/preload-face-detector";
import { ekycWithFakes } from "../support/ekyc-fakes";
import { createDeferredActors } from "../support/machine-paths";

/**
 * Issue 33 major 2: the face check must start in under 3 s, so the face model loads while the visitor
 * reads the biometric consent ("load the model while the visitor reads the consent"), and the face step
 * then uses that detector instead of loading a second one.
 */

// The real model cannot run here: the loader of the real detector is replaced by a counting fake.
vi.mock("../../src/features/loan-ticket/ekyc/face/human-detector", () => ({ loadHumanDetector: vi.fn() }));

const FRAMED: FaceDetector = {
  backend: "fake",
  detect: async () => ({ faces: [{ x: 200, y: 120, width: 240, height: 240 }], width: 640, height: 480 }),
  analyse: async () => ({ faces: 1, antispoof: 0.9, liveness: 0.9, descriptor: null }),
  similarity: () => 1,
};

const never = <T,>() => new Promise<T>(() => {});
const QUIET_FACE: FaceServices = { loadDetector: never, openCamera: never, snapshot: never, decodeImage: never };

function showEkyc(input: EkycInput, preload: () => void) {
  // The server's calls never answer here: only the screens before them are looked at.
  const actor = createActor(ekycWithFakes(createDeferredActors(), { preloadFaceDetector: preload }), { input });
  actor.start();
  render(
    <FaceServicesContext value={QUIET_FACE}>
      <EkycView actorRef={actor} />
    </FaceServicesContext>,
  );
  return actor;
}

const RESUMED_AT_FACE: EkycInput = {
  ticketCode: "T-1",
  faceRequired: true,
  resume: { docType: "cccd", fields: { ...EMPTY_IDENTITY, idNumber: "001099012345", fullName: "NGUYỄN VĂN A" } },
};

describe("the face model loads while the visitor reads the biometric consent", () => {
  it("starts the preload once when the consent screen opens, not before", () => {
    const preload = vi.fn();
    showEkyc({ ticketCode: "T-1", faceRequired: true }, preload);
    expect(screen.getByRole("group", { name: "Chọn loại giấy tờ tùy thân" })).toBeVisible();
    expect(preload).not.toHaveBeenCalled();
  });

  it("opens the consent with the face model already loading", () => {
    const preload = vi.fn();
    showEkyc(RESUMED_AT_FACE, preload);
    expect(screen.getByRole("heading", { name: "Đồng ý xử lý dữ liệu sinh trắc học" })).toBeVisible();
    expect(preload).toHaveBeenCalledOnce();
  });
});

describe("the face step uses the preloaded detector", () => {
  const load = vi.mocked(loadHumanDetector);
  beforeEach(() => {
    load.mockReset();
    load.mockResolvedValue(FRAMED);
    const stream = { getTracks: () => [] } as unknown as MediaStream;
    vi.stubGlobal("navigator", { ...navigator, mediaDevices: { getUserMedia: vi.fn(async () => stream) } });
    vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("guides the face at once and never loads a second detector", async () => {
    preloadFaceDetector();
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
    await act(async () => {
      render(
        <FaceStep
          cardImage={null}
          unavailable={null}
          busy={false}
          error=""
          popup={false}
          onCaptured={vi.fn()}
          onUnavailable={vi.fn()}
          onRetry={vi.fn()}
          onBack={vi.fn()}
        />,
      );
    });
    expect(await screen.findByText("Giữ yên, bạn có thể chụp ảnh")).toBeVisible();
    expect(screen.getByRole("button", { name: "Chụp ảnh" })).toBeEnabled();
    expect(load).toHaveBeenCalledOnce();
  });
});
