-- A booking's whole life (issue 32; docs/decisions/063-a-bookings-life.md), in step with
-- workers/migrations/supabase/0024_booking_lifecycle.sql.
--
-- bookings.status keeps its three values (the live-slot indexes key on status <> 'Cancelled'); a visit's
-- outcome is a column of a confirmed booking, and a declined request is a cancel by the salon marked
-- `declined`. The API derives Booking.state from them (graphql/modules/bookings/lifecycle.ts).
ALTER TABLE bookings ADD COLUMN outcome TEXT
  CHECK (outcome IS NULL OR (outcome IN ('completed', 'no_show') AND status = 'Confirmed'));
ALTER TABLE bookings ADD COLUMN outcome_at TEXT CHECK ((outcome_at IS NULL) = (outcome IS NULL));
ALTER TABLE bookings ADD COLUMN declined INTEGER NOT NULL DEFAULT 0
  CHECK (declined = 0 OR (declined = 1 AND status = 'Cancelled' AND cancelled_by IS 'salon'));
-- Who makes the change the statement writes: each writer names itself in the same statement
-- ('customer' | 'salon' | 'system'). The history trigger reads it and clears it again, so a later
-- statement that names nobody is never taken for the last one's writer. Not named: an insert is the
-- customer's (an online booking), a cancel is whoever cancelled_by says, anything else the system's.
ALTER TABLE bookings ADD COLUMN changed_by TEXT CHECK (changed_by IS NULL OR changed_by IN ('customer', 'salon', 'system'));

-- Once said, a visit's outcome stays (the history keeps what was said; a review may hang on it).
CREATE TRIGGER bookings_outcome_kept BEFORE UPDATE OF outcome, outcome_at, status ON bookings
WHEN old.outcome IS NOT NULL AND (new.outcome IS NOT old.outcome OR new.outcome_at IS NOT old.outcome_at OR new.status <> old.status)
BEGIN
  SELECT RAISE(ABORT, 'a booking''s outcome stays as recorded');
END;

-- Confirm each online booking myself (new online bookings wait as requests), and how many hours the
-- owner has to answer before the sweep declines a request.
ALTER TABLE provider_booking_rules ADD COLUMN confirm_each_booking INTEGER NOT NULL DEFAULT 0 CHECK (confirm_each_booking IN (0, 1));
ALTER TABLE provider_booking_rules ADD COLUMN answer_window_hours INTEGER NOT NULL DEFAULT 12 CHECK (answer_window_hours BETWEEN 1 AND 72);

-- The append-only history: one row per change of a booking's state, time or professional, written by the
-- triggers below whatever statement made the change (so a new writer is recorded with no code of its own).
-- States are Booking.state's names. Rows go only with their booking (nothing deletes bookings but tests).
CREATE TABLE booking_history (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  booking_id TEXT NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  provider_id TEXT NOT NULL,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  actor TEXT NOT NULL CHECK (actor IN ('customer', 'salon', 'system')),
  change TEXT NOT NULL CHECK (change IN ('created', 'confirmed', 'declined', 'cancelled', 'completed', 'no_show', 'moved', 'changed')),
  from_state TEXT CHECK (from_state IN ('PENDING', 'CONFIRMED', 'CANCELLED', 'COMPLETED', 'NO_SHOW')),
  to_state TEXT NOT NULL CHECK (to_state IN ('PENDING', 'CONFIRMED', 'CANCELLED', 'COMPLETED', 'NO_SHOW')),
  from_starts_at TEXT,
  to_starts_at TEXT NOT NULL,
  from_staff_id TEXT,
  to_staff_id TEXT,
  reason TEXT
);
CREATE INDEX booking_history_of_booking ON booking_history (booking_id, id);

CREATE TRIGGER booking_history_kept_on_update BEFORE UPDATE ON booking_history BEGIN
  SELECT RAISE(ABORT, 'booking history is append-only');
END;
CREATE TRIGGER booking_history_kept_on_delete BEFORE DELETE ON booking_history
WHEN EXISTS (SELECT 1 FROM bookings WHERE id = old.booking_id) BEGIN
  SELECT RAISE(ABORT, 'booking history is append-only');
END;

CREATE TRIGGER booking_history_created AFTER INSERT ON bookings BEGIN
  INSERT INTO booking_history (booking_id, provider_id, actor, change, to_state, to_starts_at, to_staff_id)
  VALUES (new.id, new.provider_id, coalesce(new.changed_by, 'customer'), 'created',
          CASE new.status WHEN 'Pending' THEN 'PENDING' WHEN 'Cancelled' THEN 'CANCELLED' ELSE 'CONFIRMED' END,
          new.starts_at, new.staff_id);
  UPDATE bookings SET changed_by = NULL WHERE id = new.id AND changed_by IS NOT NULL;
END;

