-- Wrong one-time codes per (phone, purpose), counted across requests and resends
-- (docs/decisions/002-otp-policy.md). A logged table: the lock survives a crash or a failover,
-- unlike the UNLOGGED rate_limits counters.
CREATE TABLE IF NOT EXISTS otp_attempts (
  phone text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('loan', 'reset', 'deletion', 'ticket')),
  -- When each wrong code of the last 24 hours was typed (older ones are dropped on the next write).
  failures timestamptz[] NOT NULL DEFAULT '{}',
  -- The third wrong code within 24 hours locks the phone for this purpose until then.
  locked_until timestamptz,
  PRIMARY KEY (phone, purpose)
);

-- Locks already set in otp_codes carry over.
INSERT INTO otp_attempts (phone, purpose, locked_until)
SELECT phone, purpose, locked_until FROM otp_codes WHERE locked_until IS NOT NULL
ON CONFLICT (phone, purpose) DO NOTHING;
