import type { FaceMeasure } from "./face-check";
import type { FaceOutcome } from "./provider";

/**
 * The decision over the server's own measures (@vladmandic/human in the worker pool): similarity
 * of the selfie to the card portrait, antispoof (a real face, not a photo of one) and liveness.
 * Whatever the server could not measure goes to manual review: never 'matched' without a score.
 * Same person measures about 0.8, different people about 0.2 (TOOLCHAIN.md).
 */
export const FACE_THRESHOLDS = { similarityMin: 0.5, antispoofMin: 0.5, livenessMin: 0.5 } as const;

export function decideFace(measure: FaceMeasure): FaceOutcome {
  const scores = { similarity: measure.similarity, antispoof: measure.antispoof, liveness: measure.liveness };
  if (measure.antispoof !== null && measure.antispoof < FACE_THRESHOLDS.antispoofMin)
    return { kind: "forgery", scores };
  if (measure.liveness !== null && measure.liveness < FACE_THRESHOLDS.livenessMin) return { kind: "forgery", scores };
  if (measure.undecided !== null || measure.similarity === null) return { kind: "manualReview", scores };
  return measure.similarity < FACE_THRESHOLDS.similarityMin
    ? { kind: "mismatch", scores }
    : { kind: "matched", scores };
}
