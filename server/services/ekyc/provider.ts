import type { CccdFields } from "../../../src/contract/ekyc";
import type { DocumentType } from "../../../src/domain/loan-ticket-rules";

/**
 * The identity provider behind /v1/ocr/*, /check/load/identification and /v1/upload-face-image
 * (docs/decisions/009-loan-ticket.md). The default is ours and works offline; an external eKYC
 * vendor is plugged in with EKYC_PROVIDER=vendor. Both answer with SPEC.md section 8 codes.
 */

export interface DocumentInput {
  documentType: DocumentType;
  side: "front" | "back";
  /** The uploaded bytes, already checked to be a JPEG or a PNG. */
  bytes: Uint8Array;
  mime: "image/jpeg" | "image/png";
}

/** Read: the CCCD front's QR fields (null when the document is not read: back, licence, passport). */
export type DocumentOutcome = { ok: true; fields: CccdFields | null } | { ok: false; code: string };

/** What the server measured on the selfie and the card portrait; null where it could not. */
export interface FaceScores {
  similarity: number | null;
  antispoof: number | null;
  liveness: number | null;
}

export interface FaceInput {
  selfie: Uint8Array;
  mime: "image/jpeg" | "image/png";
  /** The front of the identity document, when stored. */
  card: { bytes: Uint8Array; mime: "image/jpeg" | "image/png" } | null;
}

/** The decision; `scores` are the server's own measures (kept with the application for review). */
export type FaceOutcome =
  | { kind: "matched"; scores?: FaceScores }
  /** The server could not decide (no face, no card, model failure, timeout): a person looks later. */
  | { kind: "manualReview"; scores?: FaceScores }
  | { kind: "mismatch"; scores?: FaceScores }
  | { kind: "forgery"; scores?: FaceScores }
  /** The provider failed: a SPEC.md section 8 code. */
  | { kind: "error"; code: string };

/** Whose upload it is (the eKYC quota's key): the offline provider keeps each customer's share of the worker pool. */
export interface UploadContext {
  customer: string;
}

export interface EkycProvider {
  readonly name: string;
  readDocument(input: DocumentInput, context?: UploadContext): Promise<DocumentOutcome>;
  checkFace(input: FaceInput, context?: UploadContext): Promise<FaceOutcome>;
}
