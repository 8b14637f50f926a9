-- Sessions of signed-in customers (docs/decisions/011-sessions.md). The browser holds a random
-- token in an HttpOnly cookie; only its SHA-256 is stored, so a copy of this table signs no one
-- in. Sign-out deletes the row, "sign out everywhere" deletes the user's rows; a session whose
-- session_version is older than the user's (password changed) is no longer valid.
CREATE TABLE IF NOT EXISTS sessions (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  session_version integer NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS sessions_user_id ON sessions (user_id);
CREATE INDEX IF NOT EXISTS sessions_expires_at ON sessions (expires_at);
