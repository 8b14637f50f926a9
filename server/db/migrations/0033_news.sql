-- News articles written by the editors in the back-office (issue 31). The sample articles of
-- src/features/content/news-articles.ts are seeded here (server/db/seed/news.ts). An article is
-- seen on the site when it is published and its publish_at has come (a future publish_at is a
-- schedule). The body is structured (an array of plain-text paragraphs), never HTML.
CREATE TABLE IF NOT EXISTS news_articles (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  category text NOT NULL,
  title text NOT NULL,
  summary text NOT NULL,
  body jsonb NOT NULL,
  image text NOT NULL,
  status text NOT NULL CHECK (status IN ('draft', 'published', 'unpublished')),
  publish_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by integer
);
CREATE INDEX IF NOT EXISTS news_articles_visible ON news_articles (status, publish_at);

-- A version bumped by every change to the public content (any statement on news_articles), so
-- every server sharing the database drops its cached news within a second (as card_catalogue_version).
CREATE TABLE IF NOT EXISTS content_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO content_version (id, version) VALUES (true, 0) ON CONFLICT (id) DO NOTHING;
CREATE OR REPLACE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_version SET version = version + 1;
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS news_articles_changed ON news_articles;
CREATE TRIGGER news_articles_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON news_articles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
