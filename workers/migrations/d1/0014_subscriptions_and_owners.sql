-- Plans kept on the server, and providers' owners (issue 15). The same tables as the Supabase
-- migration 0014_subscriptions_and_owners.sql.
--
-- * subscriptions: one row per account that ever left Basic (no row = Basic). trial_ends_on is the
--   last free day of Premium's first three months (Dubai date), fixed by the first subscription and
--   kept after cancelling, so the free months are given once. Replaces accounts.plan.
-- * providers.owner_id: the account that manages the provider from the dashboard (Supabase's
--   providers.owner_id). NULL = nobody's yet.
CREATE TABLE subscriptions (
  account_id TEXT PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  plan TEXT NOT NULL CHECK (plan IN ('basic', 'premium', 'featured')),
  trial_ends_on TEXT CHECK (trial_ends_on IS NULL OR trial_ends_on GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
  updated_at TEXT NOT NULL
);

INSERT INTO subscriptions (account_id, plan, trial_ends_on, updated_at)
SELECT id, plan, NULL, strftime('%Y-%m-%dT%H:%M:%SZ', 'now') FROM accounts WHERE plan <> 'basic';

ALTER TABLE accounts DROP COLUMN plan;

ALTER TABLE providers ADD COLUMN owner_id TEXT REFERENCES accounts (id) ON DELETE SET NULL;
CREATE INDEX providers_owner ON providers (owner_id);
