import jpeg from "jpeg-js";
import { PNG } from "pngjs";
import type { RgbaImage } from "../../../src/domain/document-image-checks";

/** Image types accepted for uploads, recognised by their first bytes (never by name or header). */
export type ImageMime = "image/jpeg" | "image/png";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function sniffImage(bytes: Uint8Array): ImageMime | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.length > 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return "image/png";
  return null;
}

/** At most this many megapixels are decoded (a 2000 px photo is 3 MP). */
const MAX_MEGAPIXELS = 24;

/** RGBA pixels of a JPEG or PNG; null when the bytes do not decode (or the image is too large). */
export function decodeImage(bytes: Uint8Array, mime: ImageMime): RgbaImage | null {
  try {
    if (mime === "image/jpeg") {
      const image = jpeg.decode(bytes, {
        useTArray: true,
        formatAsRGBA: true,
        maxResolutionInMP: MAX_MEGAPIXELS,
        maxMemoryUsageInMB: 256,
      });
      return { width: image.width, height: image.height, data: image.data };
    }
    const png = PNG.sync.read(Buffer.from(bytes));
    if (png.width * png.height > MAX_MEGAPIXELS * 1_000_000) return null;
    return { width: png.width, height: png.height, data: png.data };
  } catch {
    return null;
  }
}
