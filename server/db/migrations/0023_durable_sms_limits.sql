-- SMS-sending counters and per-phone OTP-check counters in a logged table (issue 30): the
-- UNLOGGED rate_limits is emptied by a crash (PostgreSQL, and PGlite after a process that did not
-- shut down cleanly), which gave an attacker fresh SMS windows after each crash. Keys 'sms:…' and
-- 'otp-verify:phone:…' live here (server/services/rate-limit.ts, limitTable); the hot, per-call
-- tiers stay in the unlogged table (docs/decisions/003-rate-limits.md).
CREATE TABLE IF NOT EXISTS rate_limits_durable (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL,
  previous_count integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS rate_limits_durable_expires_at ON rate_limits_durable (expires_at);

-- The windows in force carry over.
INSERT INTO rate_limits_durable (key, window_start, count, previous_count, expires_at)
SELECT key, window_start, count, previous_count, expires_at FROM rate_limits
WHERE key LIKE 'sms:%' OR key LIKE 'otp-verify:phone:%'
ON CONFLICT (key) DO NOTHING;
DELETE FROM rate_limits WHERE key LIKE 'sms:%' OR key LIKE 'otp-verify:phone:%';
