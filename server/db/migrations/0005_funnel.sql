-- The lead funnel: blacklists, partners, scoring on the loan ticket, the saved leads.
-- Runs after 0004_otp.sql, which creates loan_tickets and consents.

-- Phones refused at /loan/ticket/validatephone, with the business code to answer (201 or 202).
CREATE TABLE IF NOT EXISTS blacklist_phones (
  phone text PRIMARY KEY,
  answer_code integer NOT NULL DEFAULT 201 CHECK (answer_code IN (201, 202)),
  -- For operators only: never shown to the visitor.
  reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- National IDs refused at /loan/ticket/validateIdcard and at scoring (answer 201).
CREATE TABLE IF NOT EXISTS blacklist_national_ids (
  national_id text PRIMARY KEY,
  answer_code integer NOT NULL DEFAULT 201 CHECK (answer_code = 201),
  reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Finance companies a lead can be forwarded to: the highest min_score the score reaches wins.
CREATE TABLE IF NOT EXISTS partners (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  min_score integer NOT NULL CHECK (min_score BETWEEN 0 AND 100),
  max_amount integer NOT NULL CHECK (max_amount > 0),
  position integer NOT NULL,
  active boolean NOT NULL DEFAULT true,
  -- Seeded sample rows, to be replaced by the real partner list.
  sample boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- What scoring learns on the ticket: identity, the four answers and the explained score.
ALTER TABLE loan_tickets ADD COLUMN IF NOT EXISTS full_name text;
ALTER TABLE loan_tickets ADD COLUMN IF NOT EXISTS national_id text;
ALTER TABLE loan_tickets ADD COLUMN IF NOT EXISTS income_answer text;
ALTER TABLE loan_tickets ADD COLUMN IF NOT EXISTS housing_answer text;
ALTER TABLE loan_tickets ADD COLUMN IF NOT EXISTS marital_answer text;
ALTER TABLE loan_tickets ADD COLUMN IF NOT EXISTS dependents_answer text;
ALTER TABLE loan_tickets ADD COLUMN IF NOT EXISTS score integer;
ALTER TABLE loan_tickets ADD COLUMN IF NOT EXISTS score_version text;
-- Points per attribute: {"base", "age", "income", "housing", "marital", "dependents"}.
ALTER TABLE loan_tickets ADD COLUMN IF NOT EXISTS score_points jsonb;
ALTER TABLE loan_tickets ADD COLUMN IF NOT EXISTS scored_at timestamptz;
-- Set by the final score call (step 4), which also settles the account.
ALTER TABLE loan_tickets ADD COLUMN IF NOT EXISTS final_scored_at timestamptz;
ALTER TABLE loan_tickets ADD COLUMN IF NOT EXISTS user_id integer REFERENCES users (id);

-- The lead record of SPEC.md section 3, one per ticket (save-hub-log is idempotent by ticket code).
CREATE TABLE IF NOT EXISTS leads (
  id serial PRIMARY KEY,
  ticket_code text NOT NULL UNIQUE REFERENCES loan_tickets (code),
  full_name text NOT NULL,
  national_id text NOT NULL,
  phone text NOT NULL,
  birth_year integer NOT NULL,
  gender text NOT NULL,
  address text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  job text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  income integer NOT NULL,
  income_type integer NOT NULL DEFAULT 0,
  loan_amount integer NOT NULL,
  loan_term integer NOT NULL,
  company text NOT NULL DEFAULT '',
  company_address text NOT NULL DEFAULT '',
  source_url text NOT NULL DEFAULT '',
  click_id text,
  -- The address the server saw (the browser sends null).
  ip text,
  district text NOT NULL DEFAULT '',
  ward text NOT NULL DEFAULT '',
  page_code text NOT NULL,
  status integer NOT NULL DEFAULT 1,
  score integer NOT NULL,
  is_confirmed text NOT NULL DEFAULT 'confirmed',
  -- Attribution from the landing URL (cid, pubid, pid, source, campaign, content, term, medium, s1-s5).
  pub_id text,
  attribution_partner_id text,
  utm_source text,
  utm_campaign text,
  utm_content text,
  utm_term text,
  utm_medium text,
  sub1 text,
  sub2 text,
  sub3 text,
  sub4 text,
  sub5 text,
  -- The outcome: the partner the lead goes to (null: regret), named as it was at the time.
  outcome_partner_id integer REFERENCES partners (id),
  outcome_partner_name text,
  scorecard_version text NOT NULL,
  score_points jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS leads_created_at ON leads (created_at);
CREATE INDEX IF NOT EXISTS leads_phone ON leads (phone);
