import type { JSX } from "react";

export interface FaceCaptureResult {
  image: Blob;
  width: number;
  height: number;
  /** Selfie vs the face on the card, 0..1; null when the descriptor model could not run. */
  similarity: number | null;
  antispoof: number | null;
  liveness: number | null;
}

export type FaceUnavailableReason = "no-camera" | "permission-denied" | "model-failed";

export interface FaceCaptureProps {
  cardImage: Blob | null;
  onCaptured: (result: FaceCaptureResult) => void;
  onUnavailable: (reason: FaceUnavailableReason) => void;
  disabled?: boolean;
}

export type FaceCaptureComponent = (props: FaceCaptureProps) => JSX.Element;
