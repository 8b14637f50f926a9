import { type Context, Hono } from "hono";
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
import { ok, outcome, route } from "../http/route";
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

async function readForm(c: Context<AppEnv>): Promise<Record<string, string | File>> {
  try {
    const form = await c.req.parseBody();
    return form as Record<string, string | File>;
  } catch {
    throw HttpError.of(400, "invalid_request");
  }
}

/** The image of the form: present and within the byte limit (its type and dimensions: services/ekyc/uploads.ts). */
async function image(
  c: Context<AppEnv>,
  form: Record<string, string | File>,
  missing: "image_required" | "face_image_required",
): Promise<Uint8Array> {
  const file = form[UPLOAD_FILE_FIELD];
  if (!(file instanceof File) || file.size === 0) throw HttpError.of(400, missing);
  const max = c.get("deps").config.ekyc.uploadMaxBytes;
  if (file.size > max) throw new HttpError(413, t("image_too_large", { max: Math.floor(max / 1024 / 1024) }));
  return new Uint8Array(await file.arrayBuffer());
}

function parseForm<S extends v.GenericSchema>(schema: S, form: Record<string, string | File>): v.InferOutput<S> {
  const fields = Object.fromEntries(Object.entries(form).filter(([, value]) => typeof value === "string"));
  const result = v.safeParse(schema, fields);
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

function documentRoute(app: Hono<AppEnv>, endpoint: Endpoint, documentType: DocumentType, side: "front" | "back") {
  app.post(endpoint.path, async (c) => {
    const form = await readForm(c);
    const fields = parseForm(documentUploadForm, form);
    const { owner, app: row } = await requireApplication(c, fields.ticketCode);
    const bytes = await image(c, form, "image_required");
    const result = await storeDocument({ deps: c.get("deps"), owner, app: row, bytes, documentType, side });
    if (result.kind !== "stored") return refusal(c, result);
    const { kind: _kind, ...data } = result;
    return c.json(ok(data), 200);
  });
}

/** Identity documents and the selfie (SPEC.md section 7): multipart uploads behind the provider. */
export function ekycRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  documentRoute(app, ocrFrontEndpoint, "cccd", "front");
  documentRoute(app, ocrBackEndpoint, "cccd", "back");
  documentRoute(app, ocrDriverLicenseEndpoint, "driverLicense", "front");
  documentRoute(app, ocrPassportEndpoint, "passport", "front");

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

  app.post(uploadFaceEndpoint.path, async (c) => {
    const form = await readForm(c);
    const fields = parseForm(faceUploadForm, form);
    const { owner, app: row } = await requireApplication(c, fields.ticketCode);
    // A separate, explicit biometric consent comes first (issue 18, Law 91/2025/QH15).
    if (!(await hasBiometricConsent(c.get("deps").database.db, row.code)))
      return c.json(outcome(MY_DATA_CODE.consentRequired, t("biometric_consent_required")), 200);
    const bytes = await image(c, form, "face_image_required");
    const result = await storeFace({ deps: c.get("deps"), owner, app: row, bytes });
    if (result.kind === "mismatch") return c.json(outcome(EKYC_CODE.faceMismatch, t("face_not_match")), 200);
    if (result.kind === "forgery") return c.json(outcome(EKYC_CODE.faceForgery, t("face_forgery")), 200);
    if (result.kind !== "stored") return refusal(c, result);
    const message = t(result.outcome === "matched" ? "face_matched" : "face_manual_review");
    return c.json(ok({ outcome: result.outcome, imageId: result.imageId, provider: result.provider }, message), 200);
  });

  return app;
}
