import type { FaceCaptureResult } from "./face-capture-types";
import type { FaceAnalysis, FaceDetector } from "./face-detector";
import type { FaceServices, Region, Still } from "./face-services";

/**
 * Where the portrait sits on the front of a chip-based citizen ID card (left part, below the
 * header). On a whole card photo the portrait is small for a selfie-range detector, so it is
 * looked for there when the whole image gives no single face.
 */
export const CARD_PORTRAIT: Region = { x: 0, y: 0.15, width: 0.45, height: 0.85 };

async function descriptorIn(
  services: FaceServices,
  detector: FaceDetector,
  cardImage: Blob,
  region?: Region,
): Promise<number[] | null> {
  const card = await services.decodeImage(cardImage, region);
  const analysis = await detector.analyse(card.frame);
  return analysis.faces === 1 ? analysis.descriptor : null;
}

/**
 * The descriptor of the face on the card image, or null when there is no card, no single face on
 * it or no descriptor model: the comparison is then left to the provider (similarity null).
 */
export async function cardDescriptor(
  services: FaceServices,
  detector: FaceDetector,
  cardImage: Blob | null,
): Promise<number[] | null> {
  if (!cardImage) return null;
  try {
    return (
      (await descriptorIn(services, detector, cardImage)) ??
      (await descriptorIn(services, detector, cardImage, CARD_PORTRAIT))
    );
  } catch {
    return null;
  }
}

/** The scores of a still against the card's descriptor. */
export function scoresOf(
  detector: FaceDetector,
  still: Still,
  analysis: FaceAnalysis,
  card: number[] | null,
): FaceCaptureResult {
  const similarity = card && analysis.descriptor ? detector.similarity(analysis.descriptor, card) : null;
  return {
    image: still.image,
    width: still.width,
    height: still.height,
    similarity,
    antispoof: analysis.antispoof,
    liveness: analysis.liveness,
  };
}
