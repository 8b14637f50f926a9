-- A card's image, uploaded by an editor in the back-office (issue 31): PNG, JPEG or WebP of at most
-- 300 KB, kept here as bytes and served from our origin under its SHA-256
-- (/api/v1/downloadFileLaaS/<sha256>.<png|jpg|webp>), cached for a year: a new image is a new URL.
-- The upload also points the card's product_image at that name, which moves card_catalogue_version
-- (0006), so every instance's card index shows the new image within a second.
CREATE TABLE IF NOT EXISTS card_images (
  card_id integer PRIMARY KEY REFERENCES cards (id) ON DELETE CASCADE,
  mime_type text NOT NULL CHECK (mime_type IN ('image/png', 'image/jpeg', 'image/webp')),
  bytes bytea NOT NULL CHECK (octet_length(bytes) BETWEEN 1 AND 307200),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  updated_at timestamptz NOT NULL,
  updated_by integer
);
CREATE INDEX IF NOT EXISTS card_images_sha256 ON card_images (sha256);
