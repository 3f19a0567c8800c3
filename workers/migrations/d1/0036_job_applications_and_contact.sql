-- Job applications and contact messages (issue #33, "Nothing that pretends"; docs/decisions/066-job-applications-and-contact.md),
-- in step with workers/migrations/supabase/0036_job_applications_and_contact.sql.
--
-- An application is stored by one statement (INSERT … SELECT … FROM jobs WHERE the job is Open), so a job
-- closed at the same moment takes none. Its trigger counts it on the job (what the dashboard shows) and writes
-- the outbox event in the same transaction: the applicant's confirmation and the poster's notice, carrying what
-- they tell (the job, the poster's address and language), so the messages need no later read.
CREATE TABLE job_applications (
  id TEXT PRIMARY KEY DEFAULT (lower(hex(randomblob(16)))),
  job_id TEXT NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  name TEXT NOT NULL CHECK (length(trim(name)) BETWEEN 1 AND 100),
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  phone TEXT NOT NULL CHECK (length(phone) BETWEEN 1 AND 30),
  message TEXT NOT NULL DEFAULT '' CHECK (length(message) <= 2000),
  -- The private CV's storage key (provider_documents/cvs/…), opened by the poster through a signed link.
  cv_key TEXT NOT NULL UNIQUE CHECK (cv_key LIKE 'provider_documents/cvs/%'),
  locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'ar')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX job_applications_job ON job_applications (job_id, created_at DESC, id DESC);

-- Messages from the contact page, kept; each goes to the support address through the outbox.
CREATE TABLE contact_messages (
  id TEXT PRIMARY KEY DEFAULT (lower(hex(randomblob(16)))),
  name TEXT NOT NULL CHECK (length(trim(name)) BETWEEN 1 AND 200),
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  subject TEXT NOT NULL CHECK (length(trim(subject)) BETWEEN 1 AND 200),
  message TEXT NOT NULL CHECK (length(trim(message)) BETWEEN 1 AND 5000),
  locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'ar')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX contact_messages_created ON contact_messages (created_at DESC);

-- outbox_events is rebuilt one last time (rows, ids and indexes kept; outbox_deliveries made again with its rows;
-- no rename, which would re-check every trigger that writes it): its kinds move from a CHECK list, which SQLite can
-- only change by rebuilding the table (0021, 0024 did), to the table outbox_event_kinds, which a later migration
-- adds a kind to with one INSERT.
CREATE TABLE outbox_event_kinds (kind TEXT PRIMARY KEY) WITHOUT ROWID;
INSERT INTO outbox_event_kinds (kind) VALUES
  ('booking_created'), ('booking_cancelled'), ('booking_changed'), ('registration_approved'), ('registration_rejected'),
  ('account_created'), ('password_reset_asked'), ('reminder_due'), ('account_deleted'), ('booking_requested'),
  ('booking_confirmed'), ('booking_declined'), ('job_applied'), ('contact_message');
CREATE TABLE outbox_events_kept AS SELECT * FROM outbox_events;
CREATE TABLE outbox_deliveries_kept AS SELECT * FROM outbox_deliveries;
DROP TABLE outbox_deliveries;
DROP TABLE outbox_events;

CREATE TABLE outbox_events (
  id TEXT PRIMARY KEY DEFAULT (lower(hex(randomblob(16)))),
  kind TEXT NOT NULL REFERENCES outbox_event_kinds (kind),
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

CREATE TRIGGER job_applications_recorded AFTER INSERT ON job_applications BEGIN
  UPDATE jobs SET applicants = applicants + 1 WHERE id = new.job_id;
  INSERT INTO outbox_events (kind, subject_id, payload)
  SELECT 'job_applied', new.id,
         json_object('name', new.name, 'email', new.email, 'phone', new.phone, 'message', new.message, 'locale', new.locale,
                     'jobId', j.id, 'jobTitle', j.title, 'companyName', j.company_name,
                     'posterEmail', a.email, 'posterLocale', coalesce(a.locale, 'en'))
  FROM jobs j LEFT JOIN accounts a ON a.id = j.owner_id
  WHERE j.id = new.job_id;
END;

-- A CV goes with its application (a job or an account deleted): removed from storage after the commit.
CREATE TRIGGER job_applications_remove_cv AFTER DELETE ON job_applications BEGIN
  INSERT INTO storage_removals (object_key) VALUES (old.cv_key) ON CONFLICT (object_key) DO NOTHING;
END;

CREATE TRIGGER contact_messages_recorded AFTER INSERT ON contact_messages BEGIN
  INSERT INTO outbox_events (kind, subject_id, payload)
  VALUES ('contact_message', new.id,
          json_object('name', new.name, 'email', new.email, 'subject', new.subject, 'message', new.message, 'locale', new.locale));
END;
