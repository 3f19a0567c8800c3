-- Bookings hold an interval, so a 90-minute service blocks the slots it runs into.
ALTER TABLE bookings ADD COLUMN ends_at TEXT;

UPDATE bookings
SET ends_at = strftime(
  '%Y-%m-%dT%H:%M',
  starts_at,
  '+' || (SELECT duration_minutes FROM services WHERE services.id = bookings.service_id) || ' minutes'
);

-- The overlap check in the conditional insert reads live bookings of one provider by start time.
CREATE INDEX bookings_live_by_provider ON bookings (provider_id, starts_at, ends_at) WHERE status <> 'Cancelled';
