-- Accounts and sessions of the embedded local auth adapter (workers/adapters/local/local-auth.ts).
-- The hosted deployment uses Supabase Auth instead and never reads these tables.
-- Times are Unix seconds.

CREATE TABLE accounts (
  id TEXT PRIMARY KEY,                     -- uuid
  email TEXT NOT NULL UNIQUE,              -- stored trimmed and lower-cased
  password_hash TEXT NOT NULL,             -- 'pbkdf2_sha256$<iterations>$<salt>$<hash>' (base64url)
  plan TEXT NOT NULL DEFAULT 'basic' CHECK (plan IN ('basic', 'premium', 'featured')),
  email_confirmed_at INTEGER,              -- NULL until confirmed (only when AUTH_REQUIRE_EMAIL_CONFIRMATION is on)
  created_at INTEGER NOT NULL
);

-- One row per signed-in client; signing out deletes it, which also voids its access tokens.
CREATE TABLE auth_sessions (
  id TEXT PRIMARY KEY,                     -- the access token's session_id claim
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL
);
CREATE INDEX auth_sessions_account ON auth_sessions (account_id);

-- Refresh tokens are single-use: exchanging one sets rotated_at and stores its successor.
CREATE TABLE auth_refresh_tokens (
  token_hash TEXT PRIMARY KEY,             -- hex SHA-256 of the token; the token itself is never stored
  session_id TEXT NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  rotated_at INTEGER
);
CREATE INDEX auth_refresh_tokens_session ON auth_refresh_tokens (session_id);

-- Failed sign-ins, for the limit of 10 per 15 minutes per account and client address.
CREATE TABLE auth_sign_in_failures (
  email TEXT NOT NULL,
  client_address TEXT NOT NULL,
  failed_at INTEGER NOT NULL
);
CREATE INDEX auth_sign_in_failures_key ON auth_sign_in_failures (email, client_address, failed_at);
CREATE INDEX auth_sign_in_failures_age ON auth_sign_in_failures (failed_at);

-- Secrets generated on first use when none is configured (local development only).
CREATE TABLE local_secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
