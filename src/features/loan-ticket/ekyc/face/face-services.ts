import { createContext, useContext } from "react";
import type { FaceDetector, FaceFrame } from "./face-detector";

/** Why the camera cannot be used; mirrors FaceUnavailableReason without the model case. */
export class CameraError extends Error {
  constructor(readonly reason: "no-camera" | "permission-denied") {
    super(reason);
    this.name = "CameraError";
  }
}

/** An open camera: the stream to show (null for a fake camera) and how to release it. */
export interface OpenCamera {
  stream: MediaStream | null;
  stop(): void;
}

/** A part of an image, as shares (0..1) of its width and height. */
export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A still image ready to upload (JPEG), with a frame the detector can read. */
export interface Still {
  image: Blob;
  width: number;
  height: number;
  frame: FaceFrame;
}

/**
 * Everything the face step touches outside React: the model, the camera and image decoding.
 * The defaults (default-face-services.ts) are the real ones; tests and stories provide fakes
 * through FaceServicesContext, so they run with no model and no camera.
 */
export interface FaceServices {
  loadDetector(): Promise<FaceDetector>;
  /** Opens the front camera; rejects with CameraError. */
  openCamera(): Promise<OpenCamera>;
  /** The current video frame as a still. */
  snapshot(video: HTMLVideoElement): Promise<Still>;
  /**
   * A picked file or the card image as a still, downscaled (long side at most 1280 px); with
   * `region` (shares 0..1 of the image) only that part of it.
   */
  decodeImage(file: Blob, region?: Region): Promise<Still>;
  /** How long the camera may look without a framed face before the step says why (default NO_FACE_HELP_MS). */
  noFaceHelpMs?: number;
}

export const FaceServicesContext = createContext<FaceServices | null>(null);

/** The injected services, else the real ones (loaded lazily by the caller). */
export function useInjectedFaceServices(): FaceServices | null {
  return useContext(FaceServicesContext);
}
