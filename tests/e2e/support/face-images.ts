import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import jpeg from "jpeg-js";
import { type CardImageOptions, cardImage } from "../../support/card-image";

/**
 * Real faces for the browser tests, from @vladmandic/human's own sample screenshots (no download):
 * crops, a face in a camera-like frame, a chip-CCCD front with the face in its portrait box, JPEG
 * bytes and a Y4M frame for Chromium's fake camera.
 */
const ASSETS = join(resolve(import.meta.dirname, "../../.."), "node_modules/@vladmandic/human/assets");

export interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

/** The webcam selfie inside human's faceid screenshot (x, y, width, height). */
export const FACE_CROP = { x: 14, y: 142, width: 140, height: 140 };
/** Another person: the second face crop of human's facedetect screenshot. */
export const OTHER_CROP = { x: 166, y: 347, width: 146, height: 146 };

export function decodeAsset(name: string): Rgba {
  return jpeg.decode(readFileSync(join(ASSETS, name)), { useTArray: true });
}

/** The face of human's faceid screenshot; `other`: another person's. */
export function sampleFace(other = false): Rgba {
  return other
    ? crop(decodeAsset("screenshot-facedetect.jpg"), OTHER_CROP)
    : crop(decodeAsset("screenshot-faceid.jpg"), FACE_CROP);
}

export function crop(image: Rgba, box: typeof FACE_CROP): Rgba {
  const data = new Uint8Array(box.width * box.height * 4);
  for (let y = 0; y < box.height; y += 1) {
    const from = ((box.y + y) * image.width + box.x) * 4;
    data.set(image.data.subarray(from, from + box.width * 4), y * box.width * 4);
  }
  return { width: box.width, height: box.height, data };
}

/** Draws the face scaled (nearest pixel) to side x side with its top-left corner at (left, top). */
export function paste(target: Rgba, face: Rgba, left: number, top: number, side: number): Rgba {
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const from = (Math.floor((y * face.height) / side) * face.width + Math.floor((x * face.width) / side)) * 4;
      target.data.set(face.data.subarray(from, from + 4), ((top + y) * target.width + left + x) * 4);
    }
  }
  return target;
}

/** The face in the middle of a grey width x height frame. */
export function frameWith(face: Rgba, width: number, height: number, side: number): Rgba {
  const frame = { width, height, data: new Uint8Array(width * height * 4).fill(128) };
  return paste(frame, face, Math.round((width - side) / 2), Math.round((height - side) / 2), side);
}

/**
 * A generated chip-CCCD front (tests/support/card-image.ts, 900 px card) with the face in its
 * portrait box (4 mm from the left, 18 mm from the top, 20 mm wide): small, as on a real card.
 */
export function cardWith(face: Rgba, options: CardImageOptions = {}): Rgba {
  const card = cardImage({ ...options, kind: "front", format: "png" });
  const mm = 900 / 85.6;
  const left = Math.round((card.width - 900) / 2 + 4 * mm);
  const top = Math.round((card.height - 53.98 * mm) / 2 + 18 * mm + 2 * mm);
  return paste({ width: card.width, height: card.height, data: card.rgba }, face, left, top, Math.round(20 * mm));
}

export function jpegBytes(image: Rgba, quality = 92): Buffer {
  return Buffer.from(jpeg.encode({ ...image, data: Buffer.from(image.data) }, quality).data);
}

/** One 4:2:0 Y4M frame (BT.601), which Chromium's fake camera loops. */
export function y4m(image: Rgba): Buffer {
  const { width, height, data } = image;
  const ySize = width * height;
  const planes = Buffer.alloc(ySize + 2 * (ySize / 4));
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
      planes[y * width + x] = Math.round(0.257 * r + 0.504 * g + 0.098 * b + 16);
      if (y % 2 === 0 && x % 2 === 0) {
        const c = (y / 2) * (width / 2) + x / 2;
        planes[ySize + c] = Math.round(-0.148 * r - 0.291 * g + 0.439 * b + 128);
        planes[ySize + ySize / 4 + c] = Math.round(0.439 * r - 0.368 * g - 0.071 * b + 128);
      }
    }
  }
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F15:1 Ip A1:1 C420jpeg\nFRAME\n`);
  return Buffer.concat([header, planes]);
}
