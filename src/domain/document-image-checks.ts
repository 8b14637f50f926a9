/**
 * Pure checks over an RGBA image of an identity document, usable in Node and in the browser.
 * They give the SPEC.md section 8 codes: 458 too far (tiny image, or a card that fills too little of
 * it), 022 blurred (low Laplacian variance), 019 cropped corners (the card the QR implies does not
 * fit in the image). Thresholds are calibrated by tests/domain/document-image-checks.test.ts on
 * generated cards (tests/support/card-image.ts).
 */

export interface RgbaImage {
  width: number;
  height: number;
  /** width * height * 4 bytes, RGBA. */
  data: Uint8Array | Uint8ClampedArray;
}

/** An axis-aligned box in image pixels (the QR code's bounds). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The chip CCCD's front, in millimetres (ID-1 card): the QR code sits in the top-right corner. */
export const CCCD_LAYOUT = { cardWidth: 85.6, cardHeight: 53.98, qrLeft: 65, qrTop: 4, qrSize: 17 } as const;

export const IMAGE_LIMITS = {
  /** Shorter side below this: the document is too far (or the photo too small) to read. */
  minSide: 300,
  /** The sharpness is measured on a copy whose longer side is at most this. */
  sharpnessSide: 640,
  /** Laplacian variance below this: blurred. */
  minSharpness: 100,
  /** The implied card narrower than this share of the image width (and height): too far. */
  minCardShare: 0.4,
  /** How much of the implied card may fall outside the image (share of the card's size) before 019. */
  cropTolerance: 0.04,
} as const;

export type ImageCheckCode = "022" | "019" | "458";

/** Luminance of each pixel, scaled so the longer side is at most `maxSide` (box average). */
export function grayscale(image: RgbaImage, maxSide: number): { width: number; height: number; data: Float32Array } {
  const scale = Math.min(1, maxSide / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const sums = new Float32Array(width * height);
  const counts = new Uint32Array(width * height);
  for (let y = 0; y < image.height; y++) {
    const ty = Math.min(height - 1, Math.floor(y * scale));
    for (let x = 0; x < image.width; x++) {
      const tx = Math.min(width - 1, Math.floor(x * scale));
      const i = (y * image.width + x) * 4;
      const luma = 0.299 * (image.data[i] ?? 0) + 0.587 * (image.data[i + 1] ?? 0) + 0.114 * (image.data[i + 2] ?? 0);
      sums[ty * width + tx] = (sums[ty * width + tx] ?? 0) + luma;
      counts[ty * width + tx] = (counts[ty * width + tx] ?? 0) + 1;
    }
  }
  for (let i = 0; i < sums.length; i++) sums[i] = (sums[i] ?? 0) / Math.max(1, counts[i] ?? 1);
  return { width, height, data: sums };
}

/** Variance of the 4-neighbour Laplacian: high for sharp edges, low for a blurred image. */
export function sharpness(image: RgbaImage): number {
  const gray = grayscale(image, IMAGE_LIMITS.sharpnessSide);
  const { width, height, data } = gray;
  if (width < 3 || height < 3) return 0;
  let sum = 0;
  let sumSquares = 0;
  let n = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const value =
        (data[i - 1] ?? 0) + (data[i + 1] ?? 0) + (data[i - width] ?? 0) + (data[i + width] ?? 0) - 4 * (data[i] ?? 0);
      sum += value;
      sumSquares += value * value;
      n++;
    }
  }
  const mean = sum / n;
  return sumSquares / n - mean * mean;
}

/** Before reading: a tiny image is too far (458), a blurred one is 022. Null: go on. */
export function checkImageQuality(image: RgbaImage): ImageCheckCode | null {
  if (Math.min(image.width, image.height) < IMAGE_LIMITS.minSide) return "458";
  if (sharpness(image) < IMAGE_LIMITS.minSharpness) return "022";
  return null;
}

/** The card rectangle a CCCD front's QR box implies (the QR is 17 mm wide, 65 mm from the left edge). */
export function impliedCard(qr: Box): Box {
  const mm = qr.width / CCCD_LAYOUT.qrSize;
  return {
    x: qr.x - CCCD_LAYOUT.qrLeft * mm,
    y: qr.y - CCCD_LAYOUT.qrTop * mm,
    width: CCCD_LAYOUT.cardWidth * mm,
    height: CCCD_LAYOUT.cardHeight * mm,
  };
}

/** After the QR was found: 019 when the card's corners fall outside the image, 458 when it is too small in it. */
export function checkCardFrame(image: { width: number; height: number }, qr: Box): ImageCheckCode | null {
  const card = impliedCard(qr);
  const slackX = card.width * IMAGE_LIMITS.cropTolerance;
  const slackY = card.height * IMAGE_LIMITS.cropTolerance;
  const inside =
    card.x >= -slackX &&
    card.y >= -slackY &&
    card.x + card.width <= image.width + slackX &&
    card.y + card.height <= image.height + slackY;
  if (!inside) return "019";
  const share = Math.max(card.width / image.width, card.height / image.height);
  return share < IMAGE_LIMITS.minCardShare ? "458" : null;
}

/** The axis-aligned bounds of a quadrilateral's corners. */
export function boundsOf(points: readonly { x: number; y: number }[]): Box {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}
