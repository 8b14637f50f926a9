import type { RgbaImage } from "../../../src/domain/document-image-checks";
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

/** The face model works on far smaller inputs: larger images are averaged down first (memory). */
export const FACE_INPUT_LONG_SIDE = 1280;

/** The image shrunk by a whole factor (the mean of each block) so its long side fits `longSide`. */
export function shrink(image: RgbaImage, longSide = FACE_INPUT_LONG_SIDE): RgbaImage {
  const factor = Math.ceil(Math.max(image.width, image.height) / longSide);
  if (factor <= 1) return image;
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const data = new Uint8Array(width * height * 4);
  const area = factor * factor;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < 4; c++) {
        let sum = 0;
        for (let dy = 0; dy < factor; dy++) {
          const row = ((y * factor + dy) * image.width + x * factor) * 4 + c;
          for (let dx = 0; dx < factor; dx++) sum += image.data[row + dx * 4] ?? 0;
        }
        data[(y * width + x) * 4 + c] = Math.round(sum / area);
      }
    }
  }
  return { width, height, data };
}

function decodeForFace(bytes: Uint8Array, mime: ImageMime): RgbaImage | null {
  const image = decodeImage(bytes, mime);
  return image ? shrink(image) : null;
}

export async function measureFace(input: FaceCheckInput): Promise<FaceMeasure> {
  const none = { similarity: null, antispoof: null, liveness: null };
  const selfie = decodeForFace(input.selfie.bytes, input.selfie.mime);
  if (!selfie) return { ...none, undecided: "selfieUnreadable" };
  const engine = await faceEngine();
  const person = await engine.read(selfie);
  const scores = { antispoof: person.antispoof, liveness: person.liveness };
  if (!person.embedding) return { ...none, ...scores, undecided: "noFaceInSelfie" };
  const cardImage = input.card ? decodeForFace(input.card.bytes, input.card.mime) : null;
  if (!cardImage) return { similarity: null, ...scores, undecided: "noCard" };
  const portrait = await engine.read(cardImage);
  if (!portrait.embedding) return { similarity: null, ...scores, undecided: "noFaceOnCard" };
  return { similarity: engine.similarity(person.embedding, portrait.embedding), ...scores, undecided: null };
}
