-- The operator's decision on an application held for manual review (issue 31, the back-office).
-- manual_review_reason (0025) says why it is held: 'offline_ekyc' (the offline provider passed it in
-- production) or 'face_undecided' (the server could not compare the selfie with the card).
-- Approved: the hold is cleared (the partner delivery follows). Refused: the hold stays, so nothing
-- is ever sent to the partner; the applicant's records say it was not accepted. A new upload puts
-- the application back in the queue (the decision is emptied).
ALTER TABLE loan_applications ADD COLUMN IF NOT EXISTS review_decision text
  CHECK (review_decision IN ('approved', 'refused'));
ALTER TABLE loan_applications ADD COLUMN IF NOT EXISTS review_reason text;
ALTER TABLE loan_applications ADD COLUMN IF NOT EXISTS reviewed_at timestamptz;
ALTER TABLE loan_applications ADD COLUMN IF NOT EXISTS reviewed_by integer REFERENCES staff (id);
