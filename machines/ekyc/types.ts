/**
 * Types of the eKYC machine (machines/ekyc/machine.ts): the identity document (type, front, back, the read
 * fields) and the face check. Actor results are already mapped from the API's answers, so the machine
 * only knows outcomes ("read", "rejected" with a document-reading code, "accepted", ...).
 */

import type { DocumentType } from "../../src/domain/loan-ticket-rules";

/** Chip-based citizen ID card (QR read), driver licence and passport (accepted without QR reading). */
export type { DocumentType };
export type DocumentSide = "front" | "back";

/** The fields the card's QR carries ('|'-separated), as the form shows them (dates dd/mm/yyyy). */
export interface IdentityFields {
  idNumber: string;
  oldIdNumber: string;
  fullName: string;
  dateOfBirth: string;
  gender: string;
  address: string;
  issueDate: string;
}
export type IdentityField = keyof IdentityFields;

export const EMPTY_IDENTITY: IdentityFields = {
  idNumber: "",
  oldIdNumber: "",
  fullName: "",
  dateOfBirth: "",
  gender: "",
  address: "",
  issueDate: "",
};

export interface ReadDocumentInput {
  ticketCode: string;
  docType: DocumentType;
  side: DocumentSide;
  image: Blob;
}

/** 'read': the image passed its checks (fields may be empty, e.g. no QR on a passport); 'rejected': a code of SPEC.md section 8. */
export type ReadDocumentResult =
  | { kind: "read"; fields: Partial<IdentityFields>; imageId?: string }
  | { kind: "rejected"; code: string; message?: string };

/** The partner's document rules on the image just read (checkRuleFront / checkRuleBack, issue 17). */
export interface CheckRuleInput {
  ticketCode: string;
  side: DocumentSide;
  imageId: string;
}
/** refused: the partner's reasons, in Vietnamese, shown under the image. */
export type CheckRuleResult = { kind: "accepted" } | { kind: "refused"; reasons: string[] };

export interface CheckIdentityInput {
  ticketCode: string;
  docType: DocumentType;
  fields: IdentityFields;
}
export type CheckIdentityResult = { kind: "ok" } | { kind: "rejected"; code: string; message?: string };

/** What the face component measured (FaceCaptureResult of src/features/loan-ticket/ekyc/face, without its size). */
export interface FaceCapture {
  image: Blob;
  similarity: number | null;
  antispoof: number | null;
  liveness: number | null;
}
export interface UploadFaceInput extends FaceCapture {
  ticketCode: string;
}
/** accepted (review: the comparison was delegated and waits for a manual review), or a refusal. */
export type UploadFaceResult =
  | { kind: "accepted"; review: boolean }
  | { kind: "mismatch"; message?: string }
  | { kind: "forgery"; message?: string };

/** The biometric consent of the face step, recorded by the server for the application (ticketCode). */
export interface RecordConsentInput {
  ticketCode: string;
}
/** recorded; outdated: the text shown is no longer the current version. */
export type RecordConsentResult = { kind: "recorded" } | { kind: "outdated" };

export type FaceUnavailableReason = "no-camera" | "permission-denied" | "model-failed";

export interface EkycInput {
  ticketCode: string;
  /** The product's steps include the face check. */
  faceRequired: boolean;
  /** Resuming a draft whose document was already accepted: start at the face step with these. */
  resume?: { docType: DocumentType; fields: IdentityFields } | null;
}

export interface EkycOutput {
  docType: DocumentType;
  fields: IdentityFields;
  face: { review: boolean } | null;
}

/** Catalogue keys the machine can ask a view to show (document codes travel in errorCode). */
export type EkycMessageKey = "face_not_match" | "face_forgery" | "normal_error" | "biometric_consent_outdated";

export interface EkycContext {
  ticketCode: string;
  faceRequired: boolean;
  docType: DocumentType;
  front: Blob | null;
  back: Blob | null;
  /** The stored id of the image last read, for the partner's rule check. */
  readImageId: string | null;
  fields: IdentityFields;
  /** A document-reading code of SPEC.md section 8 (the view maps it to its message). */
  errorCode: string | null;
  errorKey: EkycMessageKey | null;
  /** A server or transport message; shown instead of the key when set. */
  message: string | null;
  /** Why the camera capture is unavailable; the view then offers the file picker. */
  faceUnavailable: FaceUnavailableReason | null;
  selfie: FaceCapture | null;
  face: { review: boolean } | null;
}

export type EkycEvent =
  | { type: "document.choose"; docType: DocumentType }
  | { type: "document.next" }
  | { type: "image.pick"; image: Blob }
  | { type: "image.clear" }
  | { type: "image.submit" }
  | { type: "error.dismiss" }
  | { type: "field.change"; field: IdentityField; value: string }
  | { type: "review.submit" }
  | { type: "document.retake" }
  | { type: "face.captured"; capture: FaceCapture }
  | { type: "face.unavailable"; reason: FaceUnavailableReason }
  | { type: "face.retry" }
  | { type: "popup.close" }
  | { type: "consent.agree" }
  | { type: "consent.decline" }
  | { type: "consent.reconsider" }
  | { type: "step.back" };

/**
 * Tags views branch on:
 * - document / front / back / review / consent / face: which screen (consent: the biometric consent)
 * - declined: the biometric consent was declined
 * - busy: a call is in flight (reading, checking, uploading)
 * - error: show errorCode / errorKey / message inline
 * - popup: show message in the 'Thông báo' popup; closing sends popup.close
 */
export type EkycTag =
  | "document"
  | "front"
  | "back"
  | "review"
  | "consent"
  | "declined"
  | "face"
  | "busy"
  | "error"
  | "popup";
