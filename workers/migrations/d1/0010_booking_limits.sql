-- The daily limit per phone number and provider (graphql/modules/bookings/service.ts) counts a phone's
-- live bookings of one provider on one day inside the conditional insert.
CREATE INDEX bookings_live_by_phone ON bookings (provider_id, customer_phone, starts_at) WHERE status <> 'Cancelled';
