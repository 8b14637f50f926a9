-- Partner delivery (issue 17, docs/decisions/013-partners.md): every lead and confirmed application
-- handed to its partner through the pg-boss queue. This table is the outbox and the customer-facing
-- status: a row is written in the same transaction as the lead, so nothing is lost between the
-- save and the queue; the queue job only carries the row's id.
CREATE TABLE IF NOT EXISTS partner_deliveries (
  id bigserial PRIMARY KEY,
  -- Sent with every attempt: the partner records a delivery once per key.
  idempotency_key text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('lead', 'application')),
  -- The lead's ticket code or the application's code.
  subject_code text NOT NULL,
  partner_id integer NOT NULL REFERENCES partners (id),
  status text NOT NULL DEFAULT 'queued'
    CHECK (status IN ('queued', 'sent', 'received', 'approved', 'declined', 'needs_signing', 'signed', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  -- The pg-boss job carrying it; null until the job is created (a sweep creates missing ones).
  job_id text,
  -- The partner's own reference, from its answer or callback.
  partner_ref text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS partner_deliveries_subject ON partner_deliveries (subject_code);
CREATE INDEX IF NOT EXISTS partner_deliveries_waiting ON partner_deliveries (status, created_at)
  WHERE status IN ('queued', 'failed');

-- Callbacks already applied, per partner and the callback's own idempotency key: a replay is refused.
CREATE TABLE IF NOT EXISTS partner_callbacks (
  partner_id integer NOT NULL REFERENCES partners (id),
  idempotency_key text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (partner_id, idempotency_key)
);
