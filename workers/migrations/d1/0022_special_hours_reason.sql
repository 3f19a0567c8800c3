-- Special hours (Ramadan) carry an optional reason, as closures do (issue #30; docs/decisions/046-owner-schedules.md),
-- in step with workers/migrations/supabase/0022_special_hours_reason.sql. A range is stored as one row per open
-- interval; each row of the range carries the same reason.
ALTER TABLE provider_special_hours ADD COLUMN reason TEXT CHECK (reason IS NULL OR length(reason) <= 120);
