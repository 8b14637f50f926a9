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
import { firstMessage } from "../../src/contract/valibot-vi";
import { DOCUMENT_CHECK_CODE, documentMessageKey } from "../../src/domain/document-codes";
import type { DocumentType } from "../../src/domain/loan-ticket-rules";
import { t } from "../../src/i18n/t";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/errors";
import { ok, outcome, route } from "../http/route";
import { ekycProviderFor } from "../services/ekyc/create-provider";
import { type ImageMime, sniffImage } from "../services/ekyc/image-decode";
import { pruneReplacedImages, readStoredFile, storeFile } from "../services/loan-ticket/file-store";
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

/** The image of the form: present, within the size limit, a JPEG or PNG by content (null: 453). */
async function image(
  c: Context<AppEnv>,
  form: Record<string, string | File>,
  missing: "image_required" | "face_image_required",
) {
  const file = form[UPLOAD_FILE_FIELD];
  if (!(file instanceof File) || file.size === 0) throw HttpError.of(400, missing);
  const max = c.get("deps").config.ekyc.uploadMaxBytes;
  if (file.size > max) throw new HttpError(413, t("image_too_large", { max: Math.floor(max / 1024 / 1024) }));
  const bytes = new Uint8Array(await file.arrayBuffer());
  return { bytes, mime: sniffImage(bytes) };
}

function parseForm<S extends v.GenericSchema>(schema: S, form: Record<string, string | File>): v.InferOutput<S> {
  const fields = Object.fromEntries(Object.entries(form).filter(([, value]) => typeof value === "string"));
  const result = v.safeParse(schema, fields);
  if (!result.success) throw new HttpError(400, firstMessage(result.issues));
  return result.output;
}

function rejected(c: Context<AppEnv>, documentCode: string): Response {
  return c.json(
    { code: EKYC_CODE.documentRejected, data: { documentCode }, message: t(documentMessageKey(documentCode)) },
    200,
  );
}

function documentRoute(app: Hono<AppEnv>, endpoint: Endpoint, documentType: DocumentType, side: "front" | "back") {
  app.post(endpoint.path, async (c) => {
    const deps = c.get("deps");
    const form = await readForm(c);
    const fields = parseForm(documentUploadForm, form);
    const { app: row } = await requireApplication(c, fields.ticketCode);
    if (row.status !== "draft") return c.json(outcome(LOAN_TICKET_CODE.wrongStatus, t("ticket_not_draft")), 200);
    const upload = await image(c, form, "image_required");
    if (!upload.mime) return rejected(c, DOCUMENT_CHECK_CODE.wrongFormat);
    const mime: ImageMime = upload.mime;
    const provider = deps.ekyc ?? ekycProviderFor(deps.config);
    const read = await provider.readDocument({ documentType, side, bytes: upload.bytes, mime });
    if (!read.ok) return rejected(c, read.code);
    if (read.fields && row.expected_national_id && read.fields.idNumber !== row.expected_national_id) {
      return rejected(c, DOCUMENT_CHECK_CODE.idMismatch);
    }
    const imageId = await storeFile(deps, { code: row.code, kind: side, bytes: upload.bytes, mime });
    const sameDocument = row.document_type === documentType;
    await deps.database.db
      .updateTable("loan_applications")
      .set({
        document_type: documentType,
        ...(side === "front"
          ? { front_image_id: imageId, qr_fields: read.fields ? JSON.stringify(read.fields) : null }
          : { back_image_id: imageId }),
        ...(sameDocument ? {} : side === "front" ? { back_image_id: null } : { front_image_id: null, qr_fields: null }),
        updated_at: deps.clock.now(),
      })
      .where("code", "=", row.code)
      .execute();
    await pruneReplacedImages(deps, row.code);
    return c.json(ok({ documentType, side, imageId, fields: read.fields, provider: provider.name }), 200);
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
    const deps = c.get("deps");
    const form = await readForm(c);
    const fields = parseForm(faceUploadForm, form);
    const { app: row } = await requireApplication(c, fields.ticketCode);
    if (row.status !== "draft") return c.json(outcome(LOAN_TICKET_CODE.wrongStatus, t("ticket_not_draft")), 200);
    const upload = await image(c, form, "face_image_required");
    if (!upload.mime) return rejected(c, DOCUMENT_CHECK_CODE.wrongFormat);
    const mime: ImageMime = upload.mime;
    const card = row.front_image_id ? await readStoredFile(deps, row.code, row.front_image_id) : null;
    const scores = { similarity: fields.similarity, antispoof: fields.antispoof, liveness: fields.liveness };
    const provider = deps.ekyc ?? ekycProviderFor(deps.config);
    const decision = await provider.checkFace({ selfie: upload.bytes, mime, card, scores });
    if (decision.kind === "mismatch") return c.json(outcome(EKYC_CODE.faceMismatch, t("face_not_match")), 200);
    if (decision.kind === "forgery") return c.json(outcome(EKYC_CODE.faceForgery, t("face_forgery")), 200);
    if (decision.kind === "error") return rejected(c, decision.code);
    const imageId = await storeFile(deps, { code: row.code, kind: "face", bytes: upload.bytes, mime });
    await deps.database.db
      .updateTable("loan_applications")
      .set({
        face_image_id: imageId,
        face_outcome: decision.kind,
        face_scores: JSON.stringify(scores),
        updated_at: deps.clock.now(),
      })
      .where("code", "=", row.code)
      .execute();
    await pruneReplacedImages(deps, row.code);
    const message = t(decision.kind === "matched" ? "face_matched" : "face_manual_review");
    return c.json(ok({ outcome: decision.kind, imageId, provider: provider.name }, message), 200);
  });

  return app;
}
