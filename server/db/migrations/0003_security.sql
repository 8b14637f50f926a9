-- Security baseline: rate-limit counters and used bot-check challenges, kept in the database so
-- several server instances sharing it enforce one limit (docs/decisions/003-rate-limits.md).

-- One row per limited key ('sms:phone:0912345678', 'api:ip:203.0.113.9', ...): a sliding window
-- estimated from the count of the current fixed window and the count of the previous one.
-- UNLOGGED: no WAL write per counted call (0.9 ms instead of 8.8 ms a hit on PostgreSQL here). A
-- crash or a failover to a standby empties it, which only forgets the current windows.
CREATE UNLOGGED TABLE IF NOT EXISTS rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL,
  previous_count integer NOT NULL DEFAULT 0,
  -- After this the row says nothing any more and may be deleted.
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS rate_limits_expires_at ON rate_limits (expires_at);

-- ALTCHA challenges already used: a solved challenge is accepted once, until it expires.
CREATE TABLE IF NOT EXISTS captcha_used (
  challenge_id text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS captcha_used_expires_at ON captcha_used (expires_at);
