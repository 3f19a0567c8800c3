-- One client's share of a provider's day (issue #27; docs/decisions/032-one-client-cannot-fill-a-day.md).
-- A booking records who asked as two keys: keyed hashes (HMAC-SHA-256, 64 hex characters) of the
-- client's address and of its network, scoped to the booking's day (graphql/modules/bookings/client-keys.ts),
-- never the address itself. The conditional insert (workers/adapters/local/d1-booking-repository.ts)
-- counts a provider's live bookings of that day by each key, as it counts them by phone number.
-- Bookings made before have neither key and count for nobody.
ALTER TABLE bookings ADD COLUMN client_address_key TEXT;
ALTER TABLE bookings ADD COLUMN client_network_key TEXT;
CREATE INDEX bookings_live_by_client_address ON bookings (provider_id, client_address_key, starts_at) WHERE status <> 'Cancelled';
CREATE INDEX bookings_live_by_client_network ON bookings (provider_id, client_network_key, starts_at) WHERE status <> 'Cancelled';
