import type { CccdFields } from "../../../src/contract/ekyc";
import { DOCUMENT_CHECK_CODE } from "../../../src/domain/document-codes";
import type { DocumentType } from "../../../src/domain/loan-ticket-rules";
import type { Deps } from "../../deps";
import type { ApplicationRow } from "../loan-ticket/applications";
import { pruneReplacedImages, readStoredFile, storeFile } from "../loan-ticket/file-store";
import type { Owner } from "../loan-ticket/owner";
import { HOUR_MS, hit } from "../rate-limit";
import { ekycProviderFor } from "./create-provider";
import { gateImage, type ImageMime } from "./image-gate";
import type { FaceScores } from "./provider";

/**
 * The eKYC uploads of a draft (SPEC.md section 7): a card side and the selfie. Each upload counts
 * against the customer's hourly quota, then its header is checked (type, dimensions) before any
 * decode, then the provider reads it (our offline provider in the worker pool). Results are
 * tagged; the route turns them into answers.
 */

/** Refusals common to both uploads. */
export type UploadRefusal =
  | { kind: "notDraft" }
  | { kind: "quota"; retryAfterSeconds: number }
  /** The header promises more than the limits (image-gate.ts): never decoded. */
  | { kind: "dimensions" }
  /** A SPEC.md section 8 code ('453' wrong format, '023' ID mismatch, ...) and, when it differs from the code's, the catalogue key of the text. */
  | { kind: "rejected"; code: string; messageKey?: "ekyc_id_mismatch" | "ekyc_id_unknown" };

export type DocumentStored =
  | UploadRefusal
  | {
      kind: "stored";
      documentType: DocumentType;
      side: "front" | "back";
      imageId: string;
      fields: CccdFields | null;
      provider: string;
    };

export type FaceStored =
  | UploadRefusal
  | { kind: "mismatch" }
  | { kind: "forgery" }
  | { kind: "stored"; outcome: "matched" | "manualReview"; imageId: string; provider: string };

interface Upload {
  deps: Deps;
  owner: Owner;
  app: ApplicationRow;
  bytes: Uint8Array;
}

/** The customer behind the upload: their proven phone (an account's and a funnel ticket's alike). */
const quotaKey = (owner: Owner) =>
  `ekyc-upload:${owner.userId === null ? `phone:${owner.phone}` : `user:${owner.userId}`}`;

async function admit({ deps, owner, app, bytes }: Upload): Promise<UploadRefusal | { kind: "ok"; mime: ImageMime }> {
  if (app.status !== "draft") return { kind: "notDraft" };
  const quota = await hit(
    deps.database.db,
    quotaKey(owner),
    deps.config.ekyc.uploadsPerCustomerPerHour,
    HOUR_MS,
    deps.clock.now(),
  );
  if (!quota.allowed) return { kind: "quota", retryAfterSeconds: quota.retryAfterSeconds };
  const gate = gateImage(bytes);
  if (!gate.ok) {
    return gate.reason === "dimensions"
      ? { kind: "dimensions" }
      : { kind: "rejected", code: DOCUMENT_CHECK_CODE.wrongFormat };
  }
  return { kind: "ok", mime: gate.mime };
}

/**
 * The national ID the card must carry: the one the draft was opened with, else the latest one the
 * customer gave (account or funnel ticket). Null when none is known.
 */
/**
 * Production with the offline provider (ALLOW_OFFLINE_EKYC_IN_PRODUCTION): whatever it passes is
 * held for a person, since it cannot tell a generated card from a real one (issue 30).
 */
const heldForReview = (deps: Deps) =>
  deps.config.ekyc.holdForReview ? { manual_review_reason: "offline_ekyc" as const, ...undecided } : {};
/** A new hold waits for a new decision (0035): whatever an operator decided was about the old images. */
const undecided = { review_decision: null, review_reason: null, reviewed_at: null, reviewed_by: null };

/**
 * The hold of a stored selfie: the offline provider's in production, else 'face_undecided' when the
 * server could not compare it (issue 31: a person compares it in the back-office), else none.
 */
