-- The free text's words as groups of alternatives (issue #38; docs/decisions/055-search-synonyms.md), in
-- step with the D1 repository (workers/adapters/local/d1-search-repository.ts, no D1 schema change:
-- d1/0034 is empty of statements).
--
-- p_terms keeps its type and place: each element is now one group, its alternatives one per line
-- (graphql/modules/search/terms.ts `searchTermGroups`: 'دبي' is E'دبي\ndubai', 'lashes' is 'lash').
-- A word holds no line break, so an element of one word (every caller before) is a group of one and
-- answers as before; the signature, the grants and search_providers stay, only search_providers_query
-- is replaced. A group is an OR of 0023's tests, one per alternative, each on the same indexes
-- (trigram LIKE, or the pieces' @> for one or two characters): PostgreSQL unions their bitmaps
-- (tests/postgres/search-plans.test.ts).

create or replace function public.search_providers_query(
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
  alternative text;
  folded text;
  provider_tests text[];
  service_tests text[];
begin
  foreach term in array coalesce(p_terms, '{}'::text[]) loop
    -- A group: its alternatives one per line (a word holds no line break), any one of them found suffices.
    provider_tests := '{}';
    service_tests := '{}';
    foreach alternative in array string_to_array(term, E'\n') loop
      folded := public.search_fold(alternative);
      if char_length(folded) between 1 and 2 and folded !~ '\s' then
        provider_tests := provider_tests || format('public.text_grams(%s) @> array[%L]::text[]', provider_text, folded);
        service_tests := service_tests || format('public.text_grams(public.search_fold(s.name)) @> array[%L]::text[]', folded);
      else
        provider_tests := provider_tests || format('%s like %s', provider_text, format(contains, quote_literal(folded)));
        service_tests := service_tests || format('public.search_fold(s.name) like %s', format(contains, quote_literal(folded)));
      end if;
    end loop;
    -- The providers whose folded text holds an alternative, and those of a service whose folded name does
    -- (an empty group, as an empty word did, holds everywhere).
    tests := tests || format(
      'p.id in (select q.id from public.providers q where %s union select s.provider_id from public.services s where %s)',
      coalesce(nullif(array_to_string(provider_tests, ' or '), ''), 'true'),
      coalesce(nullif(array_to_string(service_tests, ' or '), ''), 'true'));
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
