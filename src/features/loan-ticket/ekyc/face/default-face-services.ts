import type { FaceDetector } from "./face-detector";
import { CameraError, type FaceServices, type OpenCamera, type Region, type Still } from "./face-services";
import { loadHumanDetector } from "./human-detector";

/** Long side of a still sent to the server and to the model. */
const MAX_SIDE = 1280;
const JPEG_QUALITY = 0.9;

let detector: Promise<FaceDetector> | null = null;

/** One detector per page; a failed load is forgotten so the next face step tries again. */
function loadDetector(): Promise<FaceDetector> {
  detector ??= loadHumanDetector().catch((error: unknown) => {
    detector = null;
    throw error;
  });
  return detector;
}

function cameraReason(error: unknown): CameraError["reason"] {
  const name = error instanceof DOMException || error instanceof Error ? error.name : "";
  return name === "NotAllowedError" || name === "SecurityError" ? "permission-denied" : "no-camera";
}

async function openCamera(): Promise<OpenCamera> {
  if (!navigator.mediaDevices?.getUserMedia) throw new CameraError("no-camera");
  try {
    const stream = await navigator.mediaDevices.getUserMedia({
      video: { facingMode: "user", width: { ideal: 1280 }, height: { ideal: 720 } },
      audio: false,
    });
    const stop = () => {
      for (const track of stream.getTracks()) track.stop();
    };
    return { stream, stop };
  } catch (error) {
    throw new CameraError(cameraReason(error));
  }
}

const WHOLE: Region = { x: 0, y: 0, width: 1, height: 1 };

async function toStill(source: CanvasImageSource, width: number, height: number, region = WHOLE): Promise<Still> {
  const sw = width * region.width;
  const sh = height * region.height;
  const scale = Math.min(1, MAX_SIDE / Math.max(sw, sh));
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(sw * scale);
  canvas.height = Math.round(sh * scale);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2d canvas");
  context.drawImage(source, width * region.x, height * region.y, sw, sh, 0, 0, canvas.width, canvas.height);
  const image = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("encode failed"))), "image/jpeg", JPEG_QUALITY),
  );
  return { image, width: canvas.width, height: canvas.height, frame: canvas };
}

export const defaultFaceServices: FaceServices = {
  loadDetector,
  openCamera,
  snapshot: (video) => toStill(video, video.videoWidth, video.videoHeight),
  async decodeImage(file, region) {
    const bitmap = await createImageBitmap(file);
    try {
      return await toStill(bitmap, bitmap.width, bitmap.height, region);
    } finally {
      bitmap.close();
    }
  },
};
