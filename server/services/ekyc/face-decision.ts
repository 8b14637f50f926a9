import type { FaceOutcome, FaceScores } from "./provider";

/**
 * The default decision over the browser's scores (@vladmandic/human): similarity of the selfie to
 * the card photo, antispoof (a real face, not a photo of one) and liveness. The similarity is a
 * score for review, never the sole proof: below the threshold the customer may retry.
 */
export const FACE_THRESHOLDS = { similarityMin: 0.5, antispoofMin: 0.5, livenessMin: 0.5 } as const;

export function decideFace(scores: FaceScores): FaceOutcome {
  if (scores.antispoof !== null && scores.antispoof < FACE_THRESHOLDS.antispoofMin) return { kind: "forgery" };
  if (scores.liveness !== null && scores.liveness < FACE_THRESHOLDS.livenessMin) return { kind: "forgery" };
  if (scores.similarity === null) return { kind: "manualReview" };
  return scores.similarity < FACE_THRESHOLDS.similarityMin ? { kind: "mismatch" } : { kind: "matched" };
}
