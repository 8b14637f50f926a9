-- Sample partners and their products drop the "(mẫu)" suffix from what visitors read: a
-- non-production site shows one banner instead (docs/decisions/012-administrative-map-2025.md).
-- They stay flagged sample. Products name their partner by name, so both change together.
UPDATE financial_products
   SET partner_name = replace(partner_name, ' (mẫu)', ''), name = replace(name, ' (mẫu)', '')
 WHERE sample;
UPDATE partners
   SET name = replace(name, ' (mẫu)', ''),
       legal_name = replace(legal_name, ' (mẫu)', ''),
       licence = replace(licence, ' (mẫu)', '')
 WHERE sample;
UPDATE leads SET outcome_partner_name = replace(outcome_partner_name, ' (mẫu)', '')
 WHERE outcome_partner_name LIKE '% (mẫu)';
