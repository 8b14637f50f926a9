-- Visit tracking (SPEC.md section 3 "Click/visit tracking record", section 4 "Tracking").
-- One row per visit (its system click id), updated by every save of the visit: the furthest status,
-- the time on page and the end only grow, the attribution and the address are those of the first save.
CREATE TABLE IF NOT EXISTS tracking_visits (
  system_click_id text PRIMARY KEY CHECK (system_click_id ~ '^[A-Za-z0-9]{30}$'),
  conversion_status smallint NOT NULL CHECK (conversion_status BETWEEN 1 AND 9),
  time_on_page integer NOT NULL CHECK (time_on_page >= 0),
  ip_address text NOT NULL,
  browser text NOT NULL,
  operating_system text NOT NULL,
  pub_click_id text,
  pub_id text,
  partner_id text,
  utm_source text,
  utm_campaign text,
  utm_content text,
  utm_term text,
  utm_medium text,
  sub1 text,
  sub2 text,
  sub3 text,
  sub4 text,
  sub5 text,
  count_back integer NOT NULL DEFAULT 0,
  save_count integer NOT NULL DEFAULT 1,
  first_seen_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  -- Set by the final log at the inactivity cut-off.
  ended_at timestamptz
);
CREATE INDEX IF NOT EXISTS tracking_visits_first_seen ON tracking_visits (first_seen_at);

-- One row per (visit, status): when the status was first reached, as time on page, so the report can
-- tell the time each step took. The primary key makes a retried or repeated save an update.
CREATE TABLE IF NOT EXISTS tracking_steps (
  system_click_id text NOT NULL REFERENCES tracking_visits (system_click_id) ON DELETE CASCADE,
  status smallint NOT NULL CHECK (status BETWEEN 1 AND 9),
  seconds integer NOT NULL CHECK (seconds >= 0),
  reached_at timestamptz NOT NULL,
  PRIMARY KEY (system_click_id, status)
);
