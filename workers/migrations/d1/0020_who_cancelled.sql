-- Who cancelled a booking, and the salon's reason (issues 31 and 32), in step with
-- workers/migrations/supabase/0020_who_cancelled.sql.
--
-- bookings.cancelled_by ('customer': the manage link; 'salon': the owner's dashboard) and
-- cancellation_reason (the salon's, optional, at most 300 characters) are set by the statement that
-- cancels. Bookings cancelled before this migration keep NULL: nothing recorded who cancelled them, and
-- guessing would put words in someone's mouth (the API answers null, the customer's email was sent then).
-- Once a booking is cancelled, who and why stay as recorded.
ALTER TABLE bookings ADD COLUMN cancelled_by TEXT
  CHECK (cancelled_by IS NULL OR (cancelled_by IN ('customer', 'salon') AND status = 'Cancelled'));
ALTER TABLE bookings ADD COLUMN cancellation_reason TEXT
  CHECK (cancellation_reason IS NULL OR (cancelled_by IS 'salon' AND length(cancellation_reason) BETWEEN 1 AND 300));

CREATE TRIGGER bookings_cancellation_kept BEFORE UPDATE OF cancelled_by, cancellation_reason ON bookings
WHEN old.status = 'Cancelled' AND (new.cancelled_by IS NOT old.cancelled_by OR new.cancellation_reason IS NOT old.cancellation_reason)
BEGIN
  SELECT RAISE(ABORT, 'who cancelled a booking and why stay as recorded');
END;

-- The record the cancellation's messages are written from: one row per cancellation, written by a trigger
-- in the cancel's own statement (so in its transaction, as its outbox event), never changed afterwards.
-- The customer's email reads who and why from here, not from the booking, whatever later happens to it.
-- Keyed by the booking, not the outbox event: it stays out of outbox_events' own shape (no foreign key
-- to a table another change rebuilds), and a booking is cancelled once.
CREATE TABLE booking_cancellations (
  booking_id TEXT PRIMARY KEY REFERENCES bookings (id),
  cancelled_by TEXT CHECK (cancelled_by IN ('customer', 'salon')),
  reason TEXT,
  cancelled_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE TRIGGER booking_cancellations_recorded AFTER UPDATE OF status ON bookings
WHEN new.status = 'Cancelled' AND old.status <> 'Cancelled' BEGIN
  INSERT OR REPLACE INTO booking_cancellations (booking_id, cancelled_by, reason)
  VALUES (new.id, new.cancelled_by, new.cancellation_reason);
END;
CREATE TRIGGER booking_cancellations_kept_on_update BEFORE UPDATE ON booking_cancellations BEGIN
  SELECT RAISE(ABORT, 'a recorded cancellation is never changed');
END;
