-- Password spraying (issue #27 item 2, decision 033): one client trying a password on many accounts
-- met only the per-account limits. Each failed sign-in now also records the client's network
-- (graphql/shared/client-network.ts: the IPv4 address, or the IPv6 /64), and beginSignInAttempt
-- (d1-auth-store.ts) refuses an attempt, in the same statement that counts it, once 20 accounts have
-- failed from that network within 15 minutes, unless the account is known at the address. Failures
-- recorded before this migration (at most 15 minutes old) have no network and count for none.
ALTER TABLE auth_sign_in_failures ADD COLUMN client_network TEXT NOT NULL DEFAULT '';
CREATE INDEX auth_sign_in_failures_network ON auth_sign_in_failures (client_network, email, failed_at);
