-- What a Supabase project has in its database before our migrations run, reduced to what they
-- touch: the API roles, auth.users with auth.uid()/auth.role()/auth.jwt() reading the request's JWT
-- claims the way Supabase's own functions do, the storage schema's buckets/objects tables with
-- row level security and storage.foldername(), and an `extensions` schema.
-- The roles (anon, authenticated, service_role) are cluster-wide and made once; the default
-- privileges are set per database (see database.ts): Supabase projects grant every new public table
-- to the API roles until the change of 30 October 2026, and nothing after it. The tests run both.

create schema extensions;
grant usage on schema extensions to anon, authenticated, service_role;
grant usage on schema public to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- auth
-- ---------------------------------------------------------------------------
create schema auth;
grant usage on schema auth to anon, authenticated, service_role;

create table auth.users (
  id uuid primary key default gen_random_uuid(),
  email text unique,
  encrypted_password text,
  email_confirmed_at timestamptz,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- PostgREST puts the verified JWT's claims into request.jwt.claims (older versions also set
-- request.jwt.claim.sub); these read them as Supabase's definitions do. Supabase writes the
-- reading of one claim out in both auth.uid() and auth.role(); here stand_in.jwt_claim() reads it
-- for both. It is not a Supabase function, so its own schema: no migration can come to rely on it.
create schema stand_in;
grant usage on schema stand_in to anon, authenticated, service_role;

create function stand_in.jwt_claim(name text) returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.' || name, true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> name)
  )
$$;

grant execute on function stand_in.jwt_claim(text) to anon, authenticated, service_role;

create function auth.uid() returns uuid
language sql stable
as $$
  select stand_in.jwt_claim('sub')::uuid
$$;

create function auth.role() returns text
language sql stable
as $$
  select stand_in.jwt_claim('role')
$$;

create function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.jwt() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- storage
-- ---------------------------------------------------------------------------
create schema storage;
grant usage on schema storage to anon, authenticated, service_role;

create table storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[]
);

create table storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb,
  unique (bucket_id, name)
);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

create function storage.foldername(name text) returns text[]
language plpgsql
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1:array_length(_parts, 1) - 1];
end
$$;

grant execute on function storage.foldername(text) to anon, authenticated, service_role;
