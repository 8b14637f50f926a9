import type { ColumnType, Generated } from "kysely";
import type { PartnerStatus } from "../../../src/contract/partners";

/** One delivery of a lead or application to its partner (0014_partner_delivery.sql). */
export interface PartnerDeliveriesTable {
  id: Generated<number>;
  idempotency_key: string;
  kind: "lead" | "application";
  subject_code: string;
  partner_id: number;
  status: ColumnType<PartnerStatus, PartnerStatus | undefined, PartnerStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  job_id: string | null;
  partner_ref: string | null;
  /** The last applied callback's sequence (0021_partner_callback_order.sql); compared in SQL only. */
  partner_sequence: ColumnType<string | number | null, number | null | undefined, number | null>;
  created_at: ColumnType<Date, Date | undefined, never>;
  sent_at: Date | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** Partner callbacks already applied (replay protection). */
export interface PartnerCallbacksTable {
  partner_id: number;
  idempotency_key: string;
  received_at: ColumnType<Date, Date | undefined, never>;
}

/** MobiFone's step 2 outcome per application (0018_mobifone_step2.sql): confirmation reads it. */
export interface MobifoneStep2OutcomesTable {
  application_code: string;
  accepted: boolean;
  checked: boolean;
  checked_at: ColumnType<Date, Date | undefined, Date>;
}

export interface PartnersTables {
  partner_deliveries: PartnerDeliveriesTable;
  partner_callbacks: PartnerCallbacksTable;
  mobifone_step2_outcomes: MobifoneStep2OutcomesTable;
}
