import type { ColumnType, JSONColumnType } from "kysely";
import type { CccdFields } from "../../../src/contract/ekyc";
import type { Details, DraftData, Identity } from "../../../src/contract/loan-ticket-fields";
import type { DocumentType, TicketStatus, WizardStep } from "../../../src/domain/loan-ticket-rules";

/** A timestamp the server always sets itself (time comes from deps.clock). */
type Stamp = ColumnType<Date, Date, Date>;
type Json<T extends object> = JSONColumnType<T, string, string>;
type NullableJson<T extends object> = JSONColumnType<T | null, string | null | undefined, string | null>;

export interface FinancialProductsTable {
  id: number;
  name: string;
  partner_name: string;
  product_type: 1 | 2 | 3;
  min_amount: number;
  max_amount: number;
  amount_step: number;
  terms: Json<number[]>;
  interest_rate_bp: number;
  /** Upfront fee: a fixed VND amount or basis points of the amount (at most one non-zero); monthly fee in VND. */
  upfront_fee_vnd: ColumnType<number, number | undefined, number>;
  upfront_fee_bp: ColumnType<number, number | undefined, number>;
  monthly_fee_vnd: ColumnType<number, number | undefined, number>;
  description: ColumnType<string, string | undefined, string>;
  policy_version: ColumnType<number, number | undefined, number>;
  steps: Json<WizardStep[]>;
  document_types: Json<DocumentType[]>;
  term_title: string;
  term_paragraphs: Json<string[]>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  sample: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface BanksTable {
  id: number;
  code: string;
  name: string;
  short_name: string;
  /** The bank's BIN (VietQR / NAPAS), empty when it has none. */
  bin: ColumnType<string, string | undefined, string>;
  swift_code: ColumnType<string | null, string | null | undefined, string | null>;
  sample: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface BankBranchesTable {
  id: number;
  bank_id: number;
  name: string;
  sample: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface DistrictsTable {
  code: string;
  province_code: number;
  name: string;
  sample: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface WardsTable {
  code: string;
  /** Since the 2025 map wards belong to a province; the column stays null-able for old rows. */
  province_code: number | null;
  /** No district level since 1 July 2025: null for every ward of the 2025 map. */
  district_code: string | null;
  name: string;
  sample: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface FaceScores {
  similarity: number | null;
  antispoof: number | null;
  liveness: number | null;
}

/**
 * 'offline_ekyc': passed by the offline eKYC provider in production (ALLOW_OFFLINE_EKYC_IN_PRODUCTION).
 * 'face_undecided': the server could not compare the selfie with the card (0035, issue 31).
 */
export type ManualReviewReason = "offline_ekyc" | "face_undecided";

export interface LoanApplicationsTable {
  code: string;
  product_id: number;
  policy_version: number;
  owner_user_id: number | null;
  owner_funnel_code: string | null;
  phone: string;
  expected_national_id: string | null;
  status: ColumnType<TicketStatus, TicketStatus | undefined, TicketStatus>;
  step: ColumnType<WizardStep, WizardStep | undefined, WizardStep>;
  data: JSONColumnType<DraftData, string | undefined, string>;
  document_type: DocumentType | null;
  front_image_id: string | null;
  back_image_id: string | null;
  qr_fields: NullableJson<CccdFields>;
  face_image_id: string | null;
  face_outcome: "matched" | "manualReview" | null;
  face_scores: NullableJson<FaceScores>;
  /** Why a person must review the application before it goes on (0025); null: nothing holds it. */
  manual_review_reason: ColumnType<
    ManualReviewReason | null,
    ManualReviewReason | null | undefined,
    ManualReviewReason | null
  >;
  /** The operator's decision (0035): approved clears the hold, refused keeps it; null while waiting. */
  review_decision: ColumnType<
    "approved" | "refused" | null,
    "approved" | "refused" | null | undefined,
    "approved" | "refused" | null
  >;
  review_reason: ColumnType<string | null, string | null | undefined, string | null>;
  reviewed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  reviewed_by: ColumnType<number | null, number | null | undefined, number | null>;
  amount: number | null;
  term: number | null;
  identity: NullableJson<Identity>;
  details: NullableJson<Details>;
  contract_file: string | null;
  contract_email: string | null;
  loan_code: string | null;
  created_at: Stamp;
  updated_at: Stamp;
  submitted_at: Date | null;
}

export type ApplicationFileKind = "front" | "back" | "face" | "contract";

export interface LoanApplicationFilesTable {
  id: string;
  application_code: string;
  kind: ApplicationFileKind;
  mime: string;
  bytes: number;
  created_at: Stamp;
}

/** Tables of the loan-ticket feature (0010_loan_ticket.sql). */
export interface LoanTicketTables {
  financial_products: FinancialProductsTable;
  banks: BanksTable;
  bank_branches: BankBranchesTable;
  districts: DistrictsTable;
  wards: WardsTable;
  loan_applications: LoanApplicationsTable;
  loan_application_files: LoanApplicationFilesTable;
}
