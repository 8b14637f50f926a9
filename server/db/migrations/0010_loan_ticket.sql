-- The loan-ticket application flow: financial products, bank and area reference data, the
-- applications (drafts, then tickets) and their uploaded files (docs/decisions/009-loan-ticket.md).

-- A product a partner offers. policy_version goes up whenever its policy changes: a draft made under
-- an older version cannot be submitted ('product policy has been updated').
CREATE TABLE IF NOT EXISTS financial_products (
  id integer PRIMARY KEY,
  name text NOT NULL,
  partner_name text NOT NULL,
  product_type integer NOT NULL CHECK (product_type IN (1, 2, 3)),
  min_amount integer NOT NULL CHECK (min_amount > 0),
  max_amount integer NOT NULL CHECK (max_amount >= min_amount),
  amount_step integer NOT NULL CHECK (amount_step > 0),
  -- Loan terms in months, ascending: a jsonb array of integers.
  terms jsonb NOT NULL,
  -- Yearly interest in basis points (1850 = 18.5 %).
  interest_rate_bp integer NOT NULL CHECK (interest_rate_bp >= 0),
  description text NOT NULL DEFAULT '',
  policy_version integer NOT NULL DEFAULT 1,
  -- The wizard's steps (jsonb array of identity, face, details, otp, contract) and accepted documents.
  steps jsonb NOT NULL,
  document_types jsonb NOT NULL,
  term_title text NOT NULL,
  term_paragraphs jsonb NOT NULL,
  active boolean NOT NULL DEFAULT true,
  sample boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS banks (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  short_name text NOT NULL,
  sample boolean NOT NULL DEFAULT false
);

CREATE TABLE IF NOT EXISTS bank_branches (
  id integer PRIMARY KEY,
  bank_id integer NOT NULL REFERENCES banks (id),
  name text NOT NULL,
  sample boolean NOT NULL DEFAULT false
);
CREATE INDEX IF NOT EXISTS bank_branches_bank_id ON bank_branches (bank_id);

-- Districts and wards under the cards feature's provinces (codes as text of digits).
CREATE TABLE IF NOT EXISTS districts (
  code text PRIMARY KEY,
  province_code integer NOT NULL REFERENCES provinces (code),
  name text NOT NULL,
  sample boolean NOT NULL DEFAULT false
);
CREATE INDEX IF NOT EXISTS districts_province_code ON districts (province_code);

CREATE TABLE IF NOT EXISTS wards (
  code text PRIMARY KEY,
  district_code text NOT NULL REFERENCES districts (code),
  name text NOT NULL,
  sample boolean NOT NULL DEFAULT false
);
CREATE INDEX IF NOT EXISTS wards_district_code ON wards (district_code);

-- One application: a draft while the customer fills the wizard, then a ticket (OTP, contract,
-- submitted). Owned by an account (owner_user_id) or by a verified funnel ticket (owner_funnel_code).
CREATE TABLE IF NOT EXISTS loan_applications (
  code text PRIMARY KEY,
  product_id integer NOT NULL REFERENCES financial_products (id),
  policy_version integer NOT NULL,
  owner_user_id integer REFERENCES users (id),
  owner_funnel_code text REFERENCES loan_tickets (code),
  -- The owner's phone: where the ticket's OTP goes; what erasure looks for.
  phone text NOT NULL,
  -- The national ID given in the funnel (or known for the account): a CCCD read must match it.
  expected_national_id text,
  status text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'otpPending', 'contractPending', 'submitted')),
  step text NOT NULL DEFAULT 'identity',
  data jsonb NOT NULL DEFAULT '{}',
  document_type text,
  front_image_id text,
  back_image_id text,
  -- The CCCD QR's fields, as the provider read them from the front.
  qr_fields jsonb,
  face_image_id text,
  face_outcome text CHECK (face_outcome IN ('matched', 'manualReview')),
  face_scores jsonb,
  amount integer,
  term integer,
  identity jsonb,
  details jsonb,
  contract_file text,
  contract_email text,
  loan_code text UNIQUE,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  submitted_at timestamptz,
  CHECK (owner_user_id IS NOT NULL OR owner_funnel_code IS NOT NULL)
);
CREATE INDEX IF NOT EXISTS loan_applications_owner_user ON loan_applications (owner_user_id);
CREATE INDEX IF NOT EXISTS loan_applications_owner_funnel ON loan_applications (owner_funnel_code);
CREATE INDEX IF NOT EXISTS loan_applications_phone ON loan_applications (phone);

-- Files of an application (document images, selfie, contract), stored under the data directory
-- (outside the web root) at tickets/<code>/<id>.<ext>; deleted with the application.
CREATE TABLE IF NOT EXISTS loan_application_files (
  id text PRIMARY KEY,
  application_code text NOT NULL REFERENCES loan_applications (code) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('front', 'back', 'face', 'contract')),
  mime text NOT NULL,
  bytes integer NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS loan_application_files_code ON loan_application_files (application_code);
