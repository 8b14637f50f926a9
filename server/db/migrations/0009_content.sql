-- Content: our terms and privacy policy (kind 'site', served by /termsservice/get?id=) and partners'
-- terms (kind 'partner', served by /public/getTermById?id=). The seed keeps rows it manages up to
-- date; an operator who edits a row sets managed_by_seed = false so later starts leave it alone.
CREATE TABLE IF NOT EXISTS content_documents (
  kind text NOT NULL CHECK (kind IN ('site', 'partner')),
  ref_id integer NOT NULL CHECK (ref_id > 0),
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  -- [{ anchor, heading, blocks: [{ type: 'p', text } | { type: 'list', items }], articles: [...] }]
  sections jsonb NOT NULL,
  effective_date date NOT NULL,
  managed_by_seed boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, ref_id)
);

-- Requests to erase a person's data (Nghị định 13/2023/NĐ-CP, right to deletion). The phone was
-- proved by OTP; `npm run privacy:erase -- REF` anonymises that phone's leads, visits and account,
-- then clears the phone here and keeps only its keyed hash, the counts and the dates.
CREATE TABLE IF NOT EXISTS data_deletion_requests (
  id serial PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  phone text,
  phone_hash text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed')),
  requested_at timestamptz NOT NULL,
  completed_at timestamptz,
  erased jsonb
);
CREATE INDEX IF NOT EXISTS data_deletion_requests_phone_hash ON data_deletion_requests (phone_hash);
