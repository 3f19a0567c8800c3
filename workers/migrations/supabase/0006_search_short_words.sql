-- Free-text words of one or two characters on an index (issue #10; D1's search_grams of 0004).
--
-- pg_trgm extracts no trigram from a word under three characters, so since 0005 such a word ('al',
-- '12') still read every provider and every service: `search_fold(…) like '%al%'` on the trigram
-- indexes of 0001 is a scan of the whole index. Now a short word is looked up among the one- and
-- two-character pieces of the same folded texts (text_grams of 0004, which leaves out the pieces
-- holding whitespace; a word never holds any):
--
--   providers_search_text_grams   the pieces of search_fold(name, location, address, emirate, type),
--                                 the text the trigram index providers_search_text_trgm holds
--   services_name_folded_grams    the pieces of search_fold(name) of every service
--
-- `text_grams(search_fold(text)) @> array[search_fold(word)]` holds exactly when
-- `search_fold(text) like '%' || search_fold(word) || '%'` does, for a folded word of one or two
-- characters without whitespace (search_fold lower-cases, and lower() of it changes nothing); any
-- other word keeps the trigram test of 0005. search_providers_query is 0005's with that choice per
-- word; its signature, its answers and search_providers are unchanged (tests/postgres/search.test.ts
-- holds them to matchesSearch and shows the plans, as anon).

create index providers_search_text_grams on public.providers
  using gin (public.text_grams(public.search_fold(name || E'\n' || location || E'\n' || address || E'\n' || emirate || E'\n' || type)));
create index services_name_folded_grams on public.services using gin (public.text_grams(public.search_fold(name)));

create or replace function public.search_providers_query(
  p_terms text[], p_name text, p_emirate text, p_type text, p_service text, p_min_rating numeric, p_min_price numeric,
  p_max_price numeric, p_limit integer, p_after_rating numeric, p_after_name text, p_after_id text
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
      || ')' end], null);
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
