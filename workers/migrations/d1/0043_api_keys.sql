-- Partner apps' API keys and the sandbox (issue #35; docs/decisions/070-api-keys.md), in step with
-- workers/migrations/supabase/0043_api_keys.sql. The rules are graphql/modules/api-keys/rules.ts.
--
-- A key is stored only as the hex SHA-256 of the whole key (key_hash, unique: the one indexed read each
-- request with `Authorization: Bearer glow_…` makes) and its first 14 characters for lists. Revoking sets
-- revoked_at; the row stays so lists show it and bookings keep naming the app. last_used_at is written at most
-- once a minute per key (after the answer, through waitUntil), never on every request.
CREATE TABLE api_keys (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  mode TEXT NOT NULL CHECK (mode IN ('LIVE', 'TEST')),
  -- Comma-separated, canonical order, at least one: 'READ', 'READ,BOOK', 'READ,BOOK,WEBHOOKS'…
  scopes TEXT NOT NULL CHECK (scopes <> '' AND scopes NOT GLOB '*[^A-Z,]*'),
  key_hash TEXT NOT NULL UNIQUE CHECK (length(key_hash) = 64),
  prefix TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  last_used_at TEXT,
  revoked_at TEXT
);
CREATE INDEX api_keys_by_account ON api_keys (account_id, created_at DESC, id);

-- A booking an app made names its key and the app's name at the time (the owner sees it as the booking's source).
ALTER TABLE bookings ADD COLUMN api_key_id TEXT REFERENCES api_keys (id) ON DELETE SET NULL;
ALTER TABLE bookings ADD COLUMN api_app_name TEXT;
CREATE INDEX bookings_by_api_key ON bookings (api_key_id) WHERE api_key_id IS NOT NULL;

-- Sandbox providers: seen and booked only by apps with a test key, never on the site, in anonymous search or the sitemap.
ALTER TABLE providers ADD COLUMN sandbox INTEGER NOT NULL DEFAULT 0 CHECK (sandbox IN (0, 1));
