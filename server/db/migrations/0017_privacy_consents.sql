-- Consents under Law 91/2025/QH15 on personal data protection and Decree 356/2025/NĐ-CP (issue 18).
-- The biometric consent of the face step is a row of consents (purpose 'biometric') tied to its
-- application and, for a signed-in customer, to the account; application_code has no foreign key so
-- the record outlives an erased application.
ALTER TABLE consents ADD COLUMN IF NOT EXISTS application_code text;
ALTER TABLE consents ADD COLUMN IF NOT EXISTS user_id integer REFERENCES users (id);
CREATE INDEX IF NOT EXISTS consents_application_code ON consents (application_code);
CREATE INDEX IF NOT EXISTS consents_phone ON consents (phone);

-- Every withdrawal a customer makes on /du-lieu-cua-toi: which consent ('consent:<id>' for a row of
-- consents, 'ticket:<code>' for an application's agreement to its partner's terms), when, and what it
-- did ({"faceImagesDeleted": n}). A consent is withdrawn once.
CREATE TABLE IF NOT EXISTS consent_withdrawals (
  id serial PRIMARY KEY,
  consent_ref text NOT NULL UNIQUE,
  purpose text NOT NULL,
  user_id integer REFERENCES users (id),
  withdrawn_at timestamptz NOT NULL,
  effect jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX IF NOT EXISTS consent_withdrawals_user ON consent_withdrawals (user_id);
