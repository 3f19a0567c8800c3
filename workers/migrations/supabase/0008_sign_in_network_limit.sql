-- Password spraying (issue #27 item 2, decision 033): one client trying a password on many accounts met
-- only the per-account limits of begin_sign_in_attempt (0001). Each failure now also records the
-- client's network (graphql/shared/client-network.ts: the IPv4 address, or the IPv6 /64), and an
-- attempt is refused, in the same locked step that counts it, once p_network_limit accounts have failed
-- from that network within the window, unless the account signed in from the address lately; failures
-- at an address their account is known at do not count either, so an office's own typing does not hold
-- it. The local adapter keeps the same rule in D1 (d1/0008, d1-auth-store.ts).
--
-- Failures recorded before this migration (at most one window old) have no network and count for none.

alter table private.sign_in_failures add column client_network text not null default '';
create index sign_in_failures_network on private.sign_in_failures (client_network, email, failed_at);

-- The network and its limit are new arguments: the old signature goes (the Worker calls the function by
-- its argument names through PostgREST, with every argument).
drop function public.begin_sign_in_attempt(text, text, integer, integer, integer, integer);

-- Null when the attempt was counted and its password may be checked; else the seconds until every limit
-- that holds it lets go (graphql/modules/accounts/rules.ts signInRetryAfter).
create function public.begin_sign_in_attempt(
  p_email text,
  p_client_address text,
  p_client_network text,
  p_limit integer,
  p_account_limit integer,
  p_network_limit integer,
  p_window_seconds integer,
  p_known_seconds integer
)
returns integer
language plpgsql volatile security definer set search_path = ''
as $$
declare
  window_start timestamptz := now() - make_interval(secs => p_window_seconds);
  known_since timestamptz := now() - make_interval(secs => p_known_seconds);
  -- For each limit that holds the attempt, the failure whose leaving the window lets it go.
  held_until_leaves timestamptz[] := '{}';
  address_count integer;
  address_oldest timestamptz;
  account_count integer;
  account_oldest timestamptz;
  network_last_failures timestamptz[];
  known boolean;
begin
  -- One decision at a time per network and per account: concurrent attempts wait here for the ones
  -- before them. Every attempt takes the network's lock first, so two never wait for each other.
  perform pg_advisory_xact_lock(hashtextextended('sign_in_network:' || p_client_network, 0));
  perform pg_advisory_xact_lock(hashtextextended('sign_in:' || p_email, 0));
  delete from private.sign_in_failures where failed_at <= window_start;

  select count(*), min(failed_at) into address_count, address_oldest
    from private.sign_in_failures where email = p_email and client_address = p_client_address;
  if address_count >= p_limit then
    held_until_leaves := held_until_leaves || address_oldest;
  end if;

  select exists (
    select 1 from private.sign_in_known_addresses
    where email = p_email and client_address = p_client_address and last_success_at > known_since
  ) into known;
  if not known then
    select count(*), min(failed_at) into account_count, account_oldest from private.sign_in_failures where email = p_email;
    if account_count >= p_account_limit then
      held_until_leaves := held_until_leaves || account_oldest;
    end if;

    -- Each account that failed from the network (not at an address it is known at): its last failure.
    select coalesce(array_agg(last_failure order by last_failure), '{}') into network_last_failures
      from (
        select max(f.failed_at) as last_failure
        from private.sign_in_failures f
        where f.client_network = p_client_network
          and not exists (
            select 1 from private.sign_in_known_addresses k
            where k.email = f.email and k.client_address = f.client_address and k.last_success_at > known_since
          )
        group by f.email
      ) accounts;
    if cardinality(network_last_failures) >= p_network_limit then
      -- Under the limit again once enough of those accounts have no failure left in the window.
      held_until_leaves := held_until_leaves || network_last_failures[cardinality(network_last_failures) - p_network_limit + 1];
    end if;
  end if;

  if cardinality(held_until_leaves) > 0 then
    return greatest(1, ceil(extract(epoch from (
      (select max(leaves) from unnest(held_until_leaves) leaves) + make_interval(secs => p_window_seconds) - now()
    ))))::integer;
  end if;

  insert into private.sign_in_failures (email, client_address, client_network) values (p_email, p_client_address, p_client_network);
  return null;
end;
$$;

revoke all on function public.begin_sign_in_attempt(text, text, text, integer, integer, integer, integer, integer) from public, anon, authenticated;
grant execute on function public.begin_sign_in_attempt(text, text, text, integer, integer, integer, integer, integer) to service_role;
