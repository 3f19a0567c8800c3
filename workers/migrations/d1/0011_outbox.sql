-- One outbox for everything that must be told (issue 31; docs/decisions/047-one-outbox.md), in step with
-- workers/migrations/supabase/0011_outbox.sql.
--
-- Every message starts as a row of outbox_events written by a trigger on the table that changed, so it
-- commits or rolls back with the change itself (the statement's own transaction; a D1 batch is one
-- transaction too), whichever code path wrote the row. The Worker hands committed events to its queue
-- (enqueued_at), and the queue's consumer delivers each once per recipient (outbox_deliveries).
--
-- The person's language travels with the row the message is about (bookings.locale, accounts.locale,
-- provider_registrations.locale: 'en' or 'ar', whichever site they used), so a message written later
-- (a reminder, a review's answer) is still in their language.
ALTER TABLE bookings ADD COLUMN locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'ar'));
ALTER TABLE provider_registrations ADD COLUMN locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'ar'));
ALTER TABLE accounts ADD COLUMN locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'ar'));

CREATE TABLE outbox_events (
  id TEXT PRIMARY KEY DEFAULT (lower(hex(randomblob(16)))),
  kind TEXT NOT NULL CHECK (kind IN ('booking_created', 'booking_cancelled', 'booking_changed', 'registration_approved',
                                     'registration_rejected', 'account_created', 'password_reset_asked', 'reminder_due')),
  subject_id TEXT NOT NULL,            -- the booking's, registration's or account's id
  -- What makes a second event of the same kind the same event (a reminder: the booking and the start it
  -- reminds of), so sweeping twice records it once; NULL for events that are each their own.
  dedupe_key TEXT UNIQUE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  enqueued_at TEXT                      -- NULL until handed to the queue (the sweep picks these up)
);
CREATE INDEX outbox_events_not_enqueued ON outbox_events (created_at) WHERE enqueued_at IS NULL;
CREATE INDEX outbox_events_subject ON outbox_events (subject_id);

-- One row per message sent (or being sent) for an event: claimed before the send, so a redelivered
-- queue message finds it and sends nothing; a claim whose send failed is removed so the retry sends.
CREATE TABLE outbox_deliveries (
  event_id TEXT NOT NULL REFERENCES outbox_events (id) ON DELETE CASCADE,
  recipient TEXT NOT NULL,             -- 'customer', 'owner', 'business' …: who, not an address
  state TEXT NOT NULL CHECK (state IN ('sending', 'sent')),
  claimed_at TEXT NOT NULL,
  sent_at TEXT,
  PRIMARY KEY (event_id, recipient)
);

CREATE TRIGGER outbox_booking_created AFTER INSERT ON bookings BEGIN
  INSERT INTO outbox_events (kind, subject_id) VALUES ('booking_created', new.id);
END;
CREATE TRIGGER outbox_booking_cancelled AFTER UPDATE OF status ON bookings
WHEN new.status = 'Cancelled' AND old.status <> 'Cancelled' BEGIN
  INSERT INTO outbox_events (kind, subject_id) VALUES ('booking_cancelled', new.id);
END;
CREATE TRIGGER outbox_booking_changed AFTER UPDATE OF starts_at, ends_at, staff_id, service_id ON bookings
WHEN new.status <> 'Cancelled'
  AND (new.starts_at <> old.starts_at OR new.service_id <> old.service_id OR new.staff_id IS NOT old.staff_id) BEGIN
  INSERT INTO outbox_events (kind, subject_id) VALUES ('booking_changed', new.id);
END;
-- Approval sets the status and then the listing it made (in one batch): announced once both are there.
CREATE TRIGGER outbox_registration_approved AFTER UPDATE OF status, provider_id ON provider_registrations
WHEN new.status = 'Approved' AND new.provider_id IS NOT NULL AND (old.status <> 'Approved' OR old.provider_id IS NULL) BEGIN
  INSERT INTO outbox_events (kind, subject_id) VALUES ('registration_approved', new.id);
END;
CREATE TRIGGER outbox_registration_rejected AFTER UPDATE OF status ON provider_registrations
WHEN new.status = 'Rejected' AND old.status <> 'Rejected' BEGIN
  INSERT INTO outbox_events (kind, subject_id) VALUES ('registration_rejected', new.id);
END;
-- The sample accounts (0003) were made before this trigger: they get no welcome.
CREATE TRIGGER outbox_account_created AFTER INSERT ON accounts BEGIN
  INSERT INTO outbox_events (kind, subject_id) VALUES ('account_created', new.id);
END;

-- What the local backend's dev mailbox (GET /dev/mailbox) shows: every message the Worker sent, instead
-- of a mail server. The hosted backend sends through its provider and has no such table.
CREATE TABLE dev_mailbox (
  id TEXT PRIMARY KEY,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  attachments TEXT NOT NULL DEFAULT '[]', -- JSON: [{ filename, contentType, content (base64) }]
  sent_at TEXT NOT NULL
);
CREATE INDEX dev_mailbox_newest ON dev_mailbox (sent_at DESC);
