-- The home page's FAQ accordion, written by the editors in the back-office (issue 31). The items of
-- the message catalogue are seeded here (server/db/seed/faq.ts, one seed_key each): the seed keeps
-- a row up to date while managed_by_seed, and an editor's change (text, order, shown or hidden) sets
-- it false, so later starts leave that row as the editor made it. The answer is plain text, its
-- paragraphs apart by a blank line; never HTML.
CREATE TABLE IF NOT EXISTS faq_items (
  id serial PRIMARY KEY,
  seed_key text UNIQUE,
  question text NOT NULL,
  answer text NOT NULL,
  position integer NOT NULL,
  active boolean NOT NULL DEFAULT true,
  managed_by_seed boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer
);
CREATE INDEX IF NOT EXISTS faq_items_shown ON faq_items (active, position);

-- Every change moves content_version (migration 0033), so every server sharing the database rereads
-- the FAQ within a second, as it does the news.
DROP TRIGGER IF EXISTS faq_items_changed ON faq_items;
CREATE TRIGGER faq_items_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON faq_items
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
