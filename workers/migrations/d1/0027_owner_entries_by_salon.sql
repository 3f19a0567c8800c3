-- In step with workers/migrations/supabase/0027_owner_entries_by_salon.sql: nothing to do here. On D1 the
-- owner's move and walk-in / phone entries name the salon in their own statements (d1-owner-bookings.ts).
SELECT 1;
