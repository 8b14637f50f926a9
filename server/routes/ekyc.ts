import { type Context, Hono, type MiddlewareHandler } from "hono";
import * as v from "valibot";
import {
  documentUploadForm,
  EKYC_CODE,
  faceUploadForm,
  loadIdentificationEndpoint,
  ocrBackEndpoint,
  ocrDriverLicenseEndpoint,
  ocrFrontEndpoint,
  ocrPassportEndpoint,
  UPLOAD_FILE_FIELD,
  uploadFaceEndpoint,
} from "../../src/contract/ekyc";
import type { Endpoint } from "../../src/contract/endpoint";
import { LOAN_TICKET_CODE } from "../../src/contract/loan-ticket";
import { MY_DATA_CODE } from "../../src/contract/my-data";
import { firstMessage } from "../../src/contract/valibot-vi";
import { documentMessageKey } from "../../src/domain/document-codes";
import type { DocumentType } from "../../src/domain/loan-ticket-rules";
import { type MessageKey, t } from "../../src/i18n/t";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/errors";
import type { MultipartForm } from "../http/multipart";
import { ok, outcome, route } from "../http/route";
import { readUploadBody, uploadsInFlight } from "../http/upload-body";
import { MAX_MEGAPIXELS, MAX_SIDE_PX } from "../services/ekyc/image-gate";
import { storeDocument, storeFace, type UploadRefusal } from "../services/ekyc/uploads";
import { hasBiometricConsent } from "../services/privacy/consents";
import { requireApplication } from "./loan-ticket-owner";

/** Paths of the multipart upload routes: app.ts gives them the upload body limit. */
export const UPLOAD_PATHS: readonly string[] = [
  ocrFrontEndpoint,
  ocrBackEndpoint,
  ocrDriverLicenseEndpoint,
  ocrPassportEndpoint,
  uploadFaceEndpoint,
].map((e) => `/api${e.path}`);

type Form = MultipartForm;

/** The upload's form, read as it arrives and measured before anything decodes it (http/upload-body.ts). */
/** Room for the multipart framing and the other fields beside the image (app.ts gives the same). */
const UPLOAD_FRAMING_BYTES = 64 * 1024;

/** The SPEC.md section 8 code of a provider too busy to take the upload (the vendor's and the worker pool's). */
const BUSY_CODE = "idg_system_busy";

async function readForm(c: Context<AppEnv>): Promise<Form> {
  const max = c.get("deps").config.ekyc.uploadMaxBytes;
  // Room for the multipart framing and the other fields, as app.ts's upload body limit gives.
  const body = await readUploadBody(c, max + UPLOAD_FRAMING_BYTES);
  if (body.kind === "tooLarge") throw new HttpError(413, t("payload_too_large"));
  if (body.kind === "malformed") throw HttpError.of(400, "invalid_request");
  return body.form;
}

/** The image of the form: present and within the byte limit (its type and dimensions: services/ekyc/uploads.ts). */
function image(c: Context<AppEnv>, form: Form, missing: "image_required" | "face_image_required"): Uint8Array {
  const file = form.files[UPLOAD_FILE_FIELD];
  if (!file || file.bytes.byteLength === 0) throw HttpError.of(400, missing);
  const max = c.get("deps").config.ekyc.uploadMaxBytes;
  if (file.bytes.byteLength > max)
    throw new HttpError(413, t("image_too_large", { max: Math.floor(max / 1024 / 1024) }));
  return file.bytes;
}

function parseForm<S extends v.GenericSchema>(schema: S, form: Form): v.InferOutput<S> {
  const result = v.safeParse(schema, form.fields);
  if (!result.success) throw new HttpError(400, firstMessage(result.issues));
  return result.output;
}

function rejected(c: Context<AppEnv>, documentCode: string, messageKey?: MessageKey): Response {
  return c.json(
    {
      code: EKYC_CODE.documentRejected,
      data: { documentCode },
      message: t(messageKey ?? documentMessageKey(documentCode)),
    },
    200,
  );
}

