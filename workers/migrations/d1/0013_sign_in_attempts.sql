-- Sign-in attempts are counted before their password is checked, in one statement with the limit's
-- decision (d1-auth-store.ts beginSignInAttempt). The per-account limit counts failures across
-- addresses; addresses the account signed in from lately are exempt from it (auth_known_addresses).
CREATE INDEX auth_sign_in_failures_account ON auth_sign_in_failures (email, failed_at);

CREATE TABLE auth_known_addresses (
  email TEXT NOT NULL,
  client_address TEXT NOT NULL,
  last_success_at INTEGER NOT NULL,
  PRIMARY KEY (email, client_address)
);
CREATE INDEX auth_known_addresses_age ON auth_known_addresses (last_success_at);
