-- Owner columns, as the Supabase tables have them (0001_directory.sql, 0002_bookings.sql), so the
-- ownership port (graphql/shared/ownership.ts) answers "who owns this" the same on both backends.
-- NULL = nobody's: the sample jobs belong to no account. (Products got theirs with the shop,
-- 0012_products.sql; providers with the dashboard, 0014_subscriptions_and_owners.sql.)
ALTER TABLE jobs ADD COLUMN owner_id TEXT REFERENCES accounts (id) ON DELETE SET NULL;
CREATE INDEX jobs_owner ON jobs (owner_id);

-- Who made a booking, when they were signed in (Supabase: customer_id).
ALTER TABLE bookings ADD COLUMN customer_id TEXT REFERENCES accounts (id) ON DELETE SET NULL;
CREATE INDEX bookings_customer ON bookings (customer_id);
