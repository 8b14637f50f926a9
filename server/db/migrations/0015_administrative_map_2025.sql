-- The 2025 administrative map (docs/decisions/012-administrative-map-2025.md): since 1 July 2025
-- Viet Nam has 34 provinces and no district level. Wards hang off their province; the districts
-- table stays (empty) for the /v1/districts/info call old callers still make. Province codes stay
-- the national statistics office's (the 34 are a subset of the 63 old codes).

ALTER TABLE wards ADD COLUMN IF NOT EXISTS province_code integer REFERENCES provinces (code);
ALTER TABLE wards ALTER COLUMN district_code DROP NOT NULL;
CREATE INDEX IF NOT EXISTS wards_province_code ON wards (province_code);

-- The old sample districts and their wards go; the seed brings the 3,321 wards of 2025.
DELETE FROM wards WHERE province_code IS NULL;
DELETE FROM districts;

-- Card regions: each old province code becomes the new province it was merged into.
CREATE TEMPORARY TABLE province_merge_2025 (old_code integer PRIMARY KEY, new_code integer NOT NULL);
INSERT INTO province_merge_2025 (old_code, new_code) VALUES
    (1, 1), (2, 8), (4, 4), (6, 19), (8, 8), (10, 15), (11, 11), (12, 12), (14, 14), (15, 15),
    (17, 25), (19, 19), (20, 20), (22, 22), (24, 24), (25, 25), (26, 25), (27, 24), (30, 31), (31, 31),
    (33, 33), (34, 33), (35, 37), (36, 37), (37, 37), (38, 38), (40, 40), (42, 42), (44, 44), (45, 44),
    (46, 46), (48, 48), (49, 48), (51, 51), (52, 52), (54, 66), (56, 56), (58, 56), (60, 68), (62, 51),
    (64, 52), (66, 66), (67, 68), (68, 68), (70, 75), (72, 80), (74, 79), (75, 75), (77, 79), (79, 79),
    (80, 80), (82, 82), (83, 86), (84, 86), (86, 86), (87, 82), (89, 91), (91, 91), (92, 92), (93, 92),
    (94, 92), (95, 96), (96, 96);

UPDATE cards SET region_codes = coalesce(
  (SELECT array_agg(DISTINCT m.new_code ORDER BY m.new_code)
     FROM unnest(cards.region_codes) AS r(code)
     JOIN province_merge_2025 AS m ON m.old_code = r.code),
  '{}')
WHERE region_codes <> '{}';

DELETE FROM provinces WHERE code NOT IN (SELECT DISTINCT new_code FROM province_merge_2025);
DROP TABLE province_merge_2025;

-- Banks: the full Vietnamese list (BIN, short name and SWIFT code, from the vietnam-qr-pay package).
ALTER TABLE banks ADD COLUMN IF NOT EXISTS bin text NOT NULL DEFAULT '';
ALTER TABLE banks ADD COLUMN IF NOT EXISTS swift_code text;
