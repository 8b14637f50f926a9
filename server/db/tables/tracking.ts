import type { ColumnType } from "kysely";

/** One row per visit (0008_tracking.sql). */
export interface TrackingVisitsTable {
  system_click_id: string;
  conversion_status: number;
  time_on_page: number;
  ip_address: string;
  browser: string;
  operating_system: string;
  pub_click_id: string | null;
  pub_id: string | null;
  partner_id: string | null;
  utm_source: string | null;
  utm_campaign: string | null;
  utm_content: string | null;
  utm_term: string | null;
  utm_medium: string | null;
  sub1: string | null;
  sub2: string | null;
  sub3: string | null;
  sub4: string | null;
  sub5: string | null;
  count_back: ColumnType<number, number | undefined, number>;
  save_count: ColumnType<number, number | undefined, number>;
  first_seen_at: ColumnType<Date, Date, never>;
  last_seen_at: ColumnType<Date, Date, Date>;
  ended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** One row per (visit, status): when the status was first reached. */
export interface TrackingStepsTable {
  system_click_id: string;
  status: number;
  seconds: number;
  reached_at: ColumnType<Date, Date, Date>;
}

/** Tables of the tracking feature. */
export interface TrackingTables {
  tracking_visits: TrackingVisitsTable;
  tracking_steps: TrackingStepsTable;
}
