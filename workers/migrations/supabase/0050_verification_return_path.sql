-- Nothing for PostgreSQL: Supabase Auth sends the verification email itself, and the page a person was on their way
-- to rides in the user's metadata (`return_to`, workers/adapters/supabase/auth.ts), which the project's template adds
-- to its link as `&next={{ .Data.return_to }}`. workers/migrations/d1/0050 keeps it with the local backend's link.
select 1;
