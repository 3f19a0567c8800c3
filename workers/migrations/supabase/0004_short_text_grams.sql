-- The job board at 50,000 jobs (as D1's 0004): every filter served by an index, texts of one or two
-- characters included, in one call.
--
--   text_grams(value)   the distinct one- and two-character pieces of lower(value), those holding
--                       whitespace left out (a job text is trimmed: one or two characters hold none)
--   jobs.text_grams     the pieces of the title and of the company name (apart: a text is found in
--                       one of them), kept by the database, with a GIN index over the open jobs.
--                       pg_trgm extracts no trigram from a text under three characters, so ILIKE
--                       read the whole board for one; `text_grams @> array[lower(text)]` is the same
--                       test (in a UTF-8 database ILIKE compares lower() of both sides).
--   job_board(…)        the board's page and its total in one call. Under row level security the
--                       planner may not use an index for a test that is not leakproof (ILIKE, @>),
--                       so through PostgREST even the trigram indexes of 0001 went unused and every
--                       text read the board. This function runs as the table's owner and lists
--                       exactly what the policy lets anyone read on the board: the open jobs.
--                       EXECUTE plans each call with its own values, so each filter gets its index.
--                       Order and cursor as the port's (graphql/modules/jobs/rules.ts compareJobs).

create function public.text_grams(value text) returns text[]
language sql immutable strict parallel safe set search_path = ''
as $$
  select coalesce(array_agg(distinct piece order by piece), '{}')
  from (
    select substr(lower(value), position, width) as piece
    from generate_series(1, char_length(value)) as position, (values (1), (2)) as widths(width)
    where position + width - 1 <= char_length(value)
  ) pieces
  where piece !~ '\s'
$$;

alter table public.jobs
  add column text_grams text[] generated always as (public.text_grams(title) || public.text_grams(company_name)) stored;

create index jobs_board_text_grams on public.jobs using gin (text_grams) where status = 'Open';

create function public.job_board(
  p_text text,
  p_location text,
  p_type text,
  p_limit integer,
  p_after_posted_date date,
  p_after_created_at timestamptz,
  p_after_id text
) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  filters text := 'j.status = ''Open''';
  answer jsonb;
begin
  if p_type is not null then
    filters := filters || ' and j.job_type = $2';
  end if;
  if p_location is not null then
    filters := filters || ' and j.location_key = $3';
  end if;
  if p_text is not null and char_length(p_text) < 3 and p_text !~ '\s' then
    filters := filters || ' and j.text_grams @> array[lower($1)]';
  elsif p_text is not null then
    -- Found anywhere, LIKE's own wildcards taken literally (backslash is ILIKE's escape).
    filters := filters || ' and (j.title ilike $8 or j.company_name ilike $8)';
  end if;
  execute format(
    $query$
      select jsonb_build_object(
        'total', (select count(*) from public.jobs j where %1$s),
        'jobs', coalesce((
          select jsonb_agg(to_jsonb(page) order by page.posted_date desc, page.created_at desc, page.id desc)
          from (
            select j.id, j.owner_id, j.title, j.company_name, j.location, j.job_type, j.salary_range, j.description,
                   j.requirements, j.company_logo_url, j.posted_date, j.status, j.applicants, j.created_at
            from public.jobs j
            where %1$s %2$s
            order by j.posted_date desc, j.created_at desc, j.id desc
            limit $4
          ) page), '[]'::jsonb)
      )
    $query$,
    filters,
    case when p_after_id is null then '' else 'and (j.posted_date, j.created_at, j.id) < ($5, $6, $7)' end)
  into answer
  using p_text, p_type, p_location, greatest(0, least(coalesce(p_limit, 20), 51)),
        p_after_posted_date, p_after_created_at, p_after_id,
        '%' || replace(replace(replace(p_text, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  return answer;
end
$$;

revoke all on function public.job_board(text, text, text, integer, date, timestamptz, text) from public;
grant execute on function public.job_board(text, text, text, integer, date, timestamptz, text) to anon, authenticated, service_role;
