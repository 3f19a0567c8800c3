-- A provider's services, staff and reviews are shown in `position` order: make it a real order.
CREATE UNIQUE INDEX services_provider_position ON services (provider_id, position);
CREATE UNIQUE INDEX staff_provider_position ON staff (provider_id, position);
CREATE UNIQUE INDEX reviews_provider_position ON reviews (provider_id, position);
-- They replace these (same leading columns).
DROP INDEX IF EXISTS services_provider;
DROP INDEX IF EXISTS staff_provider;
DROP INDEX IF EXISTS reviews_provider;
