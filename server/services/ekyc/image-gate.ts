import { imageSize } from "image-size";

/**
 * The first look at an uploaded image, before anything decodes it: its type by its first bytes
 * and its dimensions from its header (image-size reads the PNG IHDR or the JPEG SOF, no pixels).
 * A header promising more than MAX_SIDE_PX a side or MAX_MEGAPIXELS is refused, so a small file
 * that would inflate to gigabytes (an image bomb) is never decoded.
 */

/** Image types accepted for uploads, recognised by their first bytes (never by name or header). */
export type ImageMime = "image/jpeg" | "image/png";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function sniffImage(bytes: Uint8Array): ImageMime | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.length > 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return "image/png";
  return null;
}

/** The IHDR's interlace byte: signature 8, chunk length and type 8, width, height, depth, colour, compression, filter 12. */
const PNG_INTERLACE_OFFSET = 28;

export const MAX_SIDE_PX = 8000;
export const MAX_MEGAPIXELS = 24;

export type GateResult =
  | { ok: true; mime: ImageMime; width: number; height: number }
  /** Not a JPEG or PNG, or a header that cannot be read. */
  | { ok: false; reason: "format" }
  /** Larger than the limits. */
  | { ok: false; reason: "dimensions"; width: number; height: number };

export function gateImage(bytes: Uint8Array): GateResult {
  const mime = sniffImage(bytes);
  if (!mime) return { ok: false, reason: "format" };
  let size: { width?: number; height?: number; type?: string };
  try {
    size = imageSize(bytes);
  } catch {
    return { ok: false, reason: "format" };
  }
  const { width, height } = size;
  const expected = mime === "image/png" ? "png" : "jpg";
  if (size.type !== expected || !width || !height) return { ok: false, reason: "format" };
  // pngjs inflates an interlaced PNG with no bound on the output (a zip bomb): cameras and the
  // browser's downscale never produce one, so it is refused as a format we do not take.
  if (mime === "image/png" && bytes[PNG_INTERLACE_OFFSET] !== 0) return { ok: false, reason: "format" };
  if (width > MAX_SIDE_PX || height > MAX_SIDE_PX || width * height > MAX_MEGAPIXELS * 1_000_000) {
    return { ok: false, reason: "dimensions", width, height };
  }
  return { ok: true, mime, width, height };
}
