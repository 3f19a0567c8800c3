-- Partner apps' API keys and the sandbox (issue #35; docs/decisions/070-api-keys.md), in step with
-- workers/migrations/d1/0043_api_keys.sql. The rules are graphql/modules/api-keys/rules.ts.
--
-- A key is stored only as the hex SHA-256 of the whole key and its first 14 characters. Row level security:
-- an account reads its own keys and nobody else's; it creates and revokes them only through the functions
-- below, which act for auth.uid() alone. The Worker finds the key of a request by its hash through
-- public.api_key_by_hash (anon may call it: whoever holds the key is the app) and marks it used at most once a
-- minute through public.api_key_used.
create table public.api_keys (
  id text primary key default replace(gen_random_uuid()::text, '-', ''),
  account_id uuid not null references auth.users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 60),
  mode text not null check (mode in ('LIVE', 'TEST')),
  scopes text[] not null check (cardinality(scopes) >= 1 and scopes <@ array['READ', 'BOOK', 'WEBHOOKS']),
  key_hash text not null unique check (key_hash ~ '^[0-9a-f]{64}$'),
  prefix text not null,
  created_at timestamptz not null default clock_timestamp(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
create index api_keys_by_account on public.api_keys (account_id, created_at desc, id);

alter table public.api_keys enable row level security;
revoke all on public.api_keys from public, anon, authenticated;
grant select (id, account_id, name, mode, scopes, prefix, created_at, last_used_at, revoked_at) on public.api_keys to authenticated;
grant all on public.api_keys to service_role;
create policy "accounts read their own API keys" on public.api_keys for select to authenticated
  using (account_id = (select auth.uid()));

-- A booking an app made names its key and the app's name at the time (the owner sees it as the booking's source).
alter table public.bookings add column api_key_id text references public.api_keys (id) on delete set null;
alter table public.bookings add column api_app_name text check (api_app_name is null or char_length(api_app_name) between 1 and 60);
create index bookings_by_api_key on public.bookings (api_key_id) where api_key_id is not null;

-- Sandbox providers: seen and booked only by apps with a test key, never on the site, in anonymous search or the sitemap.
alter table public.providers add column sandbox boolean not null default false;

create function public.create_api_key(p_name text, p_mode text, p_scopes text[], p_key_hash text, p_prefix text)
returns json
language plpgsql volatile security definer set search_path = ''
as $$
declare
  created public.api_keys;
begin
  if auth.uid() is null then
    raise exception 'Only a signed-in account creates API keys.' using errcode = 'insufficient_privilege';
  end if;
  insert into public.api_keys (account_id, name, mode, scopes, key_hash, prefix)
  values (auth.uid(), p_name, p_mode, p_scopes, p_key_hash, p_prefix)
  returning * into created;
  return json_build_object('id', created.id, 'name', created.name, 'mode', created.mode, 'scopes', created.scopes,
    'prefix', created.prefix, 'created_at', created.created_at, 'last_used_at', null, 'revoked_at', null);
end;
$$;
revoke execute on function public.create_api_key(text, text, text[], text, text) from public, anon;
grant execute on function public.create_api_key(text, text, text[], text, text) to authenticated, service_role;

-- The caller's key, revoked now (or when it was already): null when the id names no key of theirs.
create function public.revoke_api_key(p_id text)
returns json
language sql volatile security definer set search_path = ''
as $$
  with revoked as (
    update public.api_keys set revoked_at = coalesce(revoked_at, clock_timestamp())
    where id = p_id and account_id = auth.uid()
    returning *
  )
  select json_build_object('id', id, 'name', name, 'mode', mode, 'scopes', scopes, 'prefix', prefix,
    'created_at', created_at, 'last_used_at', last_used_at, 'revoked_at', revoked_at)
  from revoked;
$$;
revoke execute on function public.revoke_api_key(text) from public, anon;
grant execute on function public.revoke_api_key(text) to authenticated, service_role;

-- The key a request presents, found by its hash (one read by the unique index); revoked keys are returned as
-- such so the Worker can say why it refuses.
create function public.api_key_by_hash(p_key_hash text)
returns json
language sql stable security definer set search_path = ''
as $$
  select json_build_object('id', id, 'account_id', account_id, 'name', name, 'mode', mode, 'scopes', scopes,
    'last_used_at', last_used_at, 'revoked_at', revoked_at)
  from public.api_keys where key_hash = p_key_hash;
$$;
revoke execute on function public.api_key_by_hash(text) from public;
grant execute on function public.api_key_by_hash(text) to anon, authenticated, service_role;

-- Marks a key used (the Worker calls it at most once a minute per key, after its answer).
create function public.api_key_used(p_key_hash text)
returns void
language sql volatile security definer set search_path = ''
as $$
  update public.api_keys set last_used_at = clock_timestamp()
  where key_hash = p_key_hash and revoked_at is null
    and (last_used_at is null or last_used_at < clock_timestamp() - interval '1 minute');
$$;
revoke execute on function public.api_key_used(text) from public;
grant execute on function public.api_key_used(text) to anon, authenticated, service_role;

-- A partner app's booking: create_booking keeps its arguments; the Worker names the app's key in the request's
-- x-glow-api-key-id header (as 0011 does the language), and this trigger records the key and the app's name when
-- the header names a key that is not revoked. Key ids are 128 random bits seen only by the key's account.
create function private.booking_api_key() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  named text := nullif(nullif(current_setting('request.headers', true), '')::json ->> 'x-glow-api-key-id', '');
begin
  if named is not null then
    select k.id, k.name into new.api_key_id, new.api_app_name from public.api_keys k where k.id = named and k.revoked_at is null;
  end if;
  return new;
end;
$$;
create trigger bookings_api_key before insert on public.bookings for each row execute function private.booking_api_key();
