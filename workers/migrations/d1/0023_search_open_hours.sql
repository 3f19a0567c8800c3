-- The search's "open now" and "open on a date" (issue #30; docs/decisions/056-search-open-hours.md), in
-- step with workers/migrations/supabase/0023_search_open_hours.sql.
--
-- A search counts every match, so a filter must be testable from the index the count walks. The weekly
-- hours (provider_weekly_hours, 0010) are projected onto search_documents as bitmasks, kept up to date
-- by triggers in the same statement as the write to the hours, and added to the covering rank indexes:
--
--   open_days     bit w (0 = Sunday … 6 = Saturday) set when weekday w has an open interval
--   uneven_days   bit w set when an interval of weekday w opens or closes off the hour (10:30): its
--                 hours bits below are not the whole truth, so "open now" reads that day's rows
--   open_hours_a  bits h (Sunday) and 24 + h (Monday): the whole hour h:00–h+1:00 is open
--   open_hours_b  Tuesday, Wednesday; open_hours_c  Thursday, Friday; open_hours_d  Saturday
--
--   dated_until   the last day any closure or special-hours range of the provider ends ('' if none)
--
-- "Open now" on weekday w at minute m: the hour bit of (w, m / 60), or on an uneven day an interval of
-- that day holding m (the uneven intervals holding m, collected once through their partial index).
-- Closures and special hours (few, and dated) are read from their tables by date, and only for the
-- documents whose dated_until is on or after it: every other document is answered by its bits alone,
-- so a count over 100,000 documents reads no other table for almost all of them.

ALTER TABLE search_documents ADD COLUMN open_days INTEGER NOT NULL DEFAULT 0;
ALTER TABLE search_documents ADD COLUMN uneven_days INTEGER NOT NULL DEFAULT 0;
ALTER TABLE search_documents ADD COLUMN open_hours_a INTEGER NOT NULL DEFAULT 0;
ALTER TABLE search_documents ADD COLUMN open_hours_b INTEGER NOT NULL DEFAULT 0;
ALTER TABLE search_documents ADD COLUMN open_hours_c INTEGER NOT NULL DEFAULT 0;
ALTER TABLE search_documents ADD COLUMN open_hours_d INTEGER NOT NULL DEFAULT 0;
ALTER TABLE search_documents ADD COLUMN dated_until TEXT NOT NULL DEFAULT '';

-- Inserting a provider id here recomputes that provider's hours columns (as search_refresh, 0001, does
-- its services'): the one place that SQL is written. A sum of distinct powers of two is their OR; two
-- intervals of a day never overlap, so no hour bit is counted twice.
CREATE VIEW search_refresh_hours AS SELECT provider_id FROM search_documents WHERE 0;

CREATE TRIGGER search_refresh_hours INSTEAD OF INSERT ON search_refresh_hours BEGIN
  UPDATE search_documents SET
    open_days = coalesce((SELECT sum(DISTINCT 1 << weekday) FROM provider_weekly_hours WHERE provider_id = new.provider_id), 0),
    uneven_days = coalesce((
      SELECT sum(DISTINCT 1 << weekday) FROM provider_weekly_hours
      WHERE provider_id = new.provider_id AND (opens_minute % 60 != 0 OR closes_minute % 60 != 0)), 0),
    open_hours_a = coalesce((
      SELECT sum(1 << (hour.value + 24 * (h.weekday % 2))) FROM provider_weekly_hours h, json_each('[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23]') AS hour
      WHERE h.provider_id = new.provider_id AND h.weekday IN (0, 1) AND hour.value * 60 >= h.opens_minute AND hour.value * 60 + 60 <= h.closes_minute), 0),
    open_hours_b = coalesce((
      SELECT sum(1 << (hour.value + 24 * (h.weekday % 2))) FROM provider_weekly_hours h, json_each('[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23]') AS hour
      WHERE h.provider_id = new.provider_id AND h.weekday IN (2, 3) AND hour.value * 60 >= h.opens_minute AND hour.value * 60 + 60 <= h.closes_minute), 0),
    open_hours_c = coalesce((
      SELECT sum(1 << (hour.value + 24 * (h.weekday % 2))) FROM provider_weekly_hours h, json_each('[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23]') AS hour
      WHERE h.provider_id = new.provider_id AND h.weekday IN (4, 5) AND hour.value * 60 >= h.opens_minute AND hour.value * 60 + 60 <= h.closes_minute), 0),
    open_hours_d = coalesce((
      SELECT sum(1 << hour.value) FROM provider_weekly_hours h, json_each('[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23]') AS hour
      WHERE h.provider_id = new.provider_id AND h.weekday = 6 AND hour.value * 60 >= h.opens_minute AND hour.value * 60 + 60 <= h.closes_minute), 0)
  WHERE provider_id = new.provider_id;
END;

CREATE TRIGGER search_weekly_hours_after_insert AFTER INSERT ON provider_weekly_hours BEGIN
  INSERT INTO search_refresh_hours (provider_id) VALUES (new.provider_id);
END;
CREATE TRIGGER search_weekly_hours_after_update AFTER UPDATE ON provider_weekly_hours BEGIN
  INSERT INTO search_refresh_hours (provider_id) VALUES (new.provider_id);
  INSERT INTO search_refresh_hours (provider_id) SELECT old.provider_id WHERE old.provider_id IS NOT new.provider_id;
