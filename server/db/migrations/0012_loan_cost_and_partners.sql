-- What a loan costs and who lends it (issue 18): each product's fees beside its yearly rate, and each
-- partner's registered name and lending licence. Rate, amounts and terms already live on
-- financial_products (interest_rate_bp, min_amount, max_amount, amount_step, terms).

-- Upfront fee: a fixed VND amount OR basis points of the amount borrowed (200 = 2 %), never both.
ALTER TABLE financial_products ADD COLUMN IF NOT EXISTS upfront_fee_vnd integer NOT NULL DEFAULT 0
  CHECK (upfront_fee_vnd >= 0);
ALTER TABLE financial_products ADD COLUMN IF NOT EXISTS upfront_fee_bp integer NOT NULL DEFAULT 0
  CHECK (upfront_fee_bp >= 0 AND upfront_fee_bp < 10000);
-- A fixed fee with every monthly payment, VND.
ALTER TABLE financial_products ADD COLUMN IF NOT EXISTS monthly_fee_vnd integer NOT NULL DEFAULT 0
  CHECK (monthly_fee_vnd >= 0);
ALTER TABLE financial_products DROP CONSTRAINT IF EXISTS financial_products_one_upfront_fee;
ALTER TABLE financial_products ADD CONSTRAINT financial_products_one_upfront_fee
  CHECK (upfront_fee_vnd = 0 OR upfront_fee_bp = 0);

ALTER TABLE partners ADD COLUMN IF NOT EXISTS legal_name text NOT NULL DEFAULT '';
ALTER TABLE partners ADD COLUMN IF NOT EXISTS licence text NOT NULL DEFAULT '';

-- Databases seeded before this migration: give the SAMPLE rows the sample figures the seed now
-- inserts (server/db/seed/funnel.ts and loan-ticket/products.ts). Real rows are left alone.
UPDATE financial_products SET upfront_fee_bp = 200, monthly_fee_vnd = 0
  WHERE sample AND id = 1 AND upfront_fee_vnd = 0 AND upfront_fee_bp = 0 AND monthly_fee_vnd = 0;
UPDATE financial_products SET upfront_fee_vnd = 300000, monthly_fee_vnd = 10000
  WHERE sample AND id = 2 AND upfront_fee_vnd = 0 AND upfront_fee_bp = 0 AND monthly_fee_vnd = 0;
UPDATE partners SET
  legal_name = 'Công ty Tài chính TNHH MTV Tiêu dùng An Phát (mẫu)',
  licence = 'Giấy phép thành lập và hoạt động số 00/GP-NHNN (mẫu) do Ngân hàng Nhà nước Việt Nam cấp'
  WHERE sample AND name = 'Công ty Tài chính Tiêu dùng An Phát (mẫu)' AND legal_name = '';
UPDATE partners SET
  legal_name = 'Công ty Tài chính Cổ phần Bình Minh (mẫu)',
  licence = 'Giấy phép thành lập và hoạt động số 01/GP-NHNN (mẫu) do Ngân hàng Nhà nước Việt Nam cấp'
  WHERE sample AND name = 'Công ty Tài chính Bình Minh (mẫu)' AND legal_name = '';
