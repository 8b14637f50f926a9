import * as v from "valibot";
import { DOCUMENT_TYPES } from "../domain/loan-ticket-rules";
import { GENDER_OPTIONS } from "../domain/options";
import { endpoint } from "./endpoint";
import { ticketCodeSchema } from "./loan-ticket";

/**
 * Identity-document reading and face checks (SPEC.md section 7, docs/decisions/009-loan-ticket.md).
 * Same credentials as the ticket calls (session or X-Ticket-Token, see src/contract/loan-ticket.ts).
 *
 * The /v1/ocr/* and /v1/upload-face-image calls take multipart/form-data (not JSON):
 * - `file`: the image, JPEG or PNG (checked by content, not by name), at most EKYC_UPLOAD_MAX_BYTES
 *   (HTTP 413 beyond). Downscale photos in the browser first (long side at most 2000 px).
 * - `ticketCode`: the draft's code.
 * The server reads the image's dimensions from its header before decoding it: more than 8000 px a
 * side or 24 megapixels is refused with HTTP 413 (image_dimensions_too_large). Each customer may
 * upload EKYC_UPLOADS_PER_HOUR images an hour (HTTP 429 ekyc_upload_quota, with Retry-After).
 * The face decision is the server's own (@vladmandic/human on the server, selfie against the card
 * front's portrait): no similarity, liveness or antispoof number is taken from the client, and
 * such fields are ignored. The other fields are validated with the *Form schemas below (HTTP 400).
 *
 * Business answers (HTTP 200):
 * - 200: accepted, data as declared.
 * - 240 documentRejected: data { documentCode } (a SPEC.md section 8 code such as '022' blurred,
 *   '019' cropped corners, '458' too far, '453' wrong image format, '404' not recognised, '455' wrong
 *   document type, '023' the card's ID differs from the one the customer gave, or no ID is known to
 *   compare it with); message: its text (for 023: ekyc_id_mismatch or ekyc_id_unknown).
 * - 241 faceMismatch (face_not_match); 242 faceForgery (face_forgery).
 */
export const EKYC_CODE = { ok: 200, documentRejected: 240, faceMismatch: 241, faceForgery: 242 } as const;

/** The multipart field carrying the image. */
export const UPLOAD_FILE_FIELD = "file";
/** Default upload ceiling (the server's EKYC_UPLOAD_MAX_BYTES). */
export const EKYC_UPLOAD_MAX_BYTES_DEFAULT = 8 * 1024 * 1024;
/** The long side photos are downscaled to in the browser before upload. */
export const UPLOAD_LONG_SIDE_MAX = 2000;

export const documentTypeSchema = v.picklist(DOCUMENT_TYPES);
export const documentSideSchema = v.picklist(["front", "back"]);

/** The fields of a chip CCCD's QR code, in the QR's order (dates dd/mm/yyyy). */
export const cccdFieldsSchema = v.object({
  idNumber: v.string(),
  /** The 9-digit old ID (CMND); empty when the QR has none. */
  oldIdNumber: v.string(),
  fullName: v.string(),
  dateOfBirth: v.string(),
  gender: v.picklist(GENDER_OPTIONS),
  address: v.string(),
  issueDate: v.string(),
});
export type CccdFields = v.InferOutput<typeof cccdFieldsSchema>;

/** The non-file fields of a document upload. */
export const documentUploadForm = v.object({ ticketCode: ticketCodeSchema });

export const documentReadData = v.object({
  documentType: documentTypeSchema,
  side: documentSideSchema,
  /** The stored image (kept outside the web root, deleted with the draft). */
  imageId: v.string(),
  /** The CCCD front's QR fields; null for the back, a driver licence or a passport (typed by hand). */
  fields: v.nullable(cccdFieldsSchema),
  /** Which provider read it ('offline' by default). */
  provider: v.string(),
});
export type DocumentRead = v.InferOutput<typeof documentReadData>;

/** The data of a 240 answer. */
export const documentRejectedData = v.object({ documentCode: v.string() });

const upload = (path: string) => endpoint({ method: "POST", path, data: documentReadData });

/** CCCD front: image checks, then the QR is decoded; its ID must match the funnel's (else 023). */
export const ocrFrontEndpoint = upload("/v1/ocr/frontcheck/identification1");
/** CCCD back: image checks; a card front sent here answers 455. */
export const ocrBackEndpoint = upload("/v1/ocr/backcheck/identification");
/** Driver licence: image checks only (no reading). */
export const ocrDriverLicenseEndpoint = upload("/v1/ocr/frontcheck/driverLicense");
/** Passport: image checks only (no reading). */
export const ocrPassportEndpoint = upload("/v1/ocr/frontcheck/passport");

/** What the server holds for the draft's identity step, e.g. to prefill the form on resume. */
export const identificationData = v.object({
  documentType: v.nullable(documentTypeSchema),
  frontAccepted: v.boolean(),
  backAccepted: v.boolean(),
  fields: v.nullable(cccdFieldsSchema),
  /** The national ID given in the funnel or known for the account; null when none is known. */
  expectedIdNumber: v.nullable(v.string()),
  face: v.nullable(v.picklist(["matched", "manualReview"])),
});
export type Identification = v.InferOutput<typeof identificationData>;

export const loadIdentificationEndpoint = endpoint({
  method: "POST",
  path: "/check/load/identification",
  body: v.object({ ticketCode: ticketCodeSchema }),
  data: identificationData,
});

// --- Face ---

/** The non-file fields of the selfie upload (any score a client sends is ignored). */
export const faceUploadForm = v.object({ ticketCode: ticketCodeSchema });

export const faceData = v.object({
  /** 'matched': the server's comparison passed; 'manualReview': the server could not decide, a person compares later. */
  outcome: v.picklist(["matched", "manualReview"]),
  imageId: v.string(),
  provider: v.string(),
});
export type FaceResult = v.InferOutput<typeof faceData>;

/** 200 faceData (message face_matched or face_manual_review); 241 face_not_match; 242 face_forgery. */
export const uploadFaceEndpoint = endpoint({ method: "POST", path: "/v1/upload-face-image", data: faceData });
