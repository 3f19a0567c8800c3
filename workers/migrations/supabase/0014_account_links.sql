-- In step with workers/migrations/d1/0014_account_links.sql (issue 31; docs/decisions/052-account-emails.md):
-- nothing to do here. The hosted backend's verification and password-reset links are Supabase Auth's own
-- (/auth/v1/signup and /auth/v1/recover send them, /auth/v1/verify redeems them), kept in auth.* tables this
-- project does not own, and auth.users has no outbox trigger (0011).
select 1;
