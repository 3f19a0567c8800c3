-- The review of business registrations (issue 17), the same tables and columns as the Supabase
-- migration 0021_registration_review.sql.
--
-- * reviewers: the accounts that may review registrations. Granted only server-side:
--   `npm run reviewer:grant -- <email>` (scripts/reviewer-grant.mjs) writes here.
-- * provider_registrations: who decided and when, the rejection reason the owner reads, and the
--   listing made on approval (at most one per registration: the unique index).
-- * A provider's rating 0 means "not rated yet" (reviews rate 1 to 5): new listings start there.
CREATE TABLE reviewers (
  account_id TEXT PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  granted_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);

ALTER TABLE provider_registrations ADD COLUMN reviewed_by TEXT REFERENCES accounts (id) ON DELETE SET NULL;
ALTER TABLE provider_registrations ADD COLUMN reviewed_at TEXT;
ALTER TABLE provider_registrations ADD COLUMN rejection_reason TEXT
  CHECK (rejection_reason IS NULL OR length(trim(rejection_reason)) BETWEEN 1 AND 500);
ALTER TABLE provider_registrations ADD COLUMN provider_id TEXT REFERENCES providers (id) ON DELETE SET NULL;
CREATE UNIQUE INDEX provider_registrations_listing ON provider_registrations (provider_id) WHERE provider_id IS NOT NULL;
CREATE INDEX provider_registrations_queue ON provider_registrations (status, created_at);
