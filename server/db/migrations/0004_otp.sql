-- One-time codes, the SMS outbox, loan tickets and consents (docs/decisions/002-otp-policy.md).

-- One active code per (phone, purpose). Only a keyed hash of the code is stored. A resend replaces
-- the code and the transaction id in place, so the counters of the session stay with it.
CREATE TABLE IF NOT EXISTS otp_codes (
  phone text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('loan', 'reset', 'deletion', 'ticket')),
  transaction_id text NOT NULL UNIQUE,
  -- What the code confirms, when the caller names it: the loan ticket code, the username, ...
  subject text,
  code_hash text NOT NULL,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  resends integer NOT NULL DEFAULT 0,
  timeout_resends integer NOT NULL DEFAULT 0,
  failed_attempts integer NOT NULL DEFAULT 0,
  -- Three wrong codes lock the phone for this purpose until then, across new requests.
  locked_until timestamptz,
  PRIMARY KEY (phone, purpose)
);

-- Messages of the outbox SMS delivery (development and tests): readable at GET /api/dev/outbox.
CREATE TABLE IF NOT EXISTS sms_outbox (
  id serial PRIMARY KEY,
  phone text NOT NULL,
  text text NOT NULL,
  otp text,
  created_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS sms_outbox_phone ON sms_outbox (phone, id DESC);

-- A loan request of the lead funnel, created by POST /api/loan/ticket/apply. Later migrations of
-- the funnel add its columns.
CREATE TABLE IF NOT EXISTS loan_tickets (
  code text PRIMARY KEY,
  phone text NOT NULL,
  email text NOT NULL DEFAULT '',
  amount integer NOT NULL,
  term integer NOT NULL,
  ip text,
  created_at timestamptz NOT NULL,
  -- Set when the phone's one-time code was confirmed.
  verified_at timestamptz
);
CREATE INDEX IF NOT EXISTS loan_tickets_phone ON loan_tickets (phone);

-- What a visitor agreed to, per purpose (Vietnam's personal data protection decree asks for
-- explicit consent per purpose): the terms version, when and from which address.
CREATE TABLE IF NOT EXISTS consents (
  id serial PRIMARY KEY,
  ticket_code text REFERENCES loan_tickets (code),
  phone text NOT NULL,
  purpose text NOT NULL,
  terms_version text NOT NULL,
  agreed_at timestamptz NOT NULL,
  ip text
);
CREATE INDEX IF NOT EXISTS consents_ticket_code ON consents (ticket_code);
