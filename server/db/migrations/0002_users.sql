-- Customer accounts. The username is the phone; e-mail is optional and unique when present.
CREATE TABLE IF NOT EXISTS users (
  id serial PRIMARY KEY,
  username text NOT NULL UNIQUE,
  email text,
  full_name text NOT NULL DEFAULT '',
  password_hash text NOT NULL,
  -- Bumped when the password changes: tokens carrying an older version are refused.
  session_version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX IF NOT EXISTS users_email_unique ON users (lower(email)) WHERE email IS NOT NULL AND email <> '';
