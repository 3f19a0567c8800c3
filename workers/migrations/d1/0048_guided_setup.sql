-- A new listing's guided setup (issue #33, docs/decisions/075-guided-setup.md). A listing approved from now on
-- starts with no area (location '') and no map point (map_placed 0: the stored latitude/longitude are the
-- emirate's centre only because D1's columns are NOT NULL, and nothing shows them), and stays out of search
-- and booking until it has a service and its area is chosen. Listings approved before (and the seeded ones)
-- have no row here: they are set up, as they were.
CREATE TABLE listing_setup (
  provider_id TEXT PRIMARY KEY REFERENCES providers (id) ON DELETE CASCADE,
  area_chosen INTEGER NOT NULL DEFAULT 0 CHECK (area_chosen IN (0, 1)),
  map_placed INTEGER NOT NULL DEFAULT 0 CHECK (map_placed IN (0, 1))
);

-- The approval (the registration's provider_id set, in the approval's batch): the listing starts its setup.
CREATE TRIGGER listing_setup_on_approval AFTER UPDATE OF provider_id ON provider_registrations
WHEN old.provider_id IS NULL AND new.provider_id IS NOT NULL BEGIN
  INSERT OR IGNORE INTO listing_setup (provider_id) VALUES (new.provider_id);
  UPDATE providers SET location = '' WHERE id = new.provider_id;
END;

-- The owner's editor sets the area and the map point (D1ListingRepository.updateProfile writes both).
CREATE TRIGGER listing_setup_area AFTER UPDATE OF location ON providers BEGIN
  UPDATE listing_setup SET area_chosen = (new.location <> '') WHERE provider_id = new.id;
END;
CREATE TRIGGER listing_setup_map AFTER UPDATE OF latitude, longitude ON providers BEGIN
  UPDATE listing_setup SET map_placed = 1 WHERE provider_id = new.id;
END;
