import { parseCccdQr } from "../../../src/domain/cccd-qr";
import { DOCUMENT_CHECK_CODE } from "../../../src/domain/document-codes";
import { checkCardFrame, checkImageQuality } from "../../../src/domain/document-image-checks";
import { decodeImage } from "./image-decode";
import type { DocumentInput, DocumentOutcome } from "./provider";
import { readQr } from "./qr-reader";

/**
 * The offline reading of one document image (runs in the eKYC worker pool, never on the event
 * loop): image checks (tiny or far 458, blurred 022, cropped corners 019), then the chip CCCD
 * front's QR (not found 404, not a CCCD QR 455). A card front sent as the back is 455. Driver
 * licences and passports pass the image checks and are not read.
 */
export async function checkDocument(input: DocumentInput): Promise<DocumentOutcome> {
  const image = decodeImage(input.bytes, input.mime);
  if (!image) return { ok: false, code: DOCUMENT_CHECK_CODE.wrongFormat };
  const quality = checkImageQuality(image);
  if (quality) return { ok: false, code: quality };
  if (input.documentType !== "cccd") return { ok: true, fields: null };
  const qr = await readQr(image);
  const fields = qr ? parseCccdQr(qr.text) : null;
  if (input.side === "back") {
    return fields ? { ok: false, code: DOCUMENT_CHECK_CODE.wrongDocumentType } : { ok: true, fields: null };
  }
  if (!qr) return { ok: false, code: DOCUMENT_CHECK_CODE.notRecognised };
  if (!fields) return { ok: false, code: DOCUMENT_CHECK_CODE.wrongDocumentType };
  const frame = checkCardFrame(image, qr.box);
  if (frame) return { ok: false, code: frame };
  return { ok: true, fields };
}
