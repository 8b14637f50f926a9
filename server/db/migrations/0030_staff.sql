-- The back-office's people (docs/decisions/021-back-office.md). Nothing here joins the customers'
-- users/sessions tables: a staff member and a customer are different kinds of account.
CREATE TABLE IF NOT EXISTS staff (
  id serial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  full_name text NOT NULL,
  role text NOT NULL CHECK (role IN ('editor', 'operator', 'compliance', 'admin')),
  status text NOT NULL CHECK (status IN ('invited', 'active', 'disabled')),
  -- TOTP fallback (base32 secret); null until the person sets it up.
  totp_secret text,
  -- A secret shown to be scanned, waiting for its first code (enrolment or a change).
  totp_pending text,
  -- The last 30-second step accepted, so one code signs in once.
  totp_last_step bigint,
  totp_failures integer NOT NULL DEFAULT 0,
  totp_locked_until timestamptz,
  created_at timestamptz NOT NULL,
  created_by integer REFERENCES staff (id)
);

-- One-time enrolment links: only the SHA-256 of the token is kept.
CREATE TABLE IF NOT EXISTS staff_invitations (
  token_hash text PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX IF NOT EXISTS staff_invitations_staff_id ON staff_invitations (staff_id);

CREATE TABLE IF NOT EXISTS staff_passkeys (
  credential_id text PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  public_key bytea NOT NULL,
  counter bigint NOT NULL DEFAULT 0,
  transports text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  last_used_at timestamptz
);
CREATE INDEX IF NOT EXISTS staff_passkeys_staff_id ON staff_passkeys (staff_id);

-- WebAuthn challenges: used once, for 5 minutes.
CREATE TABLE IF NOT EXISTS staff_challenges (
  id text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('register', 'sign-in')),
  staff_id integer REFERENCES staff (id) ON DELETE CASCADE,
  challenge text NOT NULL,
  expires_at timestamptz NOT NULL
);

-- Staff sessions (cookie __Host-staff): 8 hours at most, 30 minutes idle.
CREATE TABLE IF NOT EXISTS staff_sessions (
  token_hash text PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  method text NOT NULL CHECK (method IN ('passkey', 'totp')),
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS staff_sessions_staff_id ON staff_sessions (staff_id);

-- Per-person API tokens for scripts: shown once, stored as SHA-256, revocable.
CREATE TABLE IF NOT EXISTS staff_api_tokens (
  id serial PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  name text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX IF NOT EXISTS staff_api_tokens_staff_id ON staff_api_tokens (staff_id);

-- Every staff action. Append-only: the trigger below refuses UPDATE, DELETE and TRUNCATE.
-- No foreign key to staff: the log outlives anything it names.
CREATE TABLE IF NOT EXISTS audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  staff_id integer,
  staff_email text NOT NULL,
  role text NOT NULL,
  action text NOT NULL,
  target text,
  before jsonb,
  after jsonb,
  reason text,
  ip text
);
CREATE INDEX IF NOT EXISTS audit_log_at ON audit_log (at);
CREATE INDEX IF NOT EXISTS audit_log_staff_id ON audit_log (staff_id, at);
CREATE INDEX IF NOT EXISTS audit_log_action ON audit_log (action, at);

CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
DROP TRIGGER IF EXISTS audit_log_no_change ON audit_log;
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
DROP TRIGGER IF EXISTS audit_log_no_truncate ON audit_log;
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
