-- Applications held for a person to review (issue 30): why, or NULL when nothing holds them.
-- 'offline_ekyc': production runs the offline eKYC provider (ALLOW_OFFLINE_EKYC_IN_PRODUCTION),
-- which cannot tell a generated card from a real one, so every application it passes waits for a
-- person (the back-office review queue reads this column). The face outcome of such an
-- application is 'manualReview', which the applicant sees as "sẽ được đối chiếu thủ công".
ALTER TABLE loan_applications ADD COLUMN IF NOT EXISTS manual_review_reason text;
CREATE INDEX IF NOT EXISTS loan_applications_manual_review
  ON loan_applications (updated_at) WHERE manual_review_reason IS NOT NULL;