function faceHold(deps: Deps, outcome: "matched" | "manualReview") {
  if (deps.config.ekyc.holdForReview) return heldForReview(deps);
  return outcome === "manualReview"
    ? { manual_review_reason: "face_undecided" as const, ...undecided }
    : { manual_review_reason: null };
}

function expectedId(owner: Owner, app: ApplicationRow): string | null {
  return app.expected_national_id ?? owner.expectedNationalId;
}

export async function storeDocument(
  upload: Upload & { documentType: DocumentType; side: "front" | "back" },
): Promise<DocumentStored> {
  const { deps, owner, app, bytes, documentType, side } = upload;
  const admitted = await admit(upload);
  if (admitted.kind !== "ok") return admitted;
  const provider = ekycProviderFor(deps);
  const read = await provider.readDocument(
    { documentType, side, bytes, mime: admitted.mime },
    { customer: quotaKey(owner) },
  );
  if (!read.ok) return { kind: "rejected", code: read.code };
  if (read.fields) {
    // A card read must be the customer's own: with no ID to compare it to, it is refused.
    const expected = expectedId(owner, app);
    if (expected === null)
      return { kind: "rejected", code: DOCUMENT_CHECK_CODE.idMismatch, messageKey: "ekyc_id_unknown" };
    if (read.fields.idNumber !== expected) {
      return { kind: "rejected", code: DOCUMENT_CHECK_CODE.idMismatch, messageKey: "ekyc_id_mismatch" };
    }
  }
  const imageId = await storeFile(deps, { code: app.code, kind: side, bytes, mime: admitted.mime });
  const sameDocument = app.document_type === documentType;
  await deps.database.db
    .updateTable("loan_applications")
    .set({
      document_type: documentType,
      ...heldForReview(deps),
      ...(side === "front"
        ? { front_image_id: imageId, qr_fields: read.fields ? JSON.stringify(read.fields) : null }
        : { back_image_id: imageId }),
      ...(sameDocument ? {} : side === "front" ? { back_image_id: null } : { front_image_id: null, qr_fields: null }),
      updated_at: deps.clock.now(),
    })
    .where("code", "=", app.code)
    .execute();
  await pruneReplacedImages(deps, app.code);
  return { kind: "stored", documentType, side, imageId, fields: read.fields, provider: provider.name };
}

function imageMime(mime: string): ImageMime | null {
  return mime === "image/jpeg" || mime === "image/png" ? mime : null;
}

/** The selfie, compared on the server with the card front stored earlier (never with a browser score). */
export async function storeFace(upload: Upload): Promise<FaceStored> {
  const { deps, owner, app, bytes } = upload;
  const admitted = await admit(upload);
  if (admitted.kind !== "ok") return admitted;
  const stored = app.front_image_id ? await readStoredFile(deps, app.code, app.front_image_id) : null;
  const cardMime = stored ? imageMime(stored.mime) : null;
  const card = stored && cardMime ? { bytes: stored.bytes, mime: cardMime } : null;
  const provider = ekycProviderFor(deps);
  const decision = await provider.checkFace(
    { selfie: bytes, mime: admitted.mime, card },
    { customer: quotaKey(owner) },
  );
  if (decision.kind === "mismatch") return { kind: "mismatch" };
  if (decision.kind === "forgery") return { kind: "forgery" };
  if (decision.kind === "error") return { kind: "rejected", code: decision.code };
  const imageId = await storeFile(deps, { code: app.code, kind: "face", bytes, mime: admitted.mime });
  const scores: FaceScores = decision.scores ?? { similarity: null, antispoof: null, liveness: null };
  const outcome = deps.config.ekyc.holdForReview ? "manualReview" : decision.kind;
  await deps.database.db
    .updateTable("loan_applications")
    .set({
      face_image_id: imageId,
      face_outcome: outcome,
      ...faceHold(deps, outcome),
      face_scores: JSON.stringify(scores),
      updated_at: deps.clock.now(),
    })
    .where("code", "=", app.code)
    .execute();
  await pruneReplacedImages(deps, app.code);
  return { kind: "stored", outcome, imageId, provider: provider.name };
}
