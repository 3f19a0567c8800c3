-- The job board's counts at 50,000 jobs (as D1's 0024): the location and type filters together have
-- an index that counts them without reading the table.
create index jobs_board_location_type on public.jobs (status, location_key, job_type, posted_date desc, created_at desc, id desc);
