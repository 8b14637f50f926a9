import * as v from "valibot";
import { endpoint } from "./endpoint";

/**
 * "Dữ liệu của tôi" (/du-lieu-cua-toi) and the biometric consent of the face step (issue 18, Law
 * 91/2025/QH15 and Decree 356/2025/NĐ-CP): what we hold about the signed-in customer by category,
 * which partner received what and when, the consents given (with withdrawal), downloads of it all
 * (JSON and PDF) and the deletion requests with their status.
 */

/** The version of the biometric consent text the face step shows (src/i18n/vi-account.ts, biometric_consent_*). */
export const BIOMETRIC_CONSENT_VERSION = "2026-11-23";

/**
 * Days identity images, selfies and contracts are kept after the application's decision: the
 * default of EKYC_RETENTION_DAYS (server/config.ts, server/services/ekyc/retention.ts), as the
 * consent text and the privacy policy state it.
 */
export const FACE_RETENTION_DAYS = 30;

export const DATA_CATEGORIES = [
  "contact",
  "identity",
  "face",
  "bank",
  "reference",
  "address",
  "profile",
  "device",
] as const;
export type DataCategory = (typeof DATA_CATEGORIES)[number];

/** One field of personal data, named by a key the catalogue turns into its label (my_data_field_<field>). */
export const DATA_FIELDS = [
  "phone",
  "email",
  "fullName",
  "nationalId",
  "oldIdNumber",
  "dateOfBirth",
  "birthYear",
  "gender",
  "issueDate",
  "idFront",
  "idBack",
  "faceImage",
  "bankAccount",
  "postOffice",
  "referencePerson",
  "address",
  "permanentAddress",
  "city",
  "income",
  "job",
  "company",
  "housing",
  "maritalStatus",
  "dependents",
  "loan",
  "score",
  "ip",
  "device",
  "visit",
] as const;
export type DataField = (typeof DATA_FIELDS)[number];

export const dataItemSchema = v.object({
  field: v.picklist(DATA_FIELDS),
  value: v.string(),
  /** Where it is kept: the account, a lead ticket (LN…) or a loan application (HS…). */
  source: v.string(),
});
export type DataItem = v.InferOutput<typeof dataItemSchema>;

export const dataCategorySchema = v.object({
  category: v.picklist(DATA_CATEGORIES),
  items: v.array(dataItemSchema),
});
export type DataCategoryHeld = v.InferOutput<typeof dataCategorySchema>;

export const deliverySchema = v.object({
  partner: v.string(),
  kind: v.picklist(["lead", "application"]),
  /** The lead ticket or application the partner received. */
  subject: v.string(),
  /** The fields the partner received. */
  fields: v.array(v.picklist(DATA_FIELDS)),
  status: v.string(),
  /** ISO 8601: when it was handed over (queued), and when the partner took it (null while queued). */
  createdAt: v.string(),
  sentAt: v.nullable(v.string()),
});
export type Delivery = v.InferOutput<typeof deliverySchema>;

export const CONSENT_PURPOSES = ["loan_lead", "ticket", "biometric"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export const consentIdSchema = v.pipe(v.string(), v.regex(/^(consent:\d{1,9}|ticket:HS[A-Z0-9]{10})$/));

export const consentSchema = v.object({
  id: consentIdSchema,
  purpose: v.picklist(CONSENT_PURPOSES),
  /** The version of the text agreed to. */
  version: v.string(),
  /** The lead ticket or application it was given for. */
  subject: v.nullable(v.string()),
  agreedAt: v.string(),
  withdrawnAt: v.nullable(v.string()),
});
export type Consent = v.InferOutput<typeof consentSchema>;

export const deletionRequestSchema = v.object({
  reference: v.string(),
  status: v.picklist(["pending", "completed"]),
  requestedAt: v.string(),
  completedAt: v.nullable(v.string()),
});
export type DeletionRequestStatus = v.InferOutput<typeof deletionRequestSchema>;

export const myDataSchema = v.object({
  generatedAt: v.string(),
  categories: v.array(dataCategorySchema),
  deliveries: v.array(deliverySchema),
  consents: v.array(consentSchema),
  deletionRequests: v.array(deletionRequestSchema),
});
export type MyData = v.InferOutput<typeof myDataSchema>;

/** Everything we hold about the caller. 401 without a session. */
export const myDataEndpoint = endpoint({ method: "GET", path: "/me/data", data: myDataSchema, auth: true });

/** The same as a JSON file (attachment). */
export const myDataJsonEndpoint = endpoint({ method: "GET", path: "/me/data/export.json", data: v.null(), auth: true });

/** The same as a PDF (attachment; pdf-lib with DejaVu Sans, like the contract). */
export const myDataPdfEndpoint = endpoint({ method: "GET", path: "/me/data/export.pdf", data: v.null(), auth: true });

/** Withdraws one of the caller's consents; a biometric one also deletes the application's face images. */
export const withdrawConsentEndpoint = endpoint({
  method: "POST",
  path: "/me/consents/withdraw",
  body: v.object({ consentId: consentIdSchema }),
  data: v.object({ consent: consentSchema, faceImagesDeleted: v.number() }),
  auth: true,
});

/** Files a deletion request for the caller's proven phone (or returns the pending one). */
export const myDeletionRequestEndpoint = endpoint({
  method: "POST",
  path: "/me/deletion-requests",
  data: deletionRequestSchema,
  auth: true,
});

/** The biometric consent of the face step, for the caller's application; recorded once per application. */
export const biometricConsentEndpoint = endpoint({
  method: "POST",
  path: "/v1/ekyc/biometric-consent",
  body: v.object({
    ticketCode: v.pipe(v.string(), v.regex(/^HS[A-Z0-9]{10}$/)),
    version: v.pipe(v.string(), v.maxLength(20)),
  }),
  data: v.object({ consentId: consentIdSchema, agreedAt: v.string(), version: v.string() }),
});

/**
 * Business codes: 251 the account's phone was never proven (no deletion request for it); 252 the
 * biometric consent text is not the current version; 253 the face upload has no biometric consent.
 */
export const MY_DATA_CODE = { phoneNotVerified: 251, versionOutdated: 252, consentRequired: 253 } as const;
