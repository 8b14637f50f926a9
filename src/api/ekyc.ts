import * as v from "valibot";
import {
  documentReadData,
  faceData,
  loadIdentificationEndpoint,
  ocrBackEndpoint,
  ocrDriverLicenseEndpoint,
  ocrFrontEndpoint,
  ocrPassportEndpoint,
  UPLOAD_FILE_FIELD,
  uploadFaceEndpoint,
} from "../contract/ekyc";
import type { Endpoint } from "../contract/endpoint";
import { type Envelope, envelopeSchema } from "../contract/envelope";
import type { DocumentType } from "../domain/loan-ticket-rules";
import { t } from "../i18n/t";
import { ApiError } from "./api-error";
import { call, http } from "./client";
import { ticketHeaders } from "./ticket-headers";

/**
 * The eKYC calls (src/contract/ekyc.ts): document images and the selfie go up as multipart/form-data;
 * the answer is the usual envelope (240 with data.documentCode, 241, 242 as business codes).
 */

async function upload<T>(
  endpoint: Endpoint,
  form: FormData,
  schema: v.GenericSchema<unknown, T>,
): Promise<Envelope<T | null>> {
  let json: unknown;
  try {
    json = await http.post(endpoint.path.replace(/^\//, ""), { body: form, headers: ticketHeaders() ?? {} }).json();
  } catch (error) {
    if (error instanceof Error && "response" in error && error.response instanceof Response) {
      const body = v.safeParse(envelopeSchema, await error.response.json().catch(() => null));
      throw new ApiError("http", body.success && body.output.message ? body.output.message : t("normal_error"));
    }
    throw new ApiError("network", t("network_error"));
  }
  const envelope = v.safeParse(envelopeSchema, json);
  if (!envelope.success) throw new ApiError("invalid", t("normal_error"));
  const { code, message, data } = envelope.output;
  const parsed = code === 200 ? v.safeParse(schema, data) : null;
  if (parsed && !parsed.success) throw new ApiError("invalid", t("normal_error"));
  return {
    code,
    data: parsed ? parsed.output : null,
    ...(message ? { message } : {}),
    ...(code !== 200 ? { raw: data } : {}),
  } as Envelope<T | null>;
}

const documentEndpoint = (docType: DocumentType, side: "front" | "back") => {
  if (docType === "driverLicense") return ocrDriverLicenseEndpoint;
  if (docType === "passport") return ocrPassportEndpoint;
  return side === "front" ? ocrFrontEndpoint : ocrBackEndpoint;
};

export interface UploadAnswer<T> {
  code: number;
  data: T | null;
  message?: string;
  /** A 240 answer's document code. */
  documentCode: string | null;
}

function documentCodeOf(raw: unknown): string | null {
  if (typeof raw === "object" && raw !== null && "documentCode" in raw) {
    const code = (raw as { documentCode: unknown }).documentCode;
    return typeof code === "string" ? code : null;
  }
  return null;
}

async function withCode<T>(answer: Promise<Envelope<T | null>>): Promise<UploadAnswer<T>> {
  const envelope = (await answer) as Envelope<T | null> & { raw?: unknown };
  return {
    code: envelope.code,
    data: envelope.data,
    ...(envelope.message ? { message: envelope.message } : {}),
    documentCode: documentCodeOf(envelope.raw),
  };
}

export function uploadDocument(ticketCode: string, docType: DocumentType, side: "front" | "back", image: Blob) {
  const form = new FormData();
  form.set("ticketCode", ticketCode);
  form.set(UPLOAD_FILE_FIELD, image, `${side}.${image.type === "image/png" ? "png" : "jpg"}`);
  return withCode(upload(documentEndpoint(docType, side), form, documentReadData));
}

/**
 * The selfie. Only the image goes up: the server compares it with the card itself and takes no
 * score from the browser (whose model only guides the capture).
 */
export interface FaceUpload {
  image: Blob;
}

export function uploadFace(ticketCode: string, face: FaceUpload) {
  const form = new FormData();
  form.set("ticketCode", ticketCode);
  form.set(UPLOAD_FILE_FIELD, face.image, face.image.type === "image/png" ? "selfie.png" : "selfie.jpg");
  return withCode(upload(uploadFaceEndpoint, form, faceData));
}

export const loadIdentification = (ticketCode: string) => {
  const headers = ticketHeaders();
  return call(loadIdentificationEndpoint, { body: { ticketCode }, ...(headers ? { headers } : {}) });
};
