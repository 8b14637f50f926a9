import jpeg from "jpeg-js";
import { PNG } from "pngjs";
import type { RgbaImage } from "../../../src/domain/document-image-checks";
import { gateImage, type ImageMime } from "./image-gate";

export { type ImageMime, sniffImage } from "./image-gate";

/** At most this many megapixels are decoded (a 2000 px photo is 3 MP; image-gate.ts refuses more first). */
const MAX_MEGAPIXELS = 24;

/**
 * RGBA pixels of a JPEG or PNG; null when the bytes do not decode or the header promises too large
 * an image (checked again here, before decoding, whatever the caller did).
 */
export function decodeImage(bytes: Uint8Array, mime: ImageMime): RgbaImage | null {
  const gate = gateImage(bytes);
  if (!gate.ok || gate.mime !== mime) return null;
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
