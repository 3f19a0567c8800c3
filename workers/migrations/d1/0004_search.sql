-- Search over the directory (GraphQL `search`, /search pages).
--
-- `search_documents` is a projection of `providers` + `services` holding exactly what the filters
-- read, with a stable INTEGER key for the full-text index. Triggers keep it in step with every
-- write to `providers` and `services`, whoever makes it. The D1 search repository
-- (workers/adapters/local/d1-search-repository.ts) is the only reader.
--
--   name, services   substring search: a trigram FTS5 index (case-insensitive), see search_fts
--   type, emirate,   equality and range filters, ordered by rating DESC, name, provider_id
--   rating           through the *_rank indexes (covering, so counts never touch the table)
--   service_mask     bit i set when some service name contains the i-th selector service
--                    (SPEC §9 order: Haircut, Manicure, Pedicure, Facial, Botox, Fillers,
--                    Laser Hair Removal), case-insensitively. The sidebar's choices need no FTS.
--   price_mask_low   bit k (0 ≤ k < 50): some service is priced in [50k, 50k + 50) AED
--   price_mask_high  bit k - 50 (50 ≤ k ≤ 100): the same for [2500, 5000); bucket 100 = 5000 and above
CREATE TABLE search_documents (
  doc_id INTEGER PRIMARY KEY,
  provider_id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  type TEXT NOT NULL,
  emirate TEXT NOT NULL,
  rating REAL NOT NULL,
  services TEXT NOT NULL DEFAULT '',       -- the provider's service names, one per line
  service_mask INTEGER NOT NULL DEFAULT 0,
  price_mask_low INTEGER NOT NULL DEFAULT 0,
  price_mask_high INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX search_rank ON search_documents (rating DESC, name, provider_id, service_mask, price_mask_low, price_mask_high);
CREATE INDEX search_emirate_rank ON search_documents (emirate, rating DESC, name, provider_id, service_mask, price_mask_low, price_mask_high);
CREATE INDEX search_type_rank ON search_documents (type, rating DESC, name, provider_id, service_mask, price_mask_low, price_mask_high);
CREATE INDEX search_type_emirate_rank ON search_documents (type, emirate, rating DESC, name, provider_id, service_mask, price_mask_low, price_mask_high);

-- Checks "a service matching the text is priced inside the range" per provider without reading rows.
CREATE INDEX search_services_price ON services (provider_id, price_aed, name);

-- Trigram tokens make any substring of 3+ characters an index lookup (shorter text is scanned).
CREATE VIRTUAL TABLE search_fts USING fts5(
  name,
  services,
  content = 'search_documents',
  content_rowid = 'doc_id',
  tokenize = 'trigram'
);

CREATE TRIGGER search_documents_after_insert AFTER INSERT ON search_documents BEGIN
  INSERT INTO search_fts (rowid, name, services) VALUES (new.doc_id, new.name, new.services);
END;

CREATE TRIGGER search_documents_after_delete AFTER DELETE ON search_documents BEGIN
  INSERT INTO search_fts (search_fts, rowid, name, services) VALUES ('delete', old.doc_id, old.name, old.services);
END;

CREATE TRIGGER search_documents_after_update AFTER UPDATE OF name, services ON search_documents
WHEN old.name IS NOT new.name OR old.services IS NOT new.services BEGIN
  INSERT INTO search_fts (search_fts, rowid, name, services) VALUES ('delete', old.doc_id, old.name, old.services);
  INSERT INTO search_fts (rowid, name, services) VALUES (new.doc_id, new.name, new.services);
END;

-- Inserting a provider id here recomputes that provider's service columns: the one place that
-- SQL is written, shared by the services triggers and the backfill below.
CREATE VIEW search_refresh AS SELECT provider_id FROM search_documents WHERE 0;

CREATE TRIGGER search_refresh_services INSTEAD OF INSERT ON search_refresh BEGIN
  UPDATE search_documents SET
    services = coalesce((SELECT group_concat(name, char(10)) FROM services WHERE provider_id = new.provider_id), ''),
    service_mask = coalesce((
      SELECT max(name LIKE '%haircut%')
           | (max(name LIKE '%manicure%') << 1)
           | (max(name LIKE '%pedicure%') << 2)
           | (max(name LIKE '%facial%') << 3)
           | (max(name LIKE '%botox%') << 4)
           | (max(name LIKE '%fillers%') << 5)
           | (max(name LIKE '%laser hair removal%') << 6)
      FROM services WHERE provider_id = new.provider_id), 0),
    -- A sum of distinct powers of two is their bitwise OR (SQLite has no OR aggregate).
    price_mask_low = coalesce((
      SELECT sum(DISTINCT 1 << bucket)
      FROM (SELECT min(100, CAST(price_aed / 50 AS INTEGER)) AS bucket FROM services WHERE provider_id = new.provider_id)
      WHERE bucket < 50), 0),
    price_mask_high = coalesce((
      SELECT sum(DISTINCT 1 << (bucket - 50))
      FROM (SELECT min(100, CAST(price_aed / 50 AS INTEGER)) AS bucket FROM services WHERE provider_id = new.provider_id)
      WHERE bucket >= 50), 0)
  WHERE provider_id = new.provider_id;
END;

CREATE TRIGGER search_providers_after_insert AFTER INSERT ON providers BEGIN
  INSERT INTO search_documents (provider_id, name, type, emirate, rating)
  VALUES (new.id, new.name, new.type, new.emirate, new.rating);
  INSERT INTO search_refresh (provider_id) VALUES (new.id);
END;

CREATE TRIGGER search_providers_after_update AFTER UPDATE OF id, name, type, emirate, rating ON providers BEGIN
  UPDATE search_documents
  SET provider_id = new.id, name = new.name, type = new.type, emirate = new.emirate, rating = new.rating
  WHERE provider_id = old.id;
END;

CREATE TRIGGER search_providers_after_delete AFTER DELETE ON providers BEGIN
  DELETE FROM search_documents WHERE provider_id = old.id;
END;

CREATE TRIGGER search_services_after_insert AFTER INSERT ON services BEGIN
  INSERT INTO search_refresh (provider_id) VALUES (new.provider_id);
END;

CREATE TRIGGER search_services_after_update AFTER UPDATE OF provider_id, name, price_aed ON services BEGIN
  INSERT INTO search_refresh (provider_id) VALUES (new.provider_id);
  INSERT INTO search_refresh (provider_id) SELECT old.provider_id WHERE old.provider_id IS NOT new.provider_id;
END;

CREATE TRIGGER search_services_after_delete AFTER DELETE ON services BEGIN
  INSERT INTO search_refresh (provider_id) VALUES (old.provider_id);
END;

-- Backfill the providers seeded before this migration.
INSERT INTO search_documents (provider_id, name, type, emirate, rating)
SELECT id, name, type, emirate, rating FROM providers;
INSERT INTO search_refresh (provider_id) SELECT id FROM providers;
