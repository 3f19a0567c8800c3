-- The return address survives email verification (issue 33): the page a person was on their way to when they signed
-- up ("Register Your Business" sent them to sign up) is kept with their verification link, whose message then leads
-- back there (`&next=`), and the verified page links on to it. A path on this site only (the API keeps nothing else:
-- graphql/shared/local-path.ts). The hosted backend keeps it in the user's metadata for its template instead
-- (workers/migrations/supabase/0050 holds nothing).
ALTER TABLE account_links ADD COLUMN return_to TEXT CHECK (return_to IS NULL OR (substr(return_to, 1, 1) = '/' AND length(return_to) <= 2048));
