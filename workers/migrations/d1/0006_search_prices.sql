-- Search, part 2 (see 0004_search.sql): price filters answered from the index alone.
--
--   price_exact_low/high   bit k set when some service costs exactly 50k AED, so a range's upper
--                          bound (which shares its 50 AED bucket with dearer prices) is exact
--                          without reading services
--   search_selectors       the service selector's choices (SPEC §9 order; bit i of service_mask)
--   search_selector_prices one row per service that matches a selector choice, with its price:
--                          "a haircut priced 0–100 AED" is an index range, not a scan of services

ALTER TABLE search_documents ADD COLUMN price_exact_low INTEGER NOT NULL DEFAULT 0;
ALTER TABLE search_documents ADD COLUMN price_exact_high INTEGER NOT NULL DEFAULT 0;

-- The rank indexes again, covering the new columns too.
DROP INDEX search_rank;
DROP INDEX search_emirate_rank;
DROP INDEX search_type_rank;
DROP INDEX search_type_emirate_rank;
CREATE INDEX search_rank ON search_documents (rating DESC, name, provider_id, service_mask, price_mask_low, price_mask_high, price_exact_low, price_exact_high);
CREATE INDEX search_emirate_rank ON search_documents (emirate, rating DESC, name, provider_id, service_mask, price_mask_low, price_mask_high, price_exact_low, price_exact_high);
CREATE INDEX search_type_rank ON search_documents (type, rating DESC, name, provider_id, service_mask, price_mask_low, price_mask_high, price_exact_low, price_exact_high);
CREATE INDEX search_type_emirate_rank ON search_documents (type, emirate, rating DESC, name, provider_id, service_mask, price_mask_low, price_mask_high, price_exact_low, price_exact_high);

CREATE TABLE search_selectors (
  selector INTEGER PRIMARY KEY,            -- index in SEARCH_SERVICES (graphql/modules/search/criteria.ts)
  pattern TEXT NOT NULL                    -- LIKE pattern: case-insensitive substring
);
INSERT INTO search_selectors (selector, pattern) VALUES
  (0, '%haircut%'),
  (1, '%manicure%'),
  (2, '%pedicure%'),
  (3, '%facial%'),
  (4, '%botox%'),
  (5, '%fillers%'),
  (6, '%laser hair removal%');

CREATE TABLE search_selector_prices (
  selector INTEGER NOT NULL,
  price_aed REAL NOT NULL,
  doc_id INTEGER NOT NULL,
  service_id TEXT NOT NULL,
  PRIMARY KEY (selector, price_aed, doc_id, service_id)
) WITHOUT ROWID;
CREATE INDEX search_selector_prices_service ON search_selector_prices (service_id);

-- One place recomputes a provider's service columns (now from search_selectors, plus exact prices).
DROP TRIGGER search_refresh_services;
CREATE TRIGGER search_refresh_services INSTEAD OF INSERT ON search_refresh BEGIN
  UPDATE search_documents SET
    services = coalesce((SELECT group_concat(name, char(10)) FROM services WHERE provider_id = new.provider_id), ''),
    -- A sum of distinct powers of two is their bitwise OR (SQLite has no OR aggregate).
    service_mask = coalesce((
      SELECT sum(DISTINCT 1 << sel.selector)
      FROM services s JOIN search_selectors sel ON s.name LIKE sel.pattern
      WHERE s.provider_id = new.provider_id), 0),
    price_mask_low = coalesce((
      SELECT sum(DISTINCT 1 << bucket)
      FROM (SELECT min(100, CAST(price_aed / 50 AS INTEGER)) AS bucket FROM services WHERE provider_id = new.provider_id)
      WHERE bucket < 50), 0),
    price_mask_high = coalesce((
      SELECT sum(DISTINCT 1 << (bucket - 50))
      FROM (SELECT min(100, CAST(price_aed / 50 AS INTEGER)) AS bucket FROM services WHERE provider_id = new.provider_id)
      WHERE bucket >= 50), 0),
    price_exact_low = coalesce((
      SELECT sum(DISTINCT 1 << CAST(price_aed / 50 AS INTEGER)) FROM services
      WHERE provider_id = new.provider_id AND price_aed % 50 = 0 AND price_aed = CAST(price_aed AS INTEGER) AND price_aed < 2500), 0),
    price_exact_high = coalesce((
      SELECT sum(DISTINCT 1 << (CAST(price_aed / 50 AS INTEGER) - 50)) FROM services
      WHERE provider_id = new.provider_id AND price_aed % 50 = 0 AND price_aed = CAST(price_aed AS INTEGER) AND price_aed BETWEEN 2500 AND 5000), 0)
  WHERE provider_id = new.provider_id;
END;

CREATE TRIGGER search_selector_prices_after_insert AFTER INSERT ON services BEGIN
  INSERT INTO search_selector_prices (selector, price_aed, doc_id, service_id)
  SELECT sel.selector, new.price_aed, d.doc_id, new.id
  FROM search_selectors sel JOIN search_documents d ON d.provider_id = new.provider_id
  WHERE new.name LIKE sel.pattern;
END;

CREATE TRIGGER search_selector_prices_after_update AFTER UPDATE OF id, provider_id, name, price_aed ON services BEGIN
  DELETE FROM search_selector_prices WHERE service_id = old.id;
  INSERT INTO search_selector_prices (selector, price_aed, doc_id, service_id)
  SELECT sel.selector, new.price_aed, d.doc_id, new.id
  FROM search_selectors sel JOIN search_documents d ON d.provider_id = new.provider_id
  WHERE new.name LIKE sel.pattern;
END;

CREATE TRIGGER search_selector_prices_after_delete AFTER DELETE ON services BEGIN
  DELETE FROM search_selector_prices WHERE service_id = old.id;
END;

-- A deleted provider's rows go with its services; these catch services left behind (foreign keys off).
CREATE TRIGGER search_selector_prices_provider_deleted BEFORE DELETE ON providers BEGIN
  DELETE FROM search_selector_prices
  WHERE doc_id = (SELECT doc_id FROM search_documents WHERE provider_id = old.id);
END;
CREATE INDEX search_selector_prices_doc ON search_selector_prices (doc_id, selector, price_aed);

-- Backfill.
INSERT INTO search_refresh (provider_id) SELECT id FROM providers;
INSERT INTO search_selector_prices (selector, price_aed, doc_id, service_id)
SELECT sel.selector, s.price_aed, d.doc_id, s.id
FROM services s
JOIN search_selectors sel ON s.name LIKE sel.pattern
JOIN search_documents d ON d.provider_id = s.provider_id;
