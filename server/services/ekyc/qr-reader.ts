import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";
import { type Box, boundsOf, type RgbaImage } from "../../../src/domain/document-image-checks";

/**
 * QR reading with zxing-wasm in Node. The wasm binary is read from node_modules (never fetched),
 * once per process.
 */
let ready: Promise<unknown> | null = null;

function prepare(): Promise<unknown> {
  if (!ready) {
    ready = (async () => {
      const require = createRequire(import.meta.url);
      const path = require.resolve("zxing-wasm/reader/zxing_reader.wasm");
      const file = await readFile(path);
      const wasmBinary = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
      return prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
    })();
    ready.catch(() => {
      ready = null;
    });
  }
  return ready;
}

export interface QrRead {
  text: string;
  /** The symbol's bounds in image pixels. */
  box: Box;
}

export async function readQr(image: RgbaImage): Promise<QrRead | null> {
  await prepare();
  const data =
    image.data instanceof Uint8ClampedArray
      ? image.data
      : new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  const results = await readBarcodes(
    { width: image.width, height: image.height, data, colorSpace: "srgb" } as ImageData,
    { formats: ["QRCode"], tryHarder: true, maxNumberOfSymbols: 1 },
  );
  const found = results.find((result) => result.isValid);
  if (!found) return null;
  const { topLeft, topRight, bottomLeft, bottomRight } = found.position;
  return { text: found.text, box: boundsOf([topLeft, topRight, bottomLeft, bottomRight]) };
}
