-- How a booking reached the salon (issue #32; docs/decisions/064-reschedule-and-walk-ins.md), in step with
-- workers/migrations/supabase/0025_walk_ins.sql: 'online' (a visitor booked it, as every booking before
-- this migration), or 'walk_in' / 'phone' (its owner typed it on the dashboard). The owner's own entries
-- have no client keys and no idempotency key: the customers' daily limits count online bookings' callers.
ALTER TABLE bookings ADD COLUMN source TEXT NOT NULL DEFAULT 'online' CHECK (source IN ('online', 'walk_in', 'phone'));
