import type { ColumnType, Generated } from "kysely";

/** The columns 0017_privacy_consents.sql adds to the OTP feature's consents (merged into its table type). */
declare module "./otp" {
  interface ConsentsTable {
    /** The loan application a biometric consent was given for. */
    application_code: ColumnType<string | null, string | null | undefined, string | null>;
    user_id: ColumnType<number | null, number | null | undefined, number | null>;
  }
}

/** A consent the customer withdrew on /du-lieu-cua-toi (0017_privacy_consents.sql). */
export interface ConsentWithdrawalsTable {
  id: Generated<number>;
  /** 'consent:<id>' or 'ticket:<application code>'. */
  consent_ref: string;
  purpose: string;
  user_id: number | null;
  withdrawn_at: Date;
  /** What the withdrawal did, as JSON text ({"faceImagesDeleted": n}). */
  effect: ColumnType<unknown, string | undefined, string>;
}

/** Tables of the privacy feature. */
export interface PrivacyTables {
  consent_withdrawals: ConsentWithdrawalsTable;
}
