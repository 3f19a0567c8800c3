-- Saving the week as it is changes nothing a visitor can book (issue #30, decision 046): 0010's
-- set_weekly_hours replaced every row, so the seed's "last appointment 17:30" (last_start_minute,
-- which owners' intervals do not have) was lost by an unchanged save, and a 60-minute service could
-- then start no later than 17:00. Now an interval sent unchanged (same day, opens and closes) keeps
-- its row; the others are replaced. Same signature: its grants (0010) stay. D1 does the same in
-- workers/adapters/local/d1-schedule-repository.ts (no schema change there).
create or replace function public.set_weekly_hours(p_provider_id text, p_hours jsonb) returns void
language sql volatile security invoker set search_path = ''
as $$
  delete from public.provider_weekly_hours w
  where w.provider_id = p_provider_id
    and not exists (
      select 1 from jsonb_array_elements(p_hours) as h
      where (h ->> 'weekday')::integer = w.weekday and (h ->> 'opens')::integer = w.opens_minute
        and (h ->> 'closes')::integer = w.closes_minute);
  insert into public.provider_weekly_hours (provider_id, weekday, opens_minute, closes_minute)
  select p_provider_id, (h ->> 'weekday')::integer, (h ->> 'opens')::integer, (h ->> 'closes')::integer
  from jsonb_array_elements(p_hours) as h
  on conflict (provider_id, weekday, opens_minute) do nothing;
$$;
