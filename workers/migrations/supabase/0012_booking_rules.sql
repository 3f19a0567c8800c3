-- Owners set their booking rules (issue #30): slot step, minimum notice, booking window, buffer.
-- 0010 made the table, its owner-only policies and its schedule lock trigger; this adds the function
-- the API calls, as the caller like 0010's set_* functions, so the policies decide who may (anyone but
-- the owner: 42501 from the insert's check). Every provider has a row (0010's trigger); the upsert
-- keeps that true for one made before it.
create function public.set_booking_rules(p_provider_id text, p_slot_step integer, p_notice integer, p_window integer,
                                         p_buffer integer) returns void
language sql volatile security invoker set search_path = ''
as $$
  insert into public.provider_booking_rules (provider_id, slot_step_minutes, minimum_notice_minutes, window_days, buffer_minutes)
  values (p_provider_id, p_slot_step, p_notice, p_window, p_buffer)
  on conflict (provider_id) do update set slot_step_minutes = excluded.slot_step_minutes,
    minimum_notice_minutes = excluded.minimum_notice_minutes, window_days = excluded.window_days,
    buffer_minutes = excluded.buffer_minutes;
$$;
revoke all on function public.set_booking_rules(text, integer, integer, integer, integer) from public, anon;
grant execute on function public.set_booking_rules(text, integer, integer, integer, integer) to authenticated, service_role;