/** The answer to a refusal both uploads share. */
function refusal(c: Context<AppEnv>, result: UploadRefusal): Response {
  switch (result.kind) {
    case "notDraft":
      return c.json(outcome(LOAN_TICKET_CODE.wrongStatus, t("ticket_not_draft")), 200);
    case "quota": {
      c.header("Retry-After", String(result.retryAfterSeconds));
      const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
      return c.json({ code: 429, data: null, message: t("ekyc_upload_quota", { minutes }) }, 429);
    }
    case "dimensions":
      return c.json(
        {
          code: 413,
          data: null,
          message: t("image_dimensions_too_large", { side: MAX_SIDE_PX, megapixels: MAX_MEGAPIXELS }),
        },
        413,
      );
    case "rejected":
      return rejected(c, result.code, result.messageKey);
  }
}

function documentRoute(
  app: Hono<AppEnv>,
  gate: MiddlewareHandler<AppEnv>,
  endpoint: Endpoint,
  documentType: DocumentType,
  side: "front" | "back",
) {
  app.post(endpoint.path, gate, async (c) => {
    const form = await readForm(c);
    const fields = parseForm(documentUploadForm, form);
    const { owner, app: row } = await requireApplication(c, fields.ticketCode);
    const bytes = image(c, form, "image_required");
    const result = await storeDocument({ deps: c.get("deps"), owner, app: row, bytes, documentType, side });
    if (result.kind !== "stored") return refusal(c, result);
    const { kind: _kind, ...data } = result;
    return c.json(ok(data), 200);
  });
}

/** Identity documents and the selfie (SPEC.md section 7): multipart uploads behind the provider. */
export function ekycRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // Uploads in flight on this server (EKYC_UPLOADS_IN_FLIGHT): one more is answered "busy" unread.
  let inFlight: MiddlewareHandler<AppEnv> | null = null;
  const gate: MiddlewareHandler<AppEnv> = (c, next) => {
    inFlight ??= uploadsInFlight(c.get("deps").config.ekyc.uploadsInFlight, (busy) =>
      Promise.resolve(rejected(busy, BUSY_CODE)),
    );
    return inFlight(c, next);
  };
  documentRoute(app, gate, ocrFrontEndpoint, "cccd", "front");
  documentRoute(app, gate, ocrBackEndpoint, "cccd", "back");
  documentRoute(app, gate, ocrDriverLicenseEndpoint, "driverLicense", "front");
  documentRoute(app, gate, ocrPassportEndpoint, "passport", "front");

  route(app, loadIdentificationEndpoint, async ({ body, c }) => {
    const { app: row } = await requireApplication(c, body.ticketCode);
    return ok({
      documentType: row.document_type,
      frontAccepted: row.front_image_id !== null,
      backAccepted: row.back_image_id !== null,
      fields: row.qr_fields,
      expectedIdNumber: row.expected_national_id,
      face: row.face_outcome,
    });
  });

  app.post(uploadFaceEndpoint.path, gate, async (c) => {
    const form = await readForm(c);
    const fields = parseForm(faceUploadForm, form);
    const { owner, app: row } = await requireApplication(c, fields.ticketCode);
    // A separate, explicit biometric consent comes first (issue 18, Law 91/2025/QH15).
    if (!(await hasBiometricConsent(c.get("deps").database.db, row.code)))
      return c.json(outcome(MY_DATA_CODE.consentRequired, t("biometric_consent_required")), 200);
    const bytes = image(c, form, "face_image_required");
    const result = await storeFace({ deps: c.get("deps"), owner, app: row, bytes });
    if (result.kind === "mismatch") return c.json(outcome(EKYC_CODE.faceMismatch, t("face_not_match")), 200);
    if (result.kind === "forgery") return c.json(outcome(EKYC_CODE.faceForgery, t("face_forgery")), 200);
    if (result.kind !== "stored") return refusal(c, result);
    const message = t(result.outcome === "matched" ? "face_matched" : "face_manual_review");
    return c.json(ok({ outcome: result.outcome, imageId: result.imageId, provider: result.provider }, message), 200);
  });

  return app;
}
