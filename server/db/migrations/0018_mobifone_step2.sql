-- MobiFone's second step (issue 17, docs/decisions/013-partners.md): the outcome of
-- POST /v1/ticket/{code}/mobifone-ticket/step2, one row per application (the latest answer). The
-- confirmation reads it: an application whose phone is a MobiFone number is submitted only with an
-- accepted step 2 here, whatever the browser says. Deleted with its application.
CREATE TABLE IF NOT EXISTS mobifone_step2_outcomes (
  application_code text PRIMARY KEY REFERENCES loan_applications (code) ON DELETE CASCADE,
  -- The partner matched the subscriber with the applicant's ID (or the number is not MobiFone's).
  accepted boolean NOT NULL,
  -- The partner was asked (false: another network, passed unchecked).
  checked boolean NOT NULL,
  checked_at timestamptz NOT NULL DEFAULT now()
);
