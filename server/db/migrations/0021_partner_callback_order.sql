-- Partner callbacks in order (issue 30, docs/decisions/013-partners.md): the sequence of the last
-- event a partner reported for a delivery (a counter or the event time in milliseconds). A callback
-- is applied only when its sequence is greater, so a replayed or late event never undoes a newer
-- one. Null until the first callback.
ALTER TABLE partner_deliveries ADD COLUMN IF NOT EXISTS partner_sequence bigint;
