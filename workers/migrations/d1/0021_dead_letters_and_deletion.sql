-- Dead letters, the account deletion's email and its follow-ups (issue 31; docs/decisions/060-dead-letters-and-deletion-follow-ups.md),
-- in step with workers/migrations/supabase/0021_dead_letters_and_deletion.sql.
--
-- outbox_events is rebuilt: SQLite cannot change a CHECK in place, and the kind CHECK must allow
-- 'account_deleted'. Its rows are kept (ids, kinds, times), then its indexes and outbox_deliveries (which
-- references it) are made again with their rows. No table is renamed: a rename re-checks every trigger
-- that writes outbox_events (on bookings, provider_registrations, account_links), and those keep working
-- unchanged against the new table of the same name.
CREATE TABLE outbox_events_kept AS SELECT * FROM outbox_events;
CREATE TABLE outbox_deliveries_kept AS SELECT * FROM outbox_deliveries;
DROP TABLE outbox_deliveries;
DROP TABLE outbox_events;

CREATE TABLE outbox_events (
  id TEXT PRIMARY KEY DEFAULT (lower(hex(randomblob(16)))),
  kind TEXT NOT NULL CHECK (kind IN ('booking_created', 'booking_cancelled', 'booking_changed', 'registration_approved',
                                     'registration_rejected', 'account_created', 'password_reset_asked', 'reminder_due',
                                     'account_deleted')),
  subject_id TEXT NOT NULL,
  dedupe_key TEXT UNIQUE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  enqueued_at TEXT,
  -- What a message needs when its subject is gone (account_deleted: {"email", "locale"}, JSON).
  payload TEXT,
  -- Delivery's own record: 'dead' once the dead-letter queue had it (every retry failed); a reviewer's
  -- "Send again" makes it 'active' and not enqueued once more.
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'dead')),
  attempts INTEGER NOT NULL DEFAULT 0,  -- failed deliveries, however they ended
  last_error TEXT,                      -- the last failure's error, as the consumer caught it
  failed_to TEXT,                       -- the address the last failed send was for (NULL: failed before any send)
  failed_at TEXT,
  dead_at TEXT
);
INSERT INTO outbox_events (id, kind, subject_id, dedupe_key, created_at, enqueued_at)
SELECT id, kind, subject_id, dedupe_key, created_at, enqueued_at FROM outbox_events_kept;
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
INSERT INTO outbox_deliveries (event_id, recipient, state, claimed_at, sent_at)
SELECT event_id, recipient, state, claimed_at, sent_at FROM outbox_deliveries_kept;
DROP TABLE outbox_deliveries_kept;
DROP TABLE outbox_events_kept;

-- The deletion's confirmation: written by the delete itself (one transaction with it, whatever statement
-- deletes), carrying the address and language, since the account row is gone when the message is written.
CREATE TRIGGER outbox_account_deleted BEFORE DELETE ON accounts BEGIN
  INSERT INTO outbox_events (kind, subject_id, payload)
  VALUES ('account_deleted', old.id, json_object('email', old.email, 'locale', old.locale));
END;

-- Files to remove from storage once the row naming them is gone (the trade licence of a registration deleted
-- with its account). Recorded by the delete's own transaction and removed by the Worker after it (the cron
-- sweep retries until storage confirms), so a Worker dying after the commit loses nothing.
CREATE TABLE storage_removals (
  object_key TEXT PRIMARY KEY,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE TRIGGER provider_registrations_remove_licence AFTER DELETE ON provider_registrations BEGIN
  INSERT INTO storage_removals (object_key) VALUES (old.trade_license_url) ON CONFLICT (object_key) DO NOTHING;
END;
