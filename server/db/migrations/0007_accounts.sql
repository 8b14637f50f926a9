-- Accounts: the password-reset tokens and whether an account's phone was proven by a one-time code
-- (docs/decisions/007-accounts.md).

-- Set when a one-time code sent to the phone was confirmed: by the lead funnel (which creates its
-- accounts after the phone's OTP, hence the default) or by a password reset. /auth/register creates
-- accounts with NULL here, and /api/me/records shows the phone's loan requests only once it is set,
-- so registering someone else's phone reveals nothing.
ALTER TABLE users ADD COLUMN IF NOT EXISTS phone_verified_at timestamptz DEFAULT now();

-- The validateToken /auth/verifyotp hands out: single use, 15 minutes. Only its SHA-256 is stored.
CREATE TABLE IF NOT EXISTS password_reset_tokens (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- Set when the token changed the password, or when a newer token or a password change replaced it.
  used_at timestamptz
);
CREATE INDEX IF NOT EXISTS password_reset_tokens_user_id ON password_reset_tokens (user_id);
CREATE INDEX IF NOT EXISTS password_reset_tokens_expires_at ON password_reset_tokens (expires_at);
