-- Special hours (Ramadan) carry an optional reason, as closures do (issue #30; docs/decisions/046-owner-schedules.md),
-- in step with workers/migrations/d1/0022_special_hours_reason.sql. Each row of a range (one per open interval)
-- carries the same reason. The table's policies and grants (0010) cover the new column: anyone reads it, the
-- owner writes it.
alter table public.provider_special_hours add column reason text check (reason is null or char_length(reason) <= 120);

-- set_special_hours takes the reason: a new signature, so 0010's function is dropped and its grants given again.
drop function public.set_special_hours(text, date, date, jsonb);
create function public.set_special_hours(p_provider_id text, p_from date, p_to date, p_intervals jsonb, p_reason text)
returns void
language sql volatile security invoker set search_path = ''
as $$
  delete from public.provider_special_hours where provider_id = p_provider_id and starts_on <= p_to and ends_on >= p_from;
  insert into public.provider_special_hours (provider_id, starts_on, ends_on, opens_minute, closes_minute, reason)
  select p_provider_id, p_from, p_to, (h ->> 'opens')::integer, (h ->> 'closes')::integer, p_reason
  from jsonb_array_elements(p_intervals) as h;
$$;
revoke all on function public.set_special_hours(text, date, date, jsonb, text) from public, anon;
grant execute on function public.set_special_hours(text, date, date, jsonb, text) to authenticated, service_role;
