/**
 * Types of the my-data machine (machines/my-data/machine.ts): "Dữ liệu của tôi" (/du-lieu-cua-toi,
 * docs/decisions/015-personal-data.md). The data mirrors GET /api/me/data (src/contract/my-data.ts,
 * whose `MyData` is assignable to `PersonalData`); machines import no contract, so the shapes the
 * machine reads and rewrites are written here.
 */

export type ConsentPurpose = "loan_lead" | "ticket" | "biometric";

export interface HeldItem {
  /** A field key the catalogue names (my_data_field_<field>). */
  field: string;
  value: string;
  /** Where it is kept: the account, a visit, a lead ticket (LN…) or an application (HS…). */
  source: string;
}

export interface HeldCategory {
  /** contact, identity, face, bank, reference, address, profile, device. */
  category: string;
  items: HeldItem[];
}

export interface PartnerDelivery {
  partner: string;
  kind: "lead" | "application";
  subject: string;
  fields: string[];
  status: string;
  createdAt: string;
  sentAt: string | null;
}

export interface GivenConsent {
  id: string;
  purpose: ConsentPurpose;
  version: string;
  /** The lead ticket or application it was given for. */
  subject: string | null;
  agreedAt: string;
  withdrawnAt: string | null;
}

export interface DeletionRequest {
  reference: string;
  status: "pending" | "completed";
  requestedAt: string;
  completedAt: string | null;
}

/** Everything the page shows about the signed-in customer. */
export interface PersonalData {
  generatedAt: string;
  categories: HeldCategory[];
  deliveries: PartnerDelivery[];
  consents: GivenConsent[];
  deletionRequests: DeletionRequest[];
}

/** The loadData actor rejects with an Error whose message the page shows (empty: normal_error). */

export interface WithdrawInput {
  consentId: string;
}

/**
 * What the app maps the withdrawal's answer to: 200 with the consent as recorded (its withdrawal time)
 * and how many face images went with it, or any other code with the server's message (null: the
 * general error).
 */
export type WithdrawResult =
  | { kind: "withdrawn"; consent: GivenConsent; faceImagesDeleted: number; message: string | null }
  | { kind: "refused"; message: string | null };

/**
 * The deletion request's answer: 200 with the request (or the pending one); 251 the account's phone was
 * never proven (decision 015: the customer is sent to the public deletion page); else the server's message.
 */
export type DeletionResult =
  | { kind: "filed"; request: DeletionRequest; message: string | null }
  | { kind: "unproven"; message: string | null }
  | { kind: "refused"; message: string | null };

/**
 * The 'Thông báo' popup after an action: what happened and the server's message (null: the page's
 * own text, my_data_withdrawn_done, my_data_deletion_filed, my_data_phone_not_verified or normal_error).
 * `unproven`: no deletion request for a phone never proven; the popup links the public deletion page.
 */
export type MyDataNotice =
  | { kind: "withdrawn"; message: string | null }
  | { kind: "filed"; reference: string; message: string | null }
  | { kind: "unproven"; message: string | null }
  | { kind: "failed"; message: string | null };

export interface MyDataContext {
  /** Null until the first load answers. */
  data: PersonalData | null;
  /** Why the last load failed (null: normal_error). */
  loadError: string | null;
  /** The consent the confirmation asks about. */
  asked: string | null;
  notice: MyDataNotice | null;
}

export type MyDataEvent =
  | { type: "myData.retry" }
  | { type: "myData.withdraw"; consentId: string }
  | { type: "myData.deletion.request" }
  | { type: "myData.confirm" }
  | { type: "myData.cancel" }
  | { type: "popup.close" };

/**
 * Tags views branch on:
 * - loading / loadFailed / ready: the screen to show
 * - confirm: the confirmation popup (what it asks: selectors)
 * - faceWarning: the confirmation says the face images are deleted (biometric consent)
 * - busy: a call is running; the page's buttons are off
 * - popup: the 'Thông báo' popup with `notice`
 */
export type MyDataTag = "loading" | "loadFailed" | "ready" | "confirm" | "faceWarning" | "busy" | "popup";
