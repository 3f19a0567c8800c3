-- The search's "open now" and "open on a date" (issue #30; docs/decisions/056-search-open-hours.md), in
-- step with workers/migrations/d1/0023_search_open_hours.sql.
--
-- search_providers and search_providers_query take two more arguments, p_open_date and p_open_minute
-- (both null: any hours; a date: open at some time that day; and a minute: open at that minute, the
-- search's "now"), last and with defaults, so a call naming only the twelve of 0005 still answers the
-- same. The old functions go first: beside the new ones, a call with twelve arguments would name two.
-- search_providers_query (0006's, with one more test) writes the filter as three membership tests:
-- the closures and special hours in force on the date (a range of the date indexes below) and the
-- weekly hours of that weekday (provider_weekly_hours_weekday_open; for a minute, the intervals holding it).

drop function public.search_providers(text[], text, text, text, text, numeric, numeric, numeric, integer, numeric, text, text);
drop function public.search_providers_query(text[], text, text, text, text, numeric, numeric, numeric, integer, numeric, text, text);

create index provider_closures_in_force on public.provider_closures (ends_on, starts_on, provider_id);
create index provider_special_hours_in_force on public.provider_special_hours (ends_on, starts_on, provider_id, opens_minute, closes_minute);
create index provider_weekly_hours_weekday_open on public.provider_weekly_hours (weekday, opens_minute, closes_minute, provider_id);

create function public.search_providers_query(
  p_terms text[], p_name text, p_emirate text, p_type text, p_service text, p_min_rating numeric, p_min_price numeric,
  p_max_price numeric, p_limit integer, p_after_rating numeric, p_after_name text, p_after_id text,
  p_open_date date default null, p_open_minute integer default null
) returns text
language plpgsql immutable set search_path = ''
as $$
declare
  -- LIKE patterns that take the text literally (\ % _ escaped; backslash is ILIKE's escape).
  contains constant text := $pattern$'%%' || replace(replace(replace(%s, '\', '\\'), '%%', '\%%'), '_', '\_') || '%%'$pattern$;
  provider_text constant text := 'public.search_fold(q.name || E''\n'' || q.location || E''\n'' || q.address || E''\n'' || q.emirate || E''\n'' || q.type)';
  priced constant boolean := coalesce(p_min_price, 0) > 0 or coalesce(p_max_price, 5000) < 5000;
  tests text[] := array[format('p.rating >= %L::numeric', coalesce(p_min_rating, 0))];
  term text;
  folded text;
begin
  foreach term in array coalesce(p_terms, '{}'::text[]) loop
    folded := public.search_fold(term);
    -- The providers whose folded text holds the word, and those of a service whose folded name does.
    tests := tests || format(
      'p.id in (select q.id from public.providers q where %s union select s.provider_id from public.services s where %s)',
      variadic case
        when char_length(folded) between 1 and 2 and folded !~ '\s' then array[
          format('public.text_grams(%s) @> array[%L]::text[]', provider_text, folded),
          format('public.text_grams(public.search_fold(s.name)) @> array[%L]::text[]', folded)]
        else array[
          format('%s like %s', provider_text, format(contains, quote_literal(folded))),
          format('public.search_fold(s.name) like %s', format(contains, quote_literal(folded)))]
      end);
  end loop;
  -- The other filters given (a test of a filter not given is NULL, which array_remove leaves out).
  tests := tests || array_remove(array[
    case when p_name is not null then 'p.name ilike ' || format(contains, quote_literal(p_name)) end,
    case when p_emirate is not null then format('p.emirate = %L', p_emirate) end,
    case when p_type is not null then format('p.type = %L', p_type) end,
    case when p_service is not null or priced then 'exists (select 1 from public.services s where s.provider_id = p.id'
      || case when p_service is null then '' else ' and s.name ilike ' || format(contains, quote_literal(p_service)) end
      || case when not priced then '' else format(' and s.price_aed >= %L::numeric', coalesce(p_min_price, 0)) end
      || case when not priced or coalesce(p_max_price, 5000) >= 5000 then '' else format(' and s.price_aed <= %L::numeric', p_max_price) end
      || ')' end,
    -- Open on p_open_date (at p_open_minute, for "now"): not closed that day, and the special hours in
    -- force that day, or else the weekly hours of its weekday, open then (graphql/modules/search/open.ts).
    case when p_open_date is not null then format(
      'p.id not in (select c.provider_id from public.provider_closures c where c.ends_on >= %1$L::date and c.starts_on <= %1$L::date)'
      || ' and (p.id in (select s.provider_id from public.provider_special_hours s where s.ends_on >= %1$L::date and s.starts_on <= %1$L::date%2$s)'
      || ' or (p.id not in (select s.provider_id from public.provider_special_hours s where s.ends_on >= %1$L::date and s.starts_on <= %1$L::date)'
      || ' and p.id in (select h.provider_id from public.provider_weekly_hours h where h.weekday = %3$s%4$s)))',
      p_open_date,
      case when p_open_minute is null then '' else format(' and s.opens_minute <= %1$s and s.closes_minute > %1$s', p_open_minute) end,
      extract(dow from p_open_date)::integer,
      case when p_open_minute is null then '' else format(' and h.opens_minute <= %1$s and h.closes_minute > %1$s', p_open_minute) end) end], null);
  -- The page and the total planned apart (the CTE is not materialized): a broad search walks the
  -- rank index and stops after the page.
  return format(
    'with matches as not materialized (select p.id, p.name, p.rating from public.providers p where %1$s), '
    || 'page as (select m.id, m.name, m.rating from matches m where %2$s'
    || ' order by m.rating desc, m.name collate "C", m.id collate "C" limit %3$s) '
    || 'select jsonb_build_object(''total'', (select count(*) from matches), ''hits'', coalesce('
    || '(select jsonb_agg(jsonb_build_object(''provider_id'', id, ''name'', name, ''rating'', rating)'
    || ' order by rating desc, name collate "C", id collate "C") from page), ''[]''::jsonb))',
    array_to_string(tests, ' and '),
    -- After the cursor in the rank order (rating highest first, then name and id byte-wise).
    case when p_after_id is null then 'true' else format(
      '(-m.rating, m.name collate "C", m.id collate "C") > (-%L::numeric, %L collate "C", %L collate "C")',
      p_after_rating, p_after_name, p_after_id) end,
    greatest(0, least(coalesce(p_limit, 20), 101)));
end
$$;

create function public.search_providers(
  p_terms text[],
  p_name text,
  p_emirate text,
  p_type text,
  p_service text,
  p_min_rating numeric,
  p_min_price numeric,
  p_max_price numeric,
  p_limit integer,
  p_after_rating numeric,
  p_after_name text,
  p_after_id text,
  p_open_date date default null,
  p_open_minute integer default null
) returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
declare
  answer jsonb;
begin
  execute public.search_providers_query(p_terms, p_name, p_emirate, p_type, p_service, p_min_rating, p_min_price,
    p_max_price, p_limit, p_after_rating, p_after_name, p_after_id, p_open_date, p_open_minute) into answer;
  return answer;
end
$$;

revoke all on function public.search_providers_query(text[], text, text, text, text, numeric, numeric, numeric, integer, numeric, text, text, date, integer) from public;
grant execute on function public.search_providers_query(text[], text, text, text, text, numeric, numeric, numeric, integer, numeric, text, text, date, integer)
  to anon, authenticated, service_role;
revoke all on function public.search_providers(text[], text, text, text, text, numeric, numeric, numeric, integer, numeric, text, text, date, integer) from public;
grant execute on function public.search_providers(text[], text, text, text, text, numeric, numeric, numeric, integer, numeric, text, text, date, integer)
  to anon, authenticated, service_role;
