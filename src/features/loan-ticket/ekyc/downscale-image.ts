import { UPLOAD_LONG_SIDE_MAX } from "../../../contract/ekyc";

/**
 * A photo's long side brought down to UPLOAD_LONG_SIDE_MAX px (JPEG) before upload; smaller images,
 * and browsers without createImageBitmap, keep the original. The server re-checks type and size.
 */
export async function downscaleImage(image: Blob, longSide = UPLOAD_LONG_SIDE_MAX): Promise<Blob> {
  if (typeof createImageBitmap !== "function" || typeof document === "undefined") return image;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(image);
  } catch {
    return image;
  }
  const scale = longSide / Math.max(bitmap.width, bitmap.height);
  if (scale >= 1) {
    bitmap.close();
    return image;
  }
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.92));
  return blob ?? image;
}