CREATE TRIGGER booking_history_changed AFTER UPDATE OF status, outcome, starts_at, staff_id ON bookings
WHEN new.status IS NOT old.status OR new.outcome IS NOT old.outcome OR new.starts_at IS NOT old.starts_at
  OR new.staff_id IS NOT old.staff_id BEGIN
  INSERT INTO booking_history (booking_id, provider_id, actor, change, from_state, to_state,
                               from_starts_at, to_starts_at, from_staff_id, to_staff_id, reason)
  SELECT new.id, new.provider_id,
         coalesce(new.changed_by, CASE WHEN new.status = 'Cancelled' AND old.status <> 'Cancelled' THEN new.cancelled_by END, 'system'),
         CASE
           WHEN s.to_state = s.from_state THEN CASE WHEN new.starts_at IS NOT old.starts_at OR new.staff_id IS NOT old.staff_id THEN 'moved' ELSE 'changed' END
           WHEN s.to_state = 'CANCELLED' AND new.declined = 1 THEN 'declined'
           WHEN s.to_state = 'CANCELLED' THEN 'cancelled'
           WHEN s.to_state = 'COMPLETED' THEN 'completed'
           WHEN s.to_state = 'NO_SHOW' THEN 'no_show'
           WHEN s.to_state = 'CONFIRMED' AND s.from_state = 'PENDING' THEN 'confirmed'
           ELSE 'changed'
         END,
         s.from_state, s.to_state, old.starts_at, new.starts_at, old.staff_id, new.staff_id,
         CASE WHEN s.to_state = 'CANCELLED' THEN new.cancellation_reason END
  FROM (SELECT
          CASE WHEN old.status = 'Cancelled' THEN 'CANCELLED' WHEN old.status = 'Pending' THEN 'PENDING'
               WHEN old.outcome = 'completed' THEN 'COMPLETED' WHEN old.outcome = 'no_show' THEN 'NO_SHOW' ELSE 'CONFIRMED' END AS from_state,
          CASE WHEN new.status = 'Cancelled' THEN 'CANCELLED' WHEN new.status = 'Pending' THEN 'PENDING'
               WHEN new.outcome = 'completed' THEN 'COMPLETED' WHEN new.outcome = 'no_show' THEN 'NO_SHOW' ELSE 'CONFIRMED' END AS to_state) AS s;
  UPDATE bookings SET changed_by = NULL WHERE id = new.id AND changed_by IS NOT NULL;
END;

-- A request's messages are its own: asked (awaits the salon), accepted, declined. outbox_events is rebuilt
-- for the new kinds as 0021 did (rows, ids and indexes kept; outbox_deliveries made again with its rows;
-- no rename, which would re-check every trigger that writes outbox_events).
CREATE TABLE outbox_events_kept AS SELECT * FROM outbox_events;
CREATE TABLE outbox_deliveries_kept AS SELECT * FROM outbox_deliveries;
DROP TABLE outbox_deliveries;
DROP TABLE outbox_events;

CREATE TABLE outbox_events (
  id TEXT PRIMARY KEY DEFAULT (lower(hex(randomblob(16)))),
  kind TEXT NOT NULL CHECK (kind IN ('booking_created', 'booking_cancelled', 'booking_changed', 'registration_approved',
                                     'registration_rejected', 'account_created', 'password_reset_asked', 'reminder_due',
                                     'account_deleted', 'booking_requested', 'booking_confirmed', 'booking_declined')),
  subject_id TEXT NOT NULL,
  dedupe_key TEXT UNIQUE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  enqueued_at TEXT,
  payload TEXT,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'dead')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  failed_to TEXT,
  failed_at TEXT,
  dead_at TEXT
);
INSERT INTO outbox_events SELECT * FROM outbox_events_kept;
CREATE INDEX outbox_events_not_enqueued ON outbox_events (created_at) WHERE enqueued_at IS NULL;
CREATE INDEX outbox_events_subject ON outbox_events (subject_id);
CREATE INDEX outbox_events_dead ON outbox_events (dead_at DESC) WHERE status = 'dead';

CREATE TABLE outbox_deliveries (
  event_id TEXT NOT NULL REFERENCES outbox_events (id) ON DELETE CASCADE,
  recipient TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('sending', 'sent')),
  claimed_at TEXT NOT NULL,
  sent_at TEXT,
  PRIMARY KEY (event_id, recipient)
);
INSERT INTO outbox_deliveries SELECT * FROM outbox_deliveries_kept;
DROP TABLE outbox_deliveries_kept;
DROP TABLE outbox_events_kept;

-- A request is announced as one (the customer: it awaits the salon; the owner: it awaits their answer),
-- not as a booking made; its answer has its own message, and a decline is not announced as a cancel.
DROP TRIGGER outbox_booking_created;
CREATE TRIGGER outbox_booking_created AFTER INSERT ON bookings WHEN new.status <> 'Pending' BEGIN
  INSERT INTO outbox_events (kind, subject_id) VALUES ('booking_created', new.id);
END;
CREATE TRIGGER outbox_booking_requested AFTER INSERT ON bookings WHEN new.status = 'Pending' BEGIN
  INSERT INTO outbox_events (kind, subject_id) VALUES ('booking_requested', new.id);
END;
DROP TRIGGER outbox_booking_cancelled;
CREATE TRIGGER outbox_booking_cancelled AFTER UPDATE OF status ON bookings
WHEN new.status = 'Cancelled' AND old.status <> 'Cancelled' AND new.declined = 0 BEGIN
  INSERT INTO outbox_events (kind, subject_id) VALUES ('booking_cancelled', new.id);
END;
CREATE TRIGGER outbox_booking_declined AFTER UPDATE OF status ON bookings
WHEN new.status = 'Cancelled' AND old.status = 'Pending' AND new.declined = 1 BEGIN
  INSERT INTO outbox_events (kind, subject_id) VALUES ('booking_declined', new.id);
END;
CREATE TRIGGER outbox_booking_confirmed AFTER UPDATE OF status ON bookings
WHEN new.status = 'Confirmed' AND old.status = 'Pending' BEGIN
  INSERT INTO outbox_events (kind, subject_id) VALUES ('booking_confirmed', new.id);
END;
