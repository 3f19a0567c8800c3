-- Webhooks (issue 35, decision 072), in step with workers/migrations/supabase/0045_webhooks.sql.
--
-- An endpoint belongs to the account that made it and receives the events it ticked for the bookings of the
-- providers that account owns (webhook_endpoints_for_booking, the ONE place that says who receives a booking's
-- event). Each delivery is a row of webhook_deliveries, written by the outbox's consumer when it handles a booking
-- event (never inside the request that changed the booking), with the body it will post every time it is tried.
-- The secret is kept as issued: the Worker signs every delivery with it (an HMAC needs the secret itself); only
-- the Worker's own queries read the column (decision 072 says why it is not encrypted).

CREATE TABLE webhook_endpoints (
  id TEXT PRIMARY KEY DEFAULT (lower(hex(randomblob(16)))),
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  url TEXT NOT NULL CHECK (length(url) BETWEEN 8 AND 2000),
  events TEXT NOT NULL CHECK (json_valid(events) AND json_type(events) = 'array' AND json_array_length(events) > 0),
  secret TEXT NOT NULL CHECK (length(secret) >= 32),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  disabled_at TEXT
);
CREATE INDEX webhook_endpoints_account ON webhook_endpoints (account_id, created_at DESC);

CREATE TABLE webhook_deliveries (
  id TEXT PRIMARY KEY DEFAULT (lower(hex(randomblob(16)))),
  endpoint_id TEXT NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  -- The outbox event it reports (NULL for a test event); one delivery per endpoint and event.
  event_id TEXT REFERENCES outbox_events (id) ON DELETE SET NULL,
  type TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  first_attempt_at TEXT,
  next_attempt_at TEXT,
  last_attempt_at TEXT,
  last_status INTEGER,
  last_error TEXT,
  delivered_at TEXT,
  -- Handed to the queue (NULL: the next dispatch hands it over); a claim while one consumer posts it.
  enqueued_at TEXT,
  claimed_at TEXT,
  UNIQUE (endpoint_id, event_id)
);
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, created_at DESC);
CREATE INDEX webhook_deliveries_not_enqueued ON webhook_deliveries (created_at) WHERE enqueued_at IS NULL AND state = 'pending';

-- Who receives a booking's events: the live endpoints of the account that owns the booking's provider. Add other
-- reasons here (the booking was made with one of the account's API keys), nowhere else.
-- Who receives a booking's event: the account that owns its provider, and the account whose API key made it (0043).
CREATE VIEW webhook_endpoints_for_booking AS
  SELECT b.id AS booking_id, e.id AS endpoint_id, e.events
  FROM bookings b JOIN webhook_endpoints e
    ON e.account_id = (SELECT p.owner_id FROM providers p WHERE p.id = b.provider_id)
    OR e.account_id = (SELECT k.account_id FROM api_keys k WHERE k.id = b.api_key_id)
  WHERE e.disabled_at IS NULL;

-- A visit's outcome is an event of its own (webhooks booking.completed / booking.no_show; no email).
INSERT INTO outbox_event_kinds (kind) VALUES ('booking_completed'), ('booking_no_show');
CREATE TRIGGER outbox_booking_completed AFTER UPDATE OF outcome ON bookings
WHEN new.outcome = 'completed' AND old.outcome IS NULL BEGIN
  INSERT INTO outbox_events (kind, subject_id) VALUES ('booking_completed', new.id);
END;
CREATE TRIGGER outbox_booking_no_show AFTER UPDATE OF outcome ON bookings
WHEN new.outcome = 'no_show' AND old.outcome IS NULL BEGIN
  INSERT INTO outbox_events (kind, subject_id) VALUES ('booking_no_show', new.id);
END;
