-- The account emails' links (issue 31; docs/decisions/052-account-emails.md), local backend only: the hosted
-- backend's Supabase Auth keeps its own (workers/migrations/supabase/0014_account_links.sql says so).
--
-- One row per emailed link: verify an address, or reset a password. The link's token is never stored, only
-- its SHA-256; the token itself is an HMAC of the row's id under the auth secret, so the outbox's consumer
-- can write it into the message later without anyone storing it. A link works once (used_at) and until
-- expires_at (Unix seconds).
CREATE TABLE account_links (
  id TEXT PRIMARY KEY DEFAULT (lower(hex(randomblob(16)))),
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
  token_hash TEXT NOT NULL UNIQUE,
  locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'ar')),  -- the page the person asked from
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX account_links_account ON account_links (account_id, purpose);

-- The account's email is about its link, not the account: a resend is a new link, and each link is one
-- message. So the event's subject is the link, written by its insert (in the sign-up's own batch), and the
-- account's own trigger (0011) goes: an account created without a link (the sample owners) is told nothing.
DROP TRIGGER outbox_account_created;
CREATE TRIGGER outbox_account_link AFTER INSERT ON account_links BEGIN
  INSERT INTO outbox_events (kind, subject_id)
  VALUES (CASE new.purpose WHEN 'verify_email' THEN 'account_created' ELSE 'password_reset_asked' END, new.id);
END;
