-- Failed sign-ins per account and client address (graphql/modules/accounts/rules.ts: 10 per 15
-- minutes), the same limit the local adapter keeps in D1. Supabase Auth's own limits count by IP
-- address, and every request from the Worker comes from Cloudflare's addresses, so the Worker keeps
-- this count itself, through the service role: no API role can read, add or clear failures.

create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

create table private.sign_in_failures (
  email text not null,
  client_address text not null,
  failed_at timestamptz not null default now()
);
create index sign_in_failures_key on private.sign_in_failures (email, client_address, failed_at);
create index sign_in_failures_age on private.sign_in_failures (failed_at);
alter table private.sign_in_failures enable row level security;  -- no policies: API roles see nothing

-- Seconds until another attempt is allowed, or null when the account and address may try now.
create function public.sign_in_retry_after(p_email text, p_client_address text, p_limit integer, p_window_seconds integer)
returns integer
language sql stable security definer set search_path = ''
as $$
  select case
    when count(*) >= p_limit then
      greatest(1, ceil(extract(epoch from (min(f.failed_at) + make_interval(secs => p_window_seconds) - now())))::integer)
  end
  from (
    select failed_at from private.sign_in_failures
    where email = p_email and client_address = p_client_address
      and failed_at > now() - make_interval(secs => p_window_seconds)
    order by failed_at desc
    limit p_limit
  ) f
$$;

-- Records one failure and forgets failures older than the window (of anyone), keeping the table small.
create function public.record_sign_in_failure(p_email text, p_client_address text, p_window_seconds integer)
returns void
language sql volatile security definer set search_path = ''
as $$
  delete from private.sign_in_failures where failed_at <= now() - make_interval(secs => p_window_seconds);
  insert into private.sign_in_failures (email, client_address) values (p_email, p_client_address);
$$;

-- After a successful sign-in the account and address start afresh.
create function public.clear_sign_in_failures(p_email text, p_client_address text)
returns void
language sql volatile security definer set search_path = ''
as $$
  delete from private.sign_in_failures where email = p_email and client_address = p_client_address;
$$;

revoke all on function public.sign_in_retry_after(text, text, integer, integer) from public, anon, authenticated;
revoke all on function public.record_sign_in_failure(text, text, integer) from public, anon, authenticated;
revoke all on function public.clear_sign_in_failures(text, text) from public, anon, authenticated;
grant execute on function public.sign_in_retry_after(text, text, integer, integer) to service_role;
grant execute on function public.record_sign_in_failure(text, text, integer) to service_role;
grant execute on function public.clear_sign_in_failures(text, text) to service_role;
