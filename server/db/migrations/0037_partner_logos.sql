-- A partner's logo, uploaded by an editor in the back-office (issue 31): PNG, JPEG or WebP of at
-- most 200 KB, kept here as bytes and served from our origin at a URL holding its SHA-256, so the
-- answer can be cached for a year (a new logo is a new URL).
CREATE TABLE IF NOT EXISTS partner_logos (
  partner_id integer PRIMARY KEY REFERENCES partners (id) ON DELETE CASCADE,
  mime_type text NOT NULL CHECK (mime_type IN ('image/png', 'image/jpeg', 'image/webp')),
  bytes bytea NOT NULL CHECK (octet_length(bytes) BETWEEN 1 AND 204800),
  sha256 text NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by integer
);
CREATE INDEX IF NOT EXISTS partner_logos_sha256 ON partner_logos (sha256);

-- What a visitor reads of the partners (/doi-tac: name, legal name, licence, logo) is served from
-- memory and reread when content_version moves (migration 0033): any change to these tables moves it.
DROP TRIGGER IF EXISTS partners_changed ON partners;
CREATE TRIGGER partners_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON partners
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
DROP TRIGGER IF EXISTS partner_logos_changed ON partner_logos;
CREATE TRIGGER partner_logos_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON partner_logos
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
