import { faceEngine } from "./face-engine";
import { decodeImage, type ImageMime } from "./image-decode";

/**
 * The server's face comparison (runs in the eKYC worker pool): the selfie's face against the
 * portrait on the stored card front, with @vladmandic/human. Every number here is measured on the
 * server; nothing the browser says is used.
 */

export interface FaceCheckInput {
  selfie: { bytes: Uint8Array; mime: ImageMime };
  card: { bytes: Uint8Array; mime: ImageMime } | null;
}

/** What was measured; null where it could not be (no face, no card). */
export interface FaceMeasure {
  similarity: number | null;
  antispoof: number | null;
  liveness: number | null;
  /** Why the comparison could not be made, when it could not. */
  undecided: "selfieUnreadable" | "noFaceInSelfie" | "noCard" | "noFaceOnCard" | null;
}

export async function measureFace(input: FaceCheckInput): Promise<FaceMeasure> {
  const none = { similarity: null, antispoof: null, liveness: null };
  const selfie = decodeImage(input.selfie.bytes, input.selfie.mime);
  if (!selfie) return { ...none, undecided: "selfieUnreadable" };
  const engine = await faceEngine();
  const person = await engine.read(selfie);
  const scores = { antispoof: person.antispoof, liveness: person.liveness };
  if (!person.embedding) return { ...none, ...scores, undecided: "noFaceInSelfie" };
  const cardImage = input.card ? decodeImage(input.card.bytes, input.card.mime) : null;
  if (!cardImage) return { similarity: null, ...scores, undecided: "noCard" };
  const portrait = await engine.read(cardImage);
  if (!portrait.embedding) return { similarity: null, ...scores, undecided: "noFaceOnCard" };
  return { similarity: engine.similarity(person.embedding, portrait.embedding), ...scores, undecided: null };
}
