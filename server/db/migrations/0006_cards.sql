-- Cards: the 63 provinces, the credit-card catalogue and the outbound 'Mở thẻ ngay' clicks.

-- Province codes are the national-ID province codes as numbers (1 Hà Nội … 96 Cà Mau).
CREATE TABLE IF NOT EXISTS provinces (
  code integer PRIMARY KEY,
  province_name text NOT NULL
);

-- One row per card. The id is the catalogue's own id, stable across imports.
-- JSON lists are real jsonb; null conditions mean "no requirement".
CREATE TABLE IF NOT EXISTS cards (
  id integer PRIMARY KEY,
  name text NOT NULL,
  card_issuer text NOT NULL,
  product_image text NOT NULL,
  image_color text NOT NULL DEFAULT '#0b5fff',
  max_amount bigint NOT NULL CHECK (max_amount >= 0),
  gifts text NOT NULL DEFAULT '',
  annual_fee bigint NOT NULL DEFAULT 0 CHECK (annual_fee >= 0),
  annual_fee_offers text NOT NULL DEFAULT '',
  features jsonb NOT NULL DEFAULT '[]',
  tag text,
  highlight boolean NOT NULL DEFAULT false,
  affiliate_link text NOT NULL,
  overview text NOT NULL DEFAULT '',
  card_opening_gifts jsonb NOT NULL DEFAULT '[]',
  incentive_policy jsonb NOT NULL DEFAULT '[]',
  interest_and_fees jsonb NOT NULL DEFAULT '[]',
  min_income bigint CHECK (min_income >= 0),
  min_age smallint,
  max_age smallint,
  region_information text NOT NULL DEFAULT '',
  -- Province codes where the card is offered; empty means nationwide.
  region_codes integer[] NOT NULL DEFAULT '{}',
  -- 1 high approval, 2 online spending, 3 cash withdrawal.
  card_types smallint[] NOT NULL DEFAULT '{}',
  -- Display order of the default sort (smaller first, after highlighted cards).
  position integer NOT NULL DEFAULT 1000,
  active boolean NOT NULL DEFAULT true,
  -- Rows of the seeded sample catalogue (development data, replaced by an import).
  is_sample boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Each sort order walks one partial index over active cards, so a page is read in order and
-- stops after pageIndex * pageSize matches (sort 1 default, 2 annual fee, 3 max limit).
CREATE INDEX IF NOT EXISTS cards_sort_default ON cards (highlight DESC, position, id) WHERE active;
CREATE INDEX IF NOT EXISTS cards_sort_annual_fee ON cards (annual_fee, id) WHERE active;
CREATE INDEX IF NOT EXISTS cards_sort_max_amount ON cards (max_amount DESC, id) WHERE active;
-- Filters: card type (array containment), region (containment or nationwide), income and age.
CREATE INDEX IF NOT EXISTS cards_card_types ON cards USING gin (card_types) WHERE active;
CREATE INDEX IF NOT EXISTS cards_region_codes ON cards USING gin (region_codes) WHERE active;
CREATE INDEX IF NOT EXISTS cards_nationwide ON cards (id) WHERE active AND region_codes = '{}';
CREATE INDEX IF NOT EXISTS cards_min_income ON cards (min_income) WHERE active;
CREATE INDEX IF NOT EXISTS cards_age ON cards (min_age, max_age) WHERE active;
-- Related cards of the same issuer; images by name.
CREATE INDEX IF NOT EXISTS cards_issuer ON cards (card_issuer) WHERE active;
CREATE INDEX IF NOT EXISTS cards_product_image ON cards (product_image);

-- 'Mở thẻ ngay' clicks: which card, when, and the attribution ids of the visit (cookies cid, pubid, pid).
CREATE TABLE IF NOT EXISTS card_clicks (
  id bigserial PRIMARY KEY,
  card_id integer NOT NULL REFERENCES cards (id),
  clicked_at timestamptz NOT NULL,
  click_id text,
  pub_id text,
  partner_id text,
  user_agent text,
  referrer text
);
CREATE INDEX IF NOT EXISTS card_clicks_card_time ON card_clicks (card_id, clicked_at);

-- A version bumped by every change to the catalogue (any statement, from the import or by hand),
-- so servers can cache what depends on the whole catalogue (the number of matching cards).
CREATE TABLE IF NOT EXISTS card_catalogue_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO card_catalogue_version (id, version) VALUES (true, 0) ON CONFLICT (id) DO NOTHING;
CREATE OR REPLACE FUNCTION bump_card_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE card_catalogue_version SET version = version + 1;
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS cards_catalogue_changed ON cards;
CREATE TRIGGER cards_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cards
  FOR EACH STATEMENT EXECUTE FUNCTION bump_card_catalogue_version();
