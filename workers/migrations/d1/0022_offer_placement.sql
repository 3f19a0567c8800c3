-- Offers placed from the dashboard (issue 15, createOffer: Premium's Offer Placement). The same
-- columns and CHECKs as the Supabase migration 0022_offer_placement.sql.
--
-- * created_at: offers list oldest first, as they were placed (the samples first, in their order).
-- * title at most 80 characters, description at most 200 (graphql/modules/dashboard/offer-schema.ts),
--   active 0 or 1.
-- SQLite cannot add CHECKs to a table: it is rebuilt (nothing references provider_offers).
CREATE TABLE provider_offers_placed (
  id TEXT PRIMARY KEY,
  provider_id TEXT NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 80),
  description TEXT NOT NULL CHECK (length(description) BETWEEN 1 AND 200),
  active INTEGER NOT NULL CHECK (active IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

INSERT INTO provider_offers_placed (id, provider_id, title, description, active)
SELECT id, provider_id, title, description, active FROM provider_offers ORDER BY rowid;

DROP TABLE provider_offers;
ALTER TABLE provider_offers_placed RENAME TO provider_offers;
CREATE INDEX provider_offers_provider ON provider_offers (provider_id, created_at);
