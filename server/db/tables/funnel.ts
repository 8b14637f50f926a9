import type { ColumnType, Generated, JSONColumnType } from "kysely";

/** Points per attribute of a score, as server/services/scoring/scorecard.ts computes them. */
export interface StoredScorePoints {
  base: number;
  age: number;
  income: number;
  housing: number;
  marital: number;
  dependents: number;
}

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface BlacklistPhonesTable {
  phone: string;
  answer_code: ColumnType<number, number | undefined, number>;
  reason: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
}

export interface BlacklistNationalIdsTable {
  national_id: string;
  answer_code: ColumnType<number, number | undefined, number>;
  reason: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
}

export interface PartnersTable {
  id: Generated<number>;
  name: string;
  min_score: number;
  max_amount: number;
  /** The registered company name and its lending licence (shown on /doi-tac). */
  legal_name: ColumnType<string, string | undefined, string>;
  licence: ColumnType<string, string | undefined, string>;
  position: number;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  sample: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

export interface LeadsTable {
  id: Generated<number>;
  ticket_code: string;
  full_name: string;
  national_id: string;
  phone: string;
  birth_year: number;
  gender: string;
  address: string;
  city: string;
  job: string;
  email: string;
  income: number;
  income_type: number;
  loan_amount: number;
  loan_term: number;
  company: string;
  company_address: string;
  source_url: string;
  click_id: string | null;
  ip: string | null;
  district: string;
  ward: string;
  page_code: string;
  status: number;
  score: number;
  is_confirmed: string;
  pub_id: string | null;
  attribution_partner_id: string | null;
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
  outcome_partner_id: number | null;
  outcome_partner_name: string | null;
  scorecard_version: string;
  score_points: JSONColumnType<StoredScorePoints>;
  created_at: CreatedAt;
}

/** The columns 0005_funnel.sql adds to the OTP feature's loan_tickets (merged into its table type). */
declare module "./otp" {
  interface LoanTicketsTable {
    full_name: string | null;
    national_id: string | null;
    income_answer: string | null;
    housing_answer: string | null;
    marital_answer: string | null;
    dependents_answer: string | null;
    score: number | null;
    score_version: string | null;
    score_points: JSONColumnType<StoredScorePoints | null, string | null, string | null>;
    scored_at: Date | null;
    final_scored_at: Date | null;
    user_id: number | null;
  }
}

/** Tables of the funnel feature. */
export interface FunnelTables {
  blacklist_phones: BlacklistPhonesTable;
  blacklist_national_ids: BlacklistNationalIdsTable;
  partners: PartnersTable;
  leads: LeadsTable;
}
