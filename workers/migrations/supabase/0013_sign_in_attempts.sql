-- The failed sign-in limits decided atomically (issue #9): an attempt is counted as a failure BEFORE
-- its password is checked, by one function that takes a per-account lock, counts and inserts, so
-- concurrent attempts queue and each sees the others. Besides 10 per account and address, an account
-- takes 30 failures per window from addresses it has not signed in from in 30 days (a guesser
-- rotating addresses); the addresses it has are exempt, so a stranger cannot lock the owner out of
-- their usual network. Same rules as graphql/modules/accounts/rules.ts and the local adapter.

create index sign_in_failures_account on private.sign_in_failures (email, failed_at);

create table private.sign_in_known_addresses (
  email text not null,
  client_address text not null,
  last_success_at timestamptz not null default now(),
  primary key (email, client_address)
);
create index sign_in_known_addresses_age on private.sign_in_known_addresses (last_success_at);
alter table private.sign_in_known_addresses enable row level security;  -- no policies: API roles see nothing

drop function public.sign_in_retry_after(text, text, integer, integer);
drop function public.record_sign_in_failure(text, text, integer);
drop function public.clear_sign_in_failures(text, text);

-- Null when the attempt was counted and its password may be checked; else the seconds to wait.
create function public.begin_sign_in_attempt(
  p_email text,
  p_client_address text,
  p_limit integer,
  p_account_limit integer,
  p_window_seconds integer,
  p_known_seconds integer
)
returns integer
language plpgsql volatile security definer set search_path = ''
as $$
declare
  window_start timestamptz := now() - make_interval(secs => p_window_seconds);
  address_count integer;
  address_oldest timestamptz;
  account_count integer;
  account_oldest timestamptz;
  known boolean;
begin
  -- One decision at a time per account: concurrent attempts wait here for the ones before them.
  perform pg_advisory_xact_lock(hashtextextended('sign_in:' || p_email, 0));
  delete from private.sign_in_failures where failed_at <= window_start;

  select count(*), min(failed_at) into address_count, address_oldest
    from private.sign_in_failures where email = p_email and client_address = p_client_address;
  if address_count >= p_limit then
    return greatest(1, ceil(extract(epoch from (address_oldest + make_interval(secs => p_window_seconds) - now()))))::integer;
  end if;

  select exists (
    select 1 from private.sign_in_known_addresses
    where email = p_email and client_address = p_client_address
      and last_success_at > now() - make_interval(secs => p_known_seconds)
  ) into known;
  if not known then
    select count(*), min(failed_at) into account_count, account_oldest from private.sign_in_failures where email = p_email;
    if account_count >= p_account_limit then
      return greatest(1, ceil(extract(epoch from (account_oldest + make_interval(secs => p_window_seconds) - now()))))::integer;
    end if;
  end if;

  insert into private.sign_in_failures (email, client_address) values (p_email, p_client_address);
  return null;
end;
$$;

-- The password was right: the pair's failures (this attempt too) are forgotten and the address known.
create function public.succeed_sign_in_attempt(p_email text, p_client_address text, p_known_seconds integer)
returns void
language sql volatile security definer set search_path = ''
as $$
  delete from private.sign_in_failures where email = p_email and client_address = p_client_address;
  delete from private.sign_in_known_addresses where last_success_at <= now() - make_interval(secs => p_known_seconds);
  insert into private.sign_in_known_addresses (email, client_address) values (p_email, p_client_address)
    on conflict (email, client_address) do update set last_success_at = now();
$$;

revoke all on function public.begin_sign_in_attempt(text, text, integer, integer, integer, integer) from public, anon, authenticated;
revoke all on function public.succeed_sign_in_attempt(text, text, integer) from public, anon, authenticated;
grant execute on function public.begin_sign_in_attempt(text, text, integer, integer, integer, integer) to service_role;
grant execute on function public.succeed_sign_in_attempt(text, text, integer) to service_role;