END;
CREATE TRIGGER search_weekly_hours_after_delete AFTER DELETE ON provider_weekly_hours BEGIN
  INSERT INTO search_refresh_hours (provider_id) VALUES (old.provider_id);
END;

-- Inserting a provider id here recomputes its dated_until from its closures and special hours.
CREATE VIEW search_refresh_dated AS SELECT provider_id FROM search_documents WHERE 0;
CREATE TRIGGER search_refresh_dated INSTEAD OF INSERT ON search_refresh_dated BEGIN
  UPDATE search_documents SET dated_until = coalesce((
    SELECT max(ends_on) FROM (
      SELECT max(ends_on) AS ends_on FROM provider_closures WHERE provider_id = new.provider_id
      UNION ALL SELECT max(ends_on) FROM provider_special_hours WHERE provider_id = new.provider_id)), '')
  WHERE provider_id = new.provider_id;
END;
CREATE TRIGGER search_closures_after_insert AFTER INSERT ON provider_closures BEGIN
  INSERT INTO search_refresh_dated (provider_id) VALUES (new.provider_id);
END;
CREATE TRIGGER search_closures_after_update AFTER UPDATE ON provider_closures BEGIN
  INSERT INTO search_refresh_dated (provider_id) VALUES (new.provider_id);
  INSERT INTO search_refresh_dated (provider_id) SELECT old.provider_id WHERE old.provider_id IS NOT new.provider_id;
END;
CREATE TRIGGER search_closures_after_delete AFTER DELETE ON provider_closures BEGIN
  INSERT INTO search_refresh_dated (provider_id) VALUES (old.provider_id);
END;
CREATE TRIGGER search_special_hours_after_insert AFTER INSERT ON provider_special_hours BEGIN
  INSERT INTO search_refresh_dated (provider_id) VALUES (new.provider_id);
END;
CREATE TRIGGER search_special_hours_after_update AFTER UPDATE ON provider_special_hours BEGIN
  INSERT INTO search_refresh_dated (provider_id) VALUES (new.provider_id);
  INSERT INTO search_refresh_dated (provider_id) SELECT old.provider_id WHERE old.provider_id IS NOT new.provider_id;
END;
CREATE TRIGGER search_special_hours_after_delete AFTER DELETE ON provider_special_hours BEGIN
  INSERT INTO search_refresh_dated (provider_id) VALUES (old.provider_id);
END;

-- A new provider's document and its default hours are written by two triggers of the same insert, in
-- an order SQLite does not promise: the document also reads the hours (and any dated rows) when made.
CREATE TRIGGER search_documents_hours_after_insert AFTER INSERT ON search_documents BEGIN
  INSERT INTO search_refresh_hours (provider_id) VALUES (new.provider_id);
  INSERT INTO search_refresh_dated (provider_id) VALUES (new.provider_id);
END;

INSERT INTO search_refresh_hours (provider_id) SELECT provider_id FROM search_documents;
INSERT INTO search_refresh_dated (provider_id) SELECT provider_id FROM search_documents;

-- The rank indexes (0001) again, covering the hours columns too, so counts still never touch the table.
DROP INDEX search_rank;
DROP INDEX search_emirate_rank;
DROP INDEX search_type_rank;
DROP INDEX search_type_emirate_rank;
CREATE INDEX search_rank ON search_documents (rating DESC, name, provider_id, service_mask, price_mask_low, price_mask_high, price_exact_low, price_exact_high,
  open_days, uneven_days, open_hours_a, open_hours_b, open_hours_c, open_hours_d, dated_until);
CREATE INDEX search_emirate_rank ON search_documents (emirate, rating DESC, name, provider_id, service_mask, price_mask_low, price_mask_high, price_exact_low, price_exact_high,
  open_days, uneven_days, open_hours_a, open_hours_b, open_hours_c, open_hours_d, dated_until);
CREATE INDEX search_type_rank ON search_documents (type, rating DESC, name, provider_id, service_mask, price_mask_low, price_mask_high, price_exact_low, price_exact_high,
  open_days, uneven_days, open_hours_a, open_hours_b, open_hours_c, open_hours_d, dated_until);
CREATE INDEX search_type_emirate_rank ON search_documents (type, emirate, rating DESC, name, provider_id, service_mask, price_mask_low, price_mask_high, price_exact_low, price_exact_high,
  open_days, uneven_days, open_hours_a, open_hours_b, open_hours_c, open_hours_d, dated_until);

-- The closures and special hours in force on a date: those ending on it or later, then by start.
CREATE INDEX provider_closures_in_force ON provider_closures (ends_on, starts_on, provider_id);
CREATE INDEX provider_special_hours_in_force ON provider_special_hours (ends_on, starts_on, provider_id, opens_minute, closes_minute);
-- The uneven intervals of a weekday (an end off the hour): "open now" collects those holding the minute.
CREATE INDEX provider_weekly_hours_uneven ON provider_weekly_hours (weekday, opens_minute, closes_minute, provider_id)
  WHERE opens_minute % 60 != 0 OR closes_minute % 60 != 0;
