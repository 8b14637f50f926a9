import type { FaceBox } from "../../../../domain/face-guidance";

/** Anything a detector can look at: a live video, a drawn canvas or a decoded image. */
export type FaceFrame = HTMLVideoElement | HTMLCanvasElement | ImageBitmap;

/** The faces found in one frame, with the frame's size in pixels (boxes are in the same pixels). */
export interface FaceDetection {
  faces: FaceBox[];
  width: number;
  height: number;
}

/** Scores of the one face of a still image; null where the model could not run. */
export interface FaceAnalysis {
  faces: number;
  /** 0..1, higher means a real face (not a photo of a photo or a screen). */
  antispoof: number | null;
  /** 0..1, higher means a live person. */
  liveness: number | null;
  /** The face descriptor for comparison, null when the descriptor model is unavailable. */
  descriptor: number[] | null;
}

/**
 * What the face step needs from a face model. The real one wraps @vladmandic/human
 * (human-detector.ts); tests and stories inject a fake through FaceServicesContext.
 */
export interface FaceDetector {
  /** Where the model runs (e.g. the tfjs backend), for diagnostics. */
  backend?: string;
  /** Fast: the detector alone, run on every video frame for the guidance. */
  detect(frame: FaceFrame): Promise<FaceDetection>;
  /** Slower: antispoof, liveness and the descriptor of a still image. */
  analyse(frame: FaceFrame): Promise<FaceAnalysis>;
  /** 0..1 similarity of two descriptors. */
  similarity(a: number[], b: number[]): number;
}
