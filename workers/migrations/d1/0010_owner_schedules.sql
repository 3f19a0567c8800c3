-- The owner's time (issue #30; docs/decisions/046-owner-schedules.md), in step with
-- workers/migrations/supabase/0010_owner_schedules.sql.
--
-- Weekly hours per provider (several intervals a day: split days), closures of a date range with a
-- reason, special hours for a date range (Ramadan), per-staff working hours and time off, and booking
-- rules. Times are Asia/Dubai wall clock: minutes since midnight; dates 'YYYY-MM-DD'; time off as the
-- bookings' 'YYYY-MM-DDTHH:MM'. The insert of a booking re-checks the hours in force in its one
-- statement (d1-booking-repository.ts). Every provider, the samples and every new listing, starts
-- from the seed's rule: Saturday to Thursday 10:00–18:00, last start 17:30, Friday closed.

CREATE TABLE provider_weekly_hours (
  provider_id TEXT NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  weekday INTEGER NOT NULL CHECK (weekday BETWEEN 0 AND 6),          -- 0 = Sunday … 5 = Friday, 6 = Saturday
  opens_minute INTEGER NOT NULL CHECK (opens_minute BETWEEN 0 AND 1439),
  closes_minute INTEGER NOT NULL CHECK (closes_minute > opens_minute AND closes_minute <= 1440),
  -- When set, a service may start up to it and run past closing ("last appointment 17:30").
  last_start_minute INTEGER CHECK (last_start_minute IS NULL OR last_start_minute BETWEEN opens_minute AND closes_minute),
  PRIMARY KEY (provider_id, weekday, opens_minute)
);

CREATE TABLE provider_closures (
  id TEXT PRIMARY KEY,
  provider_id TEXT NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  starts_on TEXT NOT NULL CHECK (starts_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  ends_on TEXT NOT NULL CHECK (ends_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' AND ends_on >= starts_on),
  reason TEXT CHECK (reason IS NULL OR length(reason) <= 120),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE INDEX provider_closures_by_date ON provider_closures (provider_id, starts_on, ends_on);

-- Each row one open interval of every day of the range; a range's rows share starts_on and ends_on.
CREATE TABLE provider_special_hours (
  provider_id TEXT NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  starts_on TEXT NOT NULL CHECK (starts_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  ends_on TEXT NOT NULL CHECK (ends_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' AND ends_on >= starts_on),
  opens_minute INTEGER NOT NULL CHECK (opens_minute BETWEEN 0 AND 1439),
  closes_minute INTEGER NOT NULL CHECK (closes_minute > opens_minute AND closes_minute <= 1440),
  PRIMARY KEY (provider_id, starts_on, opens_minute)
);

CREATE TABLE provider_booking_rules (
  provider_id TEXT PRIMARY KEY REFERENCES providers (id) ON DELETE CASCADE,
  slot_step_minutes INTEGER NOT NULL DEFAULT 30 CHECK (slot_step_minutes IN (15, 30)),
  minimum_notice_minutes INTEGER NOT NULL DEFAULT 0 CHECK (minimum_notice_minutes BETWEEN 0 AND 10080),
  window_days INTEGER NOT NULL DEFAULT 90 CHECK (window_days BETWEEN 1 AND 365),
  buffer_minutes INTEGER NOT NULL DEFAULT 0 CHECK (buffer_minutes BETWEEN 0 AND 240)
);

-- A staff member with no rows works all of the provider's open hours.
CREATE TABLE staff_working_hours (
  provider_id TEXT NOT NULL,
  staff_id TEXT NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  weekday INTEGER NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  opens_minute INTEGER NOT NULL CHECK (opens_minute BETWEEN 0 AND 1439),
  closes_minute INTEGER NOT NULL CHECK (closes_minute > opens_minute AND closes_minute <= 1440),
  PRIMARY KEY (staff_id, weekday, opens_minute)
);

CREATE TABLE staff_time_off (
  id TEXT PRIMARY KEY,
  provider_id TEXT NOT NULL,
  staff_id TEXT NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL CHECK (ends_at > starts_at),
  reason TEXT CHECK (reason IS NULL OR length(reason) <= 120)
);
CREATE INDEX staff_time_off_by_staff ON staff_time_off (staff_id, starts_at);
CREATE INDEX staff_time_off_by_provider ON staff_time_off (provider_id, starts_at);

-- The default for the sample providers, and for every provider added from now on (an approved listing).
INSERT INTO provider_weekly_hours (provider_id, weekday, opens_minute, closes_minute, last_start_minute)
SELECT providers.id, day.value, 600, 1080, 1050 FROM providers, json_each('[0,1,2,3,4,6]') AS day;
INSERT INTO provider_booking_rules (provider_id) SELECT id FROM providers;
CREATE TRIGGER providers_default_schedule AFTER INSERT ON providers BEGIN
  INSERT INTO provider_weekly_hours (provider_id, weekday, opens_minute, closes_minute, last_start_minute)
  SELECT new.id, day.value, 600, 1080, 1050 FROM json_each('[0,1,2,3,4,6]') AS day;
  INSERT INTO provider_booking_rules (provider_id) VALUES (new.id);
END;
