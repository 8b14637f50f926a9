import type { FaceBox } from "../../src/domain/face-guidance";
import type { FaceAnalysis, FaceDetector } from "../../src/features/loan-ticket/ekyc/face/face-detector";
import { CameraError, type FaceServices, type Still } from "../../src/features/loan-ticket/ekyc/face/face-services";

/** A 640x480 camera frame and a face box in it for each guidance. */
export const FRAME = { width: 640, height: 480 };
export const FACES: Record<"ok" | "small" | "large" | "aside", FaceBox> = {
  ok: { x: 200, y: 120, width: 240, height: 240 },
  small: { x: 280, y: 200, width: 80, height: 80 },
  large: { x: 90, y: 10, width: 460, height: 460 },
  aside: { x: 480, y: 120, width: 240, height: 240 },
};

export interface FakeFaceOptions {
  camera?: "ok" | "no-camera" | "permission-denied" | "pending";
  model?: "ok" | "failed" | "pending";
  /** The faces every video frame shows. */
  faces?: FaceBox[];
  /** What analysing a selfie finds; "error" throws; "pending" never answers. */
  selfie?: Partial<FaceAnalysis> | "error" | "pending";
  /** The descriptor found on the card (null: no face on the card). */
  card?: number[] | null;
  /** The card's face is found only when looking at its portrait region (a small portrait). */
  cardPortraitOnly?: boolean;
  /** What decoding a picked file gives; "error" as for a file that is not an image. */
  decode?: "ok" | "error";
  similarity?: number;
  /** How long the camera looks without a framed face before the step says why (the real default when unset). */
  noFaceHelpMs?: number;
}

export interface FakeFaceServices extends FaceServices {
  /** Changes what the camera shows from the next frame on. */
  show(faces: FaceBox[]): void;
  /** Stills analysed so far, by kind. */
  analysed: string[];
  cameraStopped: () => boolean;
}

const never = <T>() => new Promise<T>(() => {});

function still(kind: "selfie" | "card" | "card-portrait"): Still {
  const frame = document.createElement("canvas");
  frame.dataset.kind = kind;
  return { image: new Blob([kind], { type: "image/jpeg" }), width: 640, height: 480, frame };
}

/** Face services with no model and no camera, for component tests and stories. */
export function fakeFaceServices(options: FakeFaceOptions = {}): FakeFaceServices {
  let faces = options.faces ?? [FACES.ok];
  let stopped = false;
  const analysed: string[] = [];
  const detector: FaceDetector = {
    backend: "fake",
    detect: async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { faces, ...FRAME };
    },
    async analyse(frame) {
      const kind = frame instanceof HTMLCanvasElement ? (frame.dataset.kind ?? "?") : "?";
      analysed.push(kind);
      if (kind === "card" || kind === "card-portrait") {
        const card = options.card === undefined ? [1, 0, 0] : options.card;
        const found = card !== null && (kind === "card-portrait" || !options.cardPortraitOnly);
        return { faces: found ? 1 : 0, antispoof: null, liveness: null, descriptor: found ? card : null };
      }
      if (options.selfie === "error") throw new Error("analyse failed");
      if (options.selfie === "pending") return never();
      return { faces: 1, antispoof: 0.93, liveness: 0.88, descriptor: [1, 0, 0], ...options.selfie };
    },
    similarity: () => options.similarity ?? 0.82,
  };
  return {
    analysed,
    show: (next) => {
      faces = next;
    },
    cameraStopped: () => stopped,
    noFaceHelpMs: options.noFaceHelpMs,
    async loadDetector() {
      if (options.model === "pending") return never();
      if (options.model === "failed") throw new Error("model failed");
      return detector;
    },
    async openCamera() {
      const camera = options.camera ?? "ok";
      if (camera === "pending") return never();
      if (camera !== "ok") throw new CameraError(camera);
      return {
        stream: null,
        stop: () => {
          stopped = true;
        },
      };
    },
    snapshot: async () => still("selfie"),
    async decodeImage(file, region) {
      if (options.decode === "error") throw new Error("not an image");
      if (file.type !== "image/x-card") return still("selfie");
      return still(region ? "card-portrait" : "card");
    },
  };
}

/** A card image as the wizard would pass it (the fake decodes it as the card). */
export const FAKE_CARD_IMAGE = new Blob(["card"], { type: "image/x-card" });
