-- The hosted (Supabase, PostgreSQL) schema in one piece: every table in its final form and every
-- function defined once. The migrations 0001–0024 written while nothing was deployed were squashed into
-- this file and 0002_seed.sql (docs/decisions/029-migrations-squashed-before-deployment.md); from now on
-- migrations are append-only. Column names follow SPEC §3 and the local D1 schema
-- (workers/migrations/d1/0001_baseline.sql), so both adapters read the same shapes.
--
-- Access model (PostgREST runs every request as `anon` or `authenticated`, with row level security):
-- * Public data (providers, their images/services/staff/reviews and who does which service, offers,
--   plans, open jobs, products) can be read by anyone.
-- * Writing needs an account. Whoever submits a row owns it (`owner_id`, filled from the access token
--   by default) and may act on it; nobody acts on another's rows. Premium features (changing bookings,
--   placing offers, posting jobs) also ask public.has_premium().
-- * Bookings, sign-in limits, plans, the review of registrations and listing edits go through
--   SECURITY DEFINER functions that check the caller themselves and expose nothing else.
-- Since 30 October 2026 Supabase no longer grants new tables to the API roles automatically; older
-- projects still do. Either way this file states every grant explicitly: first revoke, then grant.

create extension if not exists btree_gist with schema extensions;
create extension if not exists pg_trgm with schema extensions;
create extension if not exists unaccent with schema extensions;

-- Helpers the API must not reach: PostgREST only serves the schemas it is told to (public).
create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

-- ---------------------------------------------------------------------------
-- Providers and their pages
-- ---------------------------------------------------------------------------
create table public.providers (
  id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),   -- url slug, e.g. 'glamour-spot'
  owner_id uuid references auth.users (id) on delete set null,    -- the business owner's account
  name text not null check (char_length(name) between 1 and 120),
  type text not null check (type in ('Parlour', 'Clinic')),
  emirate text not null check (emirate in ('Abu Dhabi', 'Dubai', 'Sharjah', 'Ajman', 'Umm Al Quwain', 'Ras Al Khaimah', 'Fujairah')),
  location text not null,
  address text not null,
  rating numeric(2, 1) not null check (rating between 0 and 5),
  about text not null,
  phone text,
  email text,
  opening_hours text not null,
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  featured_rank integer,                                          -- home page position; null = not featured
  created_at timestamptz not null default now()
);
create index providers_name_id on public.providers (name, id);
create index providers_type_emirate on public.providers (type, emirate, name, id);
create index providers_emirate on public.providers (emirate, name, id);
create index providers_owner on public.providers (owner_id);

create table public.provider_images (
  provider_id text not null references public.providers (id) on delete cascade,
  position integer not null,
  url text not null,
  alt text not null,
  primary key (provider_id, position)
);

create table public.services (
  id text primary key,
  provider_id text not null references public.providers (id) on delete cascade,
  position integer not null,
  name text not null,
  price_aed numeric(10, 2) not null check (price_aed >= 0),
  duration_minutes integer not null check (duration_minutes > 0 and duration_minutes <= 8 * 60),
  unique (provider_id, id),                                       -- lets bookings insist the service is the provider's
  -- Services, staff and reviews are shown in `position` order: a real order.
  constraint services_provider_position_key unique (provider_id, position)
);
create index services_provider on public.services (provider_id, position);

create table public.staff (
  id text primary key,
  provider_id text not null references public.providers (id) on delete cascade,
  position integer not null,
  name text not null,
  title text not null,
  image_url text not null,
  constraint staff_provider_position_key unique (provider_id, position),
  constraint staff_provider_id_key unique (provider_id, id)       -- lets bookings and staff_services insist on the provider
);
create index staff_provider on public.staff (provider_id, position);

create table public.reviews (
  id text primary key,
  provider_id text not null references public.providers (id) on delete cascade,
  position integer not null,
  user_name text not null,
  rating integer not null check (rating between 1 and 5),
  comment text not null,
  constraint reviews_provider_position_key unique (provider_id, position)
);
create index reviews_provider on public.reviews (provider_id, position);

-- Who performs which service (docs/decisions/025-bookings-per-staff-member.md): a booking holds one
-- staff member's time.
create table public.staff_services (
  provider_id text not null references public.providers (id) on delete cascade,
  staff_id text not null,
  service_id text not null,
  primary key (staff_id, service_id),
  -- Both the person and the service belong to this provider.
  foreign key (provider_id, staff_id) references public.staff (provider_id, id) on delete cascade,
  foreign key (provider_id, service_id) references public.services (provider_id, id) on delete cascade
);
create index staff_services_provider on public.staff_services (provider_id, service_id);

-- Search (graphql/modules/search): trigram indexes keep substring filters index lookups as the
-- directory grows; search_fold() (below) folds case and accents for the free text.
create index providers_name_trgm on public.providers using gin (name extensions.gin_trgm_ops);
create index services_name_trgm on public.services using gin (name extensions.gin_trgm_ops);
create index providers_search_rank on public.providers (rating desc, (name collate "C"), (id collate "C"));
create index services_provider_price on public.services (provider_id, price_aed);

-- ---------------------------------------------------------------------------
-- Site content: offers page, plans and both feature matrices (SPEC §6)
-- ---------------------------------------------------------------------------
create table public.offers (
  id text primary key,
  position integer not null,
  title text not null,
  description text not null,
  type text not null check (type in ('Package Deal', 'Weekly Deal', 'Welcome Offer', 'Membership Perk')),
  image_url text not null,
  details text not null
);

create table public.plans (
  id text primary key check (id in ('basic', 'premium', 'featured')),
  position integer not null,
  name text not null,
  price_aed integer not null check (price_aed >= 0),
  description text not null,
  cta_label text not null,
  popular boolean not null default false,
  note text
);

create table public.plan_features (
  matrix text not null check (matrix in ('subscription', 'pricing')),
  position integer not null,
  name text not null,
  in_basic boolean not null,      -- 'free' tier
  in_premium boolean not null,
  in_featured boolean not null,   -- 'top' tier
  primary key (matrix, position)
);

-- Plans kept on the server: an account's plan is a row here, not a browser flag and not user-editable
-- metadata. Only the account itself reads its row; nobody writes it directly: the API's
-- subscribeToPremium / cancelSubscription call the two SECURITY DEFINER functions below, which act on
-- the caller's own row only and decide the trial's end themselves. No row = Basic. trial_ends_on: the
-- last free day of Premium's first three months (Dubai date), fixed by the first subscription and kept
-- after cancelling, so the free months are given once.
create table public.subscriptions (
  account_id uuid primary key references auth.users (id) on delete cascade,
  plan text not null check (plan in ('basic', 'premium', 'featured')),
  trial_ends_on date,
  updated_at timestamptz not null default now()
);

-- ---------------------------------------------------------------------------
-- Business registrations (SPEC §3 column names, §5 rules) and their review
-- ---------------------------------------------------------------------------
-- A registration belongs to the signed-in account that submits it and points at a trade licence that
-- same account uploaded; status is Pending on submission. Reviewers (public.reviewers, written only by
-- the service role) approve it into a provider listing or reject it with the reason its owner reads.
create table public.provider_registrations (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid default auth.uid() references auth.users (id) on delete set null,
  business_name text not null check (char_length(btrim(business_name)) between 1 and 120),
  business_type text not null check (business_type in ('Salon / Parlour', 'Aesthetic / Derma Clinic', 'Spa', 'Other')),
  full_address text not null check (char_length(btrim(full_address)) between 1 and 300),
  emirate text not null check (emirate in ('Abu Dhabi', 'Dubai', 'Sharjah', 'Ajman', 'Umm Al Quwain', 'Ras Al Khaimah', 'Fujairah')),
  contact_person_name text not null check (char_length(btrim(contact_person_name)) between 1 and 120),
  business_email text not null check (char_length(business_email) <= 254 and business_email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]{2,}$'),
  business_phone text not null check (char_length(btrim(business_phone)) between 1 and 40),
  short_description text not null check (char_length(btrim(short_description)) between 1 and 200),
  trade_license_url text not null,          -- a private object: provider_documents/trade_licenses/…
  logo_url text,
  agreed_to_terms boolean not null check (agreed_to_terms),
  created_at timestamptz not null default now(),
  status text not null default 'Pending' check (status in ('Pending', 'Approved', 'Rejected')),
  reviewed_by uuid references auth.users (id) on delete set null,
  reviewed_at timestamptz,
  rejection_reason text check (rejection_reason is null or char_length(btrim(rejection_reason)) between 1 and 500),
  provider_id text references public.providers (id) on delete set null,   -- the listing its approval made
  constraint provider_registrations_logo_url check (logo_url is null or logo_url ~ '^https?://[^/]+/uploads/provider_documents/logos/[^/]+$')
);
create index provider_registrations_owner on public.provider_registrations (owner_id);
create unique index provider_registrations_listing on public.provider_registrations (provider_id) where provider_id is not null;
create index provider_registrations_queue on public.provider_registrations (status, created_at);

-- A provider's rating 0 means "not rated yet" (reviews rate 1 to 5): approved listings start there.
create table public.reviewers (
  account_id uuid primary key references auth.users (id) on delete cascade,
  granted_at timestamptz not null default now()
);

-- ---------------------------------------------------------------------------
-- The job board (issue 13), the same columns as the D1 table
-- ---------------------------------------------------------------------------
-- * status ('Open' listed on the board, 'Closed' kept for its owner) and applicants (0 until
--   applications exist); neither is the poster's to set when posting.
-- * created_at in milliseconds: the board is newest first by posted_date, created_at, id, and the
--   API's page cursors carry instants in milliseconds.
-- * location_key: the part of the location before the first comma, which the location filter
--   compares (SPEC §5), kept by the database and indexed; title and company name have trigram
--   indexes for the text filter (ilike).
create table public.jobs (
  id text primary key default gen_random_uuid()::text,
  owner_id uuid default auth.uid() references auth.users (id) on delete set null,
  title text not null check (char_length(btrim(title)) between 1 and 120),
  company_name text not null check (char_length(btrim(company_name)) between 1 and 120),
  location text not null check (char_length(btrim(location)) between 1 and 120),
  job_type text not null check (job_type in ('Full-time', 'Part-time', 'Contract', 'Internship', 'Temporary')),
  salary_range text check (salary_range is null or char_length(btrim(salary_range)) between 1 and 120),
  description text not null check (char_length(btrim(description)) between 1 and 5000),
  requirements text not null check (char_length(btrim(requirements)) between 1 and 5000),  -- one per line
  company_logo_url text,
  posted_date date not null default (now() at time zone 'Asia/Dubai')::date,  -- Dubai's today
  created_at timestamptz(3) not null default now(),
  status text not null default 'Open' check (status in ('Open', 'Closed')),
  applicants integer not null default 0 check (applicants >= 0),
  location_key text generated always as (btrim(split_part(location, ',', 1), ' ')) stored
);
create index jobs_board on public.jobs (status, posted_date desc, created_at desc, id desc);
create index jobs_board_type on public.jobs (status, job_type, posted_date desc, created_at desc, id desc);
create index jobs_board_location on public.jobs (status, location_key, posted_date desc, created_at desc, id desc);
create index jobs_board_location_type on public.jobs (status, location_key, job_type, posted_date desc, created_at desc, id desc);
create index jobs_owner on public.jobs (owner_id, posted_date desc, created_at desc, id desc);
create index jobs_title_trgm on public.jobs using gin (title extensions.gin_trgm_ops);
create index jobs_company_name_trgm on public.jobs using gin (company_name extensions.gin_trgm_ops);

-- ---------------------------------------------------------------------------
-- The shop (issue 14), the same columns as the D1 table
-- ---------------------------------------------------------------------------
-- * price_fils: money in whole fils (1 AED = 100 fils); more than 0.
-- * rating: never invented for a new product (SPEC §3's server did): null until a product has a
--   rating; the six samples have theirs.
-- * created_at in milliseconds: the shop's default order and its page cursors use it, and the API
--   carries instants in milliseconds.
-- * product_categories: the categories that have products (the shop's filter offers only those).
create table public.products (
  id text primary key default gen_random_uuid()::text,
  owner_id uuid default auth.uid() references auth.users (id) on delete set null,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  brand text not null check (char_length(btrim(brand)) between 1 and 120),
  category text not null check (category in ('Hair Care', 'Skin Care', 'Makeup', 'Body Care', 'Fragrance', 'Tools & Accessories', 'Men''s Grooming', 'Wellness')),
  stock integer not null check (stock >= 0),
  description text not null check (char_length(btrim(description)) between 1 and 2000),
  image_url text not null,
  rating numeric(2, 1),
  created_at timestamptz(3) not null default now(),
  price_fils integer not null,
  constraint products_rating check (rating is null or rating between 1 and 5),
  constraint products_price_fils check (price_fils between 1 and 100000000),
  constraint products_stock_max check (stock <= 1000000)
);
create index products_owner on public.products (owner_id);
create index products_added on public.products (created_at, id);
create index products_price on public.products (price_fils, id);
create index products_category on public.products (category, created_at, id);

create view public.product_categories with (security_invoker = true) as
  select distinct category from public.products;

-- ---------------------------------------------------------------------------
-- Dashboard: a provider's own offers (Premium's Offer Placement) and job postings
-- ---------------------------------------------------------------------------
-- Offers list oldest first, as they were placed; title at most 80 characters, description at most 200
-- (graphql/modules/dashboard/offer-schema.ts).
create table public.provider_offers (
  id text primary key default gen_random_uuid()::text,
  provider_id text not null references public.providers (id) on delete cascade,
  title text not null,
  description text not null,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  constraint provider_offers_title_length check (char_length(title) between 1 and 80),
  constraint provider_offers_description_length check (char_length(description) between 1 and 200)
);
create index provider_offers_provider on public.provider_offers (provider_id, created_at);

create table public.provider_job_postings (
  id text primary key default gen_random_uuid()::text,
  provider_id text not null references public.providers (id) on delete cascade,
  title text not null,
  applicants integer not null default 0 check (applicants >= 0),
  status text not null default 'Open' check (status in ('Open', 'Closed'))
);
create index provider_job_postings_provider on public.provider_job_postings (provider_id);

-- ---------------------------------------------------------------------------
-- Bookings
-- ---------------------------------------------------------------------------
-- A booking holds [starts_at, ends_at) of one staff member's time; the exclusion constraint makes two
-- live bookings of one person that overlap impossible, whatever the timing of concurrent requests, and
-- a unique idempotency key makes a retried request find its first booking instead of making a second.
-- A booking's manage link (32 random bytes, base64url) lets its customer see and cancel it without an
-- account.
--
-- Customers' names, phones and emails are private: the API roles get no direct access to this table
-- except a provider's owner reading (and, on Premium, cancelling) the bookings of their own provider,
-- without the customer's secrets. Visitors book, look up their own booking and see which times are
-- taken only through the SECURITY DEFINER functions below, which expose nothing else.
create table public.bookings (
  id text primary key check (char_length(id) between 1 and 64),
  provider_id text not null references public.providers (id),
  service_id text not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  customer_name text not null check (char_length(customer_name) between 2 and 80),
  customer_phone text not null check (customer_phone ~ '^\+971[0-9]{8,9}$'),   -- E.164, UAE
  customer_email text check (customer_email is null or (char_length(customer_email) <= 254 and customer_email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]{2,}$')),
  status text not null default 'Confirmed' check (status in ('Confirmed', 'Pending', 'Cancelled')),
  idempotency_key text unique check (idempotency_key is null or idempotency_key ~ '^[A-Za-z0-9_-]{16,128}$'),
  customer_id uuid default auth.uid() references auth.users (id) on delete set null,  -- who booked, if signed in
  created_at timestamptz not null default now(),
  manage_token text unique check (manage_token is null or manage_token ~ '^[A-Za-z0-9_-]{43}$'),
  staff_id text not null,
  -- The service must be one of this provider's, and so must the person doing it.
  foreign key (provider_id, service_id) references public.services (provider_id, id),
  constraint bookings_staff_fkey foreign key (provider_id, staff_id) references public.staff (provider_id, id),
  check (ends_at > starts_at),
  -- No double booking: live bookings of one staff member never overlap. Half-open ranges, so a
  -- booking ending at 11:00 and the next starting at 11:00 both stand.
  constraint bookings_no_overlap_per_staff exclude using gist (
    staff_id with =,
    tstzrange(starts_at, ends_at, '[)') with &&
  ) where (status <> 'Cancelled')
);
create index bookings_provider_time on public.bookings (provider_id, starts_at);
create index bookings_customer on public.bookings (customer_id);
create index bookings_live_by_phone on public.bookings (provider_id, customer_phone, starts_at) where status <> 'Cancelled';
create index bookings_live_by_staff on public.bookings (staff_id, starts_at) where status <> 'Cancelled';

-- ---------------------------------------------------------------------------
-- Failed sign-ins (graphql/modules/accounts/rules.ts), the same limits the local adapter keeps in D1
-- ---------------------------------------------------------------------------
-- Supabase Auth's own limits count by IP address, and every request from the Worker comes from
-- Cloudflare's addresses, so the Worker keeps this count itself, through the service role: no API
-- role can read, add or clear failures. An attempt is counted as a failure BEFORE its password is
-- checked, by one function that takes a per-account lock, counts and inserts, so concurrent attempts
-- queue and each sees the others. Besides 10 per account and address, an account takes 30 failures
-- per window from addresses it has not signed in from in 30 days (a guesser rotating addresses); the
-- addresses it has are exempt, so a stranger cannot lock the owner out of their usual network.
create table private.sign_in_failures (
  email text not null,
  client_address text not null,
  failed_at timestamptz not null default now()
);
create index sign_in_failures_key on private.sign_in_failures (email, client_address, failed_at);
create index sign_in_failures_age on private.sign_in_failures (failed_at);
alter table private.sign_in_failures enable row level security;  -- no policies: API roles see nothing
create index sign_in_failures_account on private.sign_in_failures (email, failed_at);

create table private.sign_in_known_addresses (
  email text not null,
  client_address text not null,
  last_success_at timestamptz not null default now(),
  primary key (email, client_address)
);
create index sign_in_known_addresses_age on private.sign_in_known_addresses (last_success_at);
alter table private.sign_in_known_addresses enable row level security;  -- no policies: API roles see nothing

-- ---------------------------------------------------------------------------
-- Functions
-- ---------------------------------------------------------------------------
-- Ownership helper for policies: does the signed-in user own this provider? SECURITY DEFINER so
-- policies on child tables need no SELECT path of their own into providers; it reveals one boolean
-- about the caller's own account.
create function public.owns_provider(p_provider_id text) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.providers p
    where p.id = p_provider_id and p.owner_id is not null and p.owner_id = auth.uid()
  )
$$;
revoke all on function public.owns_provider(text) from public, anon, authenticated;
grant execute on function public.owns_provider(text) to authenticated, service_role;

-- Does the caller's plan include the premium features (Premium or Featured)?
create function public.has_premium() returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.subscriptions s
    where s.account_id = (select auth.uid()) and s.plan in ('premium', 'featured')
  )
$$;
revoke all on function public.has_premium() from public, anon, authenticated;
grant execute on function public.has_premium() to authenticated, service_role;

create function public.is_reviewer() returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.reviewers where account_id = (select auth.uid()))
$$;
revoke all on function public.is_reviewer() from public, anon, authenticated;
grant execute on function public.is_reviewer() to authenticated, service_role;

-- 'folder/1732186800000_name.ext': one folder, a millisecond timestamp, safe characters only (the
-- storage policies' object names: the spec's folder/timestamp_originalname, the original name reduced
-- to safe characters by the server).
create function public.is_upload_name(p_name text, p_folder text, p_extensions text[]) returns boolean
language sql immutable set search_path = ''
as $$
  select p_name ~ ('^' || p_folder || '/[0-9]{10,16}_[A-Za-z0-9][A-Za-z0-9._-]{0,150}$')
     and lower(substring(p_name from '\.([A-Za-z0-9]+)$')) = any (p_extensions)
$$;
grant execute on function public.is_upload_name(text, text, text[]) to anon, authenticated, service_role;

-- Whether the caller uploaded this trade licence (storage key 'provider_documents/trade_licenses/…').
create function public.owns_trade_licence(p_key text) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from storage.objects o
    where o.bucket_id = 'provider_documents'
      and p_key = 'provider_documents/' || o.name
      and (storage.foldername(o.name))[1] = 'trade_licenses'
      and o.owner_id = (select auth.uid())::text
  )
$$;
revoke all on function public.owns_trade_licence(text) from public, anon, authenticated;
grant execute on function public.owns_trade_licence(text) to authenticated, service_role;

-- Whether the caller uploaded the image this public URL serves ('…/uploads/product_images/products/…').
create function public.owns_product_image(p_url text) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from storage.objects o
    where o.bucket_id = 'product_images'
      and (storage.foldername(o.name))[1] = 'products'
      and p_url ~ '^https?://[^/]+/uploads/product_images/products/[^/]+$'
      and substring(p_url from '/uploads/product_images/(products/[^/]+)$') = o.name
      and o.owner_id = (select auth.uid())::text
  )
$$;
revoke all on function public.owns_product_image(text) from public, anon, authenticated;
grant execute on function public.owns_product_image(text) to authenticated, service_role;

-- Whether the caller uploaded the logo this public URL serves ('…/uploads/job_postings_assets/logos/…').
create function public.owns_job_logo(p_url text) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from storage.objects o
    where o.bucket_id = 'job_postings_assets'
      and (storage.foldername(o.name))[1] = 'logos'
      and p_url ~ '^https?://[^/]+/uploads/job_postings_assets/logos/[^/]+$'
      and substring(p_url from '/uploads/job_postings_assets/(logos/[^/]+)$') = o.name
      and o.owner_id = (select auth.uid())::text
  )
$$;
revoke all on function public.owns_job_logo(text) from public, anon, authenticated;
grant execute on function public.owns_job_logo(text) to authenticated, service_role;

-- Bookings. The booking as its maker (the idempotency key) and its manage token's holder see it
-- (customer_id stays internal).
create function private.booking_receipt(b public.bookings) returns jsonb
language sql immutable set search_path = ''
as $$
  select jsonb_build_object(
    'id', b.id, 'provider_id', b.provider_id, 'service_id', b.service_id, 'staff_id', b.staff_id,
    'starts_at', b.starts_at, 'ends_at', b.ends_at,
    'customer_name', b.customer_name, 'customer_phone', b.customer_phone, 'customer_email', b.customer_email,
    'status', b.status, 'idempotency_key', b.idempotency_key, 'manage_token', b.manage_token, 'created_at', b.created_at
  )
$$;
revoke all on function private.booking_receipt(public.bookings) from public;

-- Books a slot if it is free. The time must be a bookable slot (SPEC §5: half-hour starts 10:00–17:30
-- Asia/Dubai, not Friday, not past) and last exactly the service's duration, so a direct API call
-- cannot hold more time than the site's own form could. A phone number holds at most 3 live bookings
-- of one provider a Dubai day (the Worker asks for 3), counted under a transaction-scoped advisory lock
-- on (provider, phone, day), so concurrent requests of one phone are decided one after the other.
-- "replayed": this idempotency key already made a booking; that first booking is returned as it is.
-- Books a slot with the first of p_staff_ids (the Worker's order of preference: fewest bookings that
-- day first) who performs the service and is free; without a list, any performer in the provider's
-- order. Each attempt is one INSERT and the exclusion constraint decides it: a person taken by a
-- concurrent request (committed, or committing while we wait) makes the next one be tried, so N
-- racers for K free performers end with exactly K bookings. Returns {"outcome": "created" |
-- "replayed" | "slot_taken" | "daily_limit", "booking": {...} | null}.
create function public.create_booking(
  p_id text,
  p_provider_id text,
  p_service_id text,
  p_starts_at timestamptz,
  p_ends_at timestamptz,
  p_customer_name text,
  p_customer_phone text,
  p_customer_email text,
  p_idempotency_key text,
  p_daily_limit integer,
  p_manage_token text,
  p_staff_ids text[] default null
) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_booking public.bookings;
  v_duration integer;
  v_local timestamp := p_starts_at at time zone 'Asia/Dubai';
  v_day date := (p_starts_at at time zone 'Asia/Dubai')::date;
  v_held integer;
  v_staff_id text;
  v_candidates text[];
begin
  if p_idempotency_key is null then
    raise exception 'An idempotency key is required.' using errcode = '22023';
  end if;

  -- A retry of a request that already succeeded: answer with the first booking.
  select * into v_booking from public.bookings where idempotency_key = p_idempotency_key;
  if found then
    return jsonb_build_object('outcome', 'replayed', 'booking', private.booking_receipt(v_booking));
  end if;

  select s.duration_minutes into v_duration
  from public.services s where s.provider_id = p_provider_id and s.id = p_service_id;
  if v_duration is null then
    raise exception 'This service is not offered by this provider.' using errcode = '22023';
  end if;
  if p_ends_at is distinct from p_starts_at + make_interval(mins => v_duration)
     or p_starts_at <= now()
     or extract(isodow from v_local) = 5
     or v_local::time < time '10:00' or v_local::time > time '17:30'
     or (extract(minute from v_local)::integer % 30) <> 0 or extract(second from v_local) <> 0 then
    raise exception 'This time is not a bookable slot.' using errcode = '22023';
  end if;

  -- Only people of this provider who perform the service, in the order asked for (none: the time is
  -- not to be had, as when all of them are taken).
  select coalesce(array_agg(q.staff_id order by coalesce(array_position(p_staff_ids, q.staff_id), s.position)), '{}')
  into v_candidates
  from public.staff_services q join public.staff s on s.id = q.staff_id
  where q.provider_id = p_provider_id and q.service_id = p_service_id
    and (p_staff_ids is null or q.staff_id = any (p_staff_ids));

  -- One phone's requests for one provider and day, one at a time: the count below then sees every
  -- booking committed before it.
  perform pg_advisory_xact_lock(hashtextextended(p_provider_id || '|' || p_customer_phone || '|' || v_day::text, 0));
  select * into v_booking from public.bookings where idempotency_key = p_idempotency_key;
  if found then
    return jsonb_build_object('outcome', 'replayed', 'booking', private.booking_receipt(v_booking));
  end if;
  select count(*) into v_held
  from public.bookings b
  where b.provider_id = p_provider_id and b.customer_phone = p_customer_phone and b.status <> 'Cancelled'
    and b.starts_at >= (v_day::timestamp at time zone 'Asia/Dubai')
    and b.starts_at < ((v_day + 1)::timestamp at time zone 'Asia/Dubai');
  if v_held >= least(coalesce(p_daily_limit, 3), 3) then
    return jsonb_build_object('outcome', 'daily_limit', 'booking', null);
  end if;

  foreach v_staff_id in array v_candidates loop
    loop
      begin
        -- Requests for one person's day queue here, one at a time until the holder commits, so the
        -- exclusion constraint below (still the guarantee) meets committed rows only: without the
        -- queue, two inserts of uncommitted rows wait for each other and each deadlock costs a
        -- second of deadlock_timeout (50 racers could take a minute). A refused attempt's
        -- subtransaction releases the lock at once.
        perform pg_advisory_xact_lock(hashtextextended(v_staff_id || '|' || v_day::text, 1));
        insert into public.bookings (id, provider_id, service_id, staff_id, starts_at, ends_at, customer_name, customer_phone,
                                     customer_email, status, idempotency_key, manage_token)
        values (p_id, p_provider_id, p_service_id, v_staff_id, p_starts_at, p_ends_at, p_customer_name, p_customer_phone,
                nullif(p_customer_email, ''), 'Confirmed', p_idempotency_key, p_manage_token)
        returning * into v_booking;
        return jsonb_build_object('outcome', 'created', 'booking', private.booking_receipt(v_booking));
      exception
        when exclusion_violation then
          exit;  -- this person is taken at that time: try the next
        when deadlock_detected then
          -- Two requests inserting for the same people at once may each wait for the other; the
          -- database aborts one attempt, which tries the same person again.
          continue;
        when unique_violation then
          -- A concurrent request with the same key won the race.
          select * into v_booking from public.bookings where idempotency_key = p_idempotency_key;
          if found then
            return jsonb_build_object('outcome', 'replayed', 'booking', private.booking_receipt(v_booking));
          end if;
          raise;  -- a duplicate id or token, not a taken slot
      end;
    end loop;
  end loop;
  return jsonb_build_object('outcome', 'slot_taken', 'booking', null);
end
$$;

-- The booking an idempotency key made, or null. The key is a random secret only its maker holds
-- (16–128 characters), so it works as a capability: knowing it is what entitles one to the receipt.
create function public.booking_by_idempotency_key(p_idempotency_key text) returns jsonb
language sql stable security definer set search_path = ''
as $$
  select private.booking_receipt(b) from public.bookings b where b.idempotency_key = p_idempotency_key
$$;

-- The booking of a manage link, or null.
create function public.booking_by_manage_token(p_manage_token text) returns jsonb
language sql stable security definer set search_path = ''
as $$
  select private.booking_receipt(b) from public.bookings b where b.manage_token = p_manage_token
$$;

-- Cancels the booking of a manage link when it starts after p_starts_after (and in the future), in one
-- conditional update: 'cancelled' (also when it already was), 'too_late' or 'not_found'.
create function public.cancel_booking_by_manage_token(p_manage_token text, p_starts_after timestamptz) returns text
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_status text;
begin
  update public.bookings set status = 'Cancelled'
  where manage_token = p_manage_token and status <> 'Cancelled' and starts_at > greatest(p_starts_after, now());
  if found then
    return 'cancelled';
  end if;
  select status into v_status from public.bookings where manage_token = p_manage_token;
  if v_status is null then
    return 'not_found';
  end if;
  return case when v_status = 'Cancelled' then 'cancelled' else 'too_late' end;
end
$$;

-- Which times of a provider's staff are taken on a Dubai calendar day: who and when, nothing about
-- the customers (staff are public, as are their services).
create function public.staff_busy_intervals(p_provider_id text, p_day date)
returns table (staff_id text, starts_at timestamptz, ends_at timestamptz)
language sql stable security definer set search_path = ''
as $$
  select b.staff_id, b.starts_at, b.ends_at
  from public.bookings b
  where b.provider_id = p_provider_id
    and b.status <> 'Cancelled'
    and b.starts_at < ((p_day + 1)::timestamp at time zone 'Asia/Dubai')
    and b.ends_at > (p_day::timestamp at time zone 'Asia/Dubai')
  order by b.starts_at, b.staff_id
$$;

-- A signed-in customer's upcoming bookings, with their manage tokens: live ones starting at p_from or
-- later, by time, at most 100. Only the caller's own (p_customer_id must be the caller), so asking for
-- another account's answers an empty list. create_booking records the caller as customer_id (the
-- column's default, auth.uid()).
create function public.customer_bookings(p_customer_id uuid, p_from timestamptz) returns jsonb
language sql stable security definer set search_path = ''
as $$
  select coalesce(jsonb_agg(receipt order by starts_at, id), '[]'::jsonb)
  from (
    select private.booking_receipt(b) || jsonb_build_object('customer_id', b.customer_id) as receipt, b.starts_at, b.id
    from public.bookings b
    where b.customer_id = p_customer_id and p_customer_id = (select auth.uid())
      and b.status <> 'Cancelled' and b.starts_at >= p_from
    order by b.starts_at, b.id
    limit 100
  ) mine
$$;
revoke all on function public.customer_bookings(uuid, timestamptz) from public, anon;
grant execute on function public.customer_bookings(uuid, timestamptz) to authenticated, service_role;

revoke all on function public.create_booking(text, text, text, timestamptz, timestamptz, text, text, text, text, integer, text, text[]) from public;
revoke all on function public.booking_by_idempotency_key(text) from public;
revoke all on function public.booking_by_manage_token(text) from public;
revoke all on function public.cancel_booking_by_manage_token(text, timestamptz) from public;
revoke all on function public.staff_busy_intervals(text, date) from public;
grant execute on function public.create_booking(text, text, text, timestamptz, timestamptz, text, text, text, text, integer, text, text[])
  to anon, authenticated, service_role;
grant execute on function public.booking_by_idempotency_key(text) to anon, authenticated, service_role;
grant execute on function public.booking_by_manage_token(text) to anon, authenticated, service_role;
grant execute on function public.cancel_booking_by_manage_token(text, timestamptz) to anon, authenticated, service_role;
grant execute on function public.staff_busy_intervals(text, date) to anon, authenticated, service_role;
-- create_booking stays executable by anon: the Worker calls it as the caller (the adapter's data client
-- carries the visitor's token or none), which is also how customer_id gets the signed-in account.
-- Decision 022 says what a direct caller can and cannot do.

-- Search over the directory (the search port, graphql/modules/search): one function answering exactly
-- what graphql/modules/search/match.ts `matchesSearch` accepts, in the port's order (rating highest
-- first, then name, then id, compared byte-wise like SQLite's so both backends page identically), a
-- page at a time after a keyset cursor, with the total number of matches.
--
--   terms    the words of the free text (match.ts `searchTerms`): each must be found, ignoring case
--            and accents, in the provider's name, area, address, emirate or type, or in one of its
--            service names. search_fold() is that folding (unaccent with its dictionary pinned, so it
--            is immutable and can be indexed).
--   name     case-insensitive substring of the provider's name
--   emirate, type   equality;  rating   at least p_min_rating
--   service  case-insensitive substring of one of the provider's service names
--   price    some service (the matching one, when a service is given) priced in
--            [p_min_price, p_max_price]; 5000, the slider's top, means no upper bound
--
-- SECURITY INVOKER: it reads only what the caller may read anyway (providers and services are public).
create function public.search_fold(value text) returns text
language sql immutable strict parallel safe set search_path = ''
as $$ select lower(extensions.unaccent('extensions.unaccent'::regdictionary, value)) $$;

create index providers_search_text_trgm on public.providers
  using gin (public.search_fold(name || E'\n' || location || E'\n' || address || E'\n' || emirate || E'\n' || type) extensions.gin_trgm_ops);
create index services_name_folded_trgm on public.services using gin (public.search_fold(name) extensions.gin_trgm_ops);


create function public.search_providers(
  p_terms text[],
  p_name text,
  p_emirate text,
  p_type text,
  p_service text,
  p_min_rating numeric,
  p_min_price numeric,
  p_max_price numeric,
  p_limit integer,
  p_after_rating numeric,
  p_after_name text,
  p_after_id text
) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  with criteria as (
    select
      -- LIKE patterns that take the text literally (\ % _ escaped; backslash is ILIKE's escape).
      '%' || replace(replace(replace(p_name, '\', '\\'), '%', '\%'), '_', '\_') || '%' as name_pattern,
      '%' || replace(replace(replace(p_service, '\', '\\'), '%', '\%'), '_', '\_') || '%' as service_pattern,
      coalesce(p_min_price, 0) > 0 or coalesce(p_max_price, 5000) < 5000 as priced,
      coalesce(p_min_price, 0) as min_price,
      coalesce(p_max_price, 5000) as max_price
  ),
  matches as (
    select p.id, p.name, p.rating
    from public.providers p, criteria c
    where not exists (
        -- a word of the free text found in none of the provider's fields
        select 1 from unnest(coalesce(p_terms, '{}'::text[])) as term(value)
        cross join lateral (
          select '%' || replace(replace(replace(public.search_fold(term.value), '\', '\\'), '%', '\%'), '_', '\_') || '%' as pattern
        ) t
        where public.search_fold(p.name || E'\n' || p.location || E'\n' || p.address || E'\n' || p.emirate || E'\n' || p.type) not like t.pattern
          and not exists (
            select 1 from public.services s where s.provider_id = p.id and public.search_fold(s.name) like t.pattern
          )
      )
      and (p_name is null or p.name ilike c.name_pattern)
      and (p_emirate is null or p.emirate = p_emirate)
      and (p_type is null or p.type = p_type)
      and p.rating >= coalesce(p_min_rating, 0)
      and (
        (p_service is null and not c.priced)
        or exists (
          select 1 from public.services s
          where s.provider_id = p.id
            and (p_service is null or s.name ilike c.service_pattern)
            and (not c.priced or (s.price_aed >= c.min_price and (c.max_price >= 5000 or s.price_aed <= c.max_price)))
        )
      )
  ),
  page as (
    select m.id, m.name, m.rating
    from matches m
    where p_after_id is null
       or m.rating < p_after_rating
       or (m.rating = p_after_rating
           and (m.name collate "C" > p_after_name collate "C"
                or (m.name collate "C" = p_after_name collate "C" and m.id collate "C" > p_after_id collate "C")))
    order by m.rating desc, m.name collate "C", m.id collate "C"
    limit greatest(0, least(coalesce(p_limit, 20), 101))
  )
  select jsonb_build_object(
    'total', (select count(*) from matches),
    'hits', coalesce(
      (select jsonb_agg(jsonb_build_object('provider_id', id, 'name', name, 'rating', rating)
                        order by rating desc, name collate "C", id collate "C") from page),
      '[]'::jsonb)
  )
$$;

revoke all on function public.search_providers(text[], text, text, text, text, numeric, numeric, numeric, integer, numeric, text, text) from public;
grant execute on function public.search_providers(text[], text, text, text, text, numeric, numeric, numeric, integer, numeric, text, text)
  to anon, authenticated, service_role;

-- Failed sign-ins: null when the attempt was counted and its password may be checked; else the
-- seconds to wait.
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

-- Plans: Basic → Premium for the caller. The first subscription starts the free months: they end
-- three months after today in Dubai (the same day of the month, or the month's last day when
-- shorter). Already on Premium or Featured: nothing changes. One statement, so concurrent calls are safe.
create function public.subscribe_to_premium() returns public.subscriptions
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_account uuid := (select auth.uid());
  v_row public.subscriptions;
begin
  if v_account is null then
    raise exception 'Sign in to subscribe.' using errcode = '42501';
  end if;
  insert into public.subscriptions as s (account_id, plan, trial_ends_on)
  values (v_account, 'premium', ((now() at time zone 'Asia/Dubai')::date + interval '3 months')::date)
  on conflict (account_id) do update
    set plan = 'premium', trial_ends_on = coalesce(s.trial_ends_on, excluded.trial_ends_on), updated_at = now()
    where s.plan = 'basic';
  select * into v_row from public.subscriptions where account_id = v_account;
  return v_row;
end
$$;

-- Back to Basic for the caller, keeping the trial's end. Without a row the caller is Basic already.
create function public.cancel_subscription() returns public.subscriptions
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_account uuid := (select auth.uid());
  v_row public.subscriptions;
begin
  if v_account is null then
    raise exception 'Sign in to cancel a subscription.' using errcode = '42501';
  end if;
  update public.subscriptions set plan = 'basic', updated_at = now()
  where account_id = v_account and plan <> 'basic';
  select * into v_row from public.subscriptions where account_id = v_account;
  if not found then
    v_row := row(v_account, 'basic', null, now())::public.subscriptions;
  end if;
  return v_row;
end
$$;

revoke all on function public.subscribe_to_premium() from public, anon;
revoke all on function public.cancel_subscription() from public, anon;
grant execute on function public.subscribe_to_premium() to authenticated, service_role;
grant execute on function public.cancel_subscription() to authenticated, service_role;

-- The review of registrations: reviewers decide only through these two, which check the role
-- themselves, lock the registration, and refuse one that is no longer Pending. Approval inserts the
-- provider listing in the same transaction (a readable slug, the first free of slug, slug-2…) with the
-- owner as its first staff member.
-- Approves a Pending registration: {outcome: 'approved', provider_id} | {outcome: 'decided', status} | {outcome: 'missing'}.
create function public.approve_registration(
  p_registration_id uuid,
  p_provider_type text,
  p_slug text,
  p_opening_hours text,
  p_latitude double precision,
  p_longitude double precision
) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  registration public.provider_registrations;
  slug text;
  attempt integer := 0;
begin
  if not public.is_reviewer() then
    raise exception 'only reviewers approve registrations' using errcode = '42501';
  end if;
  -- Concurrent approvals of one registration wait here; the later ones then see it decided.
  select * into registration from public.provider_registrations where id = p_registration_id for update;
  if not found then
    return jsonb_build_object('outcome', 'missing');
  end if;
  if registration.status <> 'Pending' then
    return jsonb_build_object('outcome', 'decided', 'status', registration.status);
  end if;
  loop
    slug := case when attempt = 0 then p_slug else p_slug || '-' || (attempt + 1) end;
    insert into public.providers (id, owner_id, name, type, emirate, location, address, rating, about, phone, email,
                                  opening_hours, latitude, longitude)
    values (slug, registration.owner_id, registration.business_name, p_provider_type, registration.emirate, registration.emirate,
            registration.full_address, 0, registration.short_description, registration.business_phone,
            registration.business_email, p_opening_hours, p_latitude, p_longitude)
    on conflict (id) do nothing;
    exit when found;
    attempt := attempt + 1;
  end loop;
  if registration.logo_url is not null then
    insert into public.provider_images (provider_id, position, url, alt)
    values (slug, 1, registration.logo_url, registration.business_name || ' logo');
  end if;
  -- The owner as the listing's first staff member, who performs the services added later (bookings
  -- hold a staff member's time: 0020_staff_bookings.sql).
  insert into public.staff (id, provider_id, position, name, title, image_url)
  values (slug || '-owner', slug, 1, registration.contact_person_name, 'Owner', coalesce(registration.logo_url, '/favicon.svg'));
  update public.provider_registrations
  set status = 'Approved', provider_id = slug, reviewed_by = (select auth.uid()), reviewed_at = now()
  where id = registration.id;
  return jsonb_build_object('outcome', 'approved', 'provider_id', slug);
end;
$$;

-- Rejects a Pending registration with the reason its owner reads: {outcome: 'rejected'} | {outcome: 'decided', status} | {outcome: 'missing'}.
create function public.reject_registration(p_registration_id uuid, p_reason text) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  registration public.provider_registrations;
begin
  if not public.is_reviewer() then
    raise exception 'only reviewers reject registrations' using errcode = '42501';
  end if;
  select * into registration from public.provider_registrations where id = p_registration_id for update;
  if not found then
    return jsonb_build_object('outcome', 'missing');
  end if;
  if registration.status <> 'Pending' then
    return jsonb_build_object('outcome', 'decided', 'status', registration.status);
  end if;
  update public.provider_registrations
  set status = 'Rejected', rejection_reason = p_reason, reviewed_by = (select auth.uid()), reviewed_at = now()
  where id = registration.id;
  return jsonb_build_object('outcome', 'rejected');
end;
$$;

revoke all on function public.approve_registration(uuid, text, text, text, double precision, double precision) from public, anon, authenticated;
revoke all on function public.reject_registration(uuid, text) from public, anon, authenticated;
grant execute on function public.approve_registration(uuid, text, text, text, double precision, double precision) to authenticated, service_role;
grant execute on function public.reject_registration(uuid, text) to authenticated, service_role;

-- Owners edit their own listing (issue 17): about, contact, opening hours, address and map position,
-- photos (at most 10, reordered and removed in one change) and services. Each change is a function
-- that checks ownership itself (public.owns_provider) and changes only that provider's rows, in one
-- transaction.
-- The area (`location`, shown on cards and searched) is set only when given.
create function public.update_listing(
  p_provider_id text,
  p_about text,
  p_phone text,
  p_email text,
  p_opening_hours text,
  p_address text,
  p_latitude double precision,
  p_longitude double precision,
  p_location text default null
) returns void
language plpgsql volatile security definer set search_path = ''
as $$
begin
  if not public.owns_provider(p_provider_id) then
    raise exception 'only the owner changes a listing' using errcode = '42501';
  end if;
  if p_latitude not between 22.5 and 26.5 or p_longitude not between 51.0 and 56.6 then
    raise exception 'the position must be inside the UAE' using errcode = '23514';
  end if;
  if p_location is not null and char_length(btrim(p_location)) not between 1 and 60 then
    raise exception 'the area must have 1 to 60 characters' using errcode = '23514';
  end if;
  update public.providers
  set about = p_about, phone = p_phone, email = p_email, opening_hours = p_opening_hours, address = p_address,
      latitude = p_latitude, longitude = p_longitude, location = coalesce(p_location, location)
  where id = p_provider_id;
end;
$$;

-- 'changed', or 'full' when the listing has p_max photos already (nothing added).
create function public.add_listing_photo(p_provider_id text, p_url text, p_alt text, p_max integer) returns text
language plpgsql volatile security definer set search_path = ''
as $$
begin
  if not public.owns_provider(p_provider_id) then
    raise exception 'only the owner changes a listing' using errcode = '42501';
  end if;
  -- One change to a listing's photos at a time: the count below stays true until the insert.
  perform 1 from public.providers where id = p_provider_id for update;
  if (select count(*) from public.provider_images where provider_id = p_provider_id) >= p_max then
    return 'full';
  end if;
  insert into public.provider_images (provider_id, position, url, alt)
  select p_provider_id, coalesce(max(position), 0) + 1, p_url, p_alt from public.provider_images where provider_id = p_provider_id;
  return 'changed';
end;
$$;

-- Keeps exactly p_urls (a subset of p_shown) in this order: 'changed', or 'stale' (nothing changed) when the
-- listing's photos are no longer exactly p_shown, or p_urls names a photo that is not the listing's, so a
-- photo added meanwhile is never dropped unseen.
create function public.arrange_listing_photos(p_provider_id text, p_urls text[], p_shown text[]) returns text
language plpgsql volatile security definer set search_path = ''
as $$
declare
  kept jsonb;
begin
  if not public.owns_provider(p_provider_id) then
    raise exception 'only the owner changes a listing' using errcode = '42501';
  end if;
  -- One change to a listing's photos at a time (add_listing_photo takes the same lock).
  perform 1 from public.providers where id = p_provider_id for update;
  if (select array_agg(url order by url) from public.provider_images where provider_id = p_provider_id)
     is distinct from (select array_agg(shown order by shown) from unnest(p_shown) as shown)
     or exists (select 1 from unnest(p_urls) as wanted(url) where wanted.url <> all (p_shown)) then
    return 'stale';
  end if;
  select coalesce(jsonb_agg(jsonb_build_object('url', wanted.url, 'alt', i.alt, 'position', wanted.position)), '[]'::jsonb) into kept
  from unnest(p_urls) with ordinality as wanted(url, position)
  join lateral (select alt from public.provider_images where provider_id = p_provider_id and url = wanted.url limit 1) i on true;
  delete from public.provider_images where provider_id = p_provider_id;
  insert into public.provider_images (provider_id, position, url, alt)
  select p_provider_id, (photo ->> 'position')::integer, photo ->> 'url', photo ->> 'alt' from jsonb_array_elements(kept) as photo;
  return 'changed';
end;
$$;

-- Adds a service after the others (p_service_id null) or changes one of this provider's: its id, or null when it is not this provider's.
create function public.save_listing_service(
  p_provider_id text,
  p_service_id text,
  p_name text,
  p_price_aed numeric,
  p_duration_minutes integer
) returns text
language plpgsql volatile security definer set search_path = ''
as $$
declare
  saved text;
begin
  if not public.owns_provider(p_provider_id) then
    raise exception 'only the owner changes a listing' using errcode = '42501';
  end if;
  if p_service_id is not null then
    update public.services set name = p_name, price_aed = p_price_aed, duration_minutes = p_duration_minutes
    where id = p_service_id and provider_id = p_provider_id
    returning id into saved;
    return saved;
  end if;
  perform 1 from public.providers where id = p_provider_id for update;
  insert into public.services (id, provider_id, position, name, price_aed, duration_minutes)
  select p_provider_id || '-' || gen_random_uuid(), p_provider_id, coalesce(max(position), 0) + 1, p_name, p_price_aed, p_duration_minutes
  from public.services where provider_id = p_provider_id
  returning id into saved;
  -- Every staff member performs a new service until owners choose who does what.
  insert into public.staff_services (provider_id, staff_id, service_id)
  select p_provider_id, id, saved from public.staff where provider_id = p_provider_id;
  return saved;
end;
$$;

-- 'removed', 'missing', or 'booked' (nothing removed) while bookings refer to the service; any other
-- refusal is raised to the caller.
create function public.remove_listing_service(p_provider_id text, p_service_id text) returns text
language plpgsql volatile security definer set search_path = ''
as $$
declare
  refused_by text;
begin
  if not public.owns_provider(p_provider_id) then
    raise exception 'only the owner changes a listing' using errcode = '42501';
  end if;
  delete from public.services where id = p_service_id and provider_id = p_provider_id;
  return case when found then 'removed' else 'missing' end;
exception
  when foreign_key_violation then
    -- The table whose foreign key refused the delete: only a booking means "has bookings".
    get stacked diagnostics refused_by = table_name;
    if refused_by = 'bookings' then
      return 'booked';
    end if;
    raise;
end;
$$;

revoke all on function public.update_listing(text, text, text, text, text, text, double precision, double precision, text) from public, anon, authenticated;
revoke all on function public.add_listing_photo(text, text, text, integer) from public, anon, authenticated;
revoke all on function public.arrange_listing_photos(text, text[], text[]) from public, anon, authenticated;
revoke all on function public.save_listing_service(text, text, text, numeric, integer) from public, anon, authenticated;
revoke all on function public.remove_listing_service(text, text) from public, anon, authenticated;
grant execute on function public.update_listing(text, text, text, text, text, text, double precision, double precision, text) to authenticated, service_role;
grant execute on function public.add_listing_photo(text, text, text, integer) to authenticated, service_role;
grant execute on function public.arrange_listing_photos(text, text[], text[]) to authenticated, service_role;
grant execute on function public.save_listing_service(text, text, text, numeric, integer) to authenticated, service_role;
grant execute on function public.remove_listing_service(text, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- Row level security: on for every table, then one policy per allowed action.
-- ---------------------------------------------------------------------------
alter table public.providers enable row level security;
alter table public.provider_images enable row level security;
alter table public.services enable row level security;
alter table public.staff enable row level security;
alter table public.reviews enable row level security;
alter table public.staff_services enable row level security;
alter table public.offers enable row level security;
alter table public.plans enable row level security;
alter table public.plan_features enable row level security;
alter table public.subscriptions enable row level security;
alter table public.provider_registrations enable row level security;
alter table public.reviewers enable row level security;
alter table public.jobs enable row level security;
alter table public.products enable row level security;
alter table public.provider_offers enable row level security;
alter table public.provider_job_postings enable row level security;
alter table public.bookings enable row level security;

-- Start from nothing whatever the project's default privileges are, then grant what is needed.
revoke all on public.providers, public.provider_images, public.services, public.staff, public.reviews,
  public.staff_services, public.offers, public.plans, public.plan_features, public.subscriptions,
  public.provider_registrations, public.reviewers, public.jobs, public.products, public.product_categories,
  public.provider_offers, public.provider_job_postings, public.bookings
  from anon, authenticated;
grant all on public.providers, public.provider_images, public.services, public.staff, public.reviews,
  public.staff_services, public.offers, public.plans, public.plan_features, public.subscriptions,
  public.provider_registrations, public.reviewers, public.jobs, public.products,
  public.provider_offers, public.provider_job_postings, public.bookings
  to service_role;

-- Public reading.
grant select on public.providers, public.provider_images, public.services, public.staff, public.reviews,
  public.staff_services, public.offers, public.plans, public.plan_features, public.jobs, public.products
  to anon, authenticated;
grant select on public.product_categories to anon, authenticated, service_role;

create policy "providers are public" on public.providers for select to anon, authenticated using (true);
create policy "provider images are public" on public.provider_images for select to anon, authenticated using (true);
create policy "services are public" on public.services for select to anon, authenticated using (true);
create policy "staff are public" on public.staff for select to anon, authenticated using (true);
create policy "reviews are public" on public.reviews for select to anon, authenticated using (true);
create policy "who does what is public" on public.staff_services for select to anon, authenticated using (true);
create policy "offers are public" on public.offers for select to anon, authenticated using (true);
create policy "plans are public" on public.plans for select to anon, authenticated using (true);
create policy "plan features are public" on public.plan_features for select to anon, authenticated using (true);
create policy "products are public" on public.products for select to anon, authenticated using (true);
-- Anyone reads open jobs; an owner also reads their own closed ones.
create policy "anyone reads open jobs" on public.jobs for select to anon, authenticated
  using (status = 'Open' or owner_id = (select auth.uid()));

-- A provider's owner edits the profile text (not its id, rating, ranking or owner).
grant update (name, location, address, about, phone, email, opening_hours) on public.providers to authenticated;
create policy "owners update their provider" on public.providers for update to authenticated
  using (owner_id = (select auth.uid())) with check (owner_id = (select auth.uid()));

-- ... and manages the pictures, services and staff shown on it, and who does what.
grant insert, update, delete on public.provider_images, public.services, public.staff to authenticated;
create policy "owners manage their images" on public.provider_images for all to authenticated
  using (public.owns_provider(provider_id)) with check (public.owns_provider(provider_id));
create policy "owners manage their services" on public.services for all to authenticated
  using (public.owns_provider(provider_id)) with check (public.owns_provider(provider_id));
create policy "owners manage their staff" on public.staff for all to authenticated
  using (public.owns_provider(provider_id)) with check (public.owns_provider(provider_id));
grant insert, update, delete on public.staff_services to authenticated;
create policy "owners manage who does what" on public.staff_services for all to authenticated
  using (public.owns_provider(provider_id)) with check (public.owns_provider(provider_id));

-- Only the account itself reads its plan.
grant select on public.subscriptions to authenticated;
create policy "accounts read their own plan" on public.subscriptions for select to authenticated
  using (account_id = (select auth.uid()));

-- Business registrations: a signed-in account submits its own, with the form's columns (id, owner_id,
-- status, created_at and the review's columns keep their defaults), with a trade licence it uploaded
-- itself, and reads its own back (`Prefer: return=representation`). Reviewers read every one.
grant insert (business_name, business_type, full_address, emirate, contact_person_name, business_email,
              business_phone, short_description, trade_license_url, logo_url, agreed_to_terms)
  on public.provider_registrations to authenticated;
grant select on public.provider_registrations to authenticated;
create policy "accounts submit their own registrations" on public.provider_registrations for insert to authenticated
  with check (
    owner_id = (select auth.uid())
    and status = 'Pending'
    and public.owns_trade_licence(trade_license_url)
  );
create policy "owners read their registrations" on public.provider_registrations for select to authenticated
  using (owner_id = (select auth.uid()));
create policy "reviewers read every registration" on public.provider_registrations for select to authenticated
  using ((select public.is_reviewer()));

-- Jobs: posting needs a signed-in Premium account (decision 017), posting as itself, with a logo it
-- uploaded itself (or none). Only the owner changes or removes a job, and may close it.
grant insert (title, company_name, location, job_type, salary_range, description, requirements, company_logo_url)
  on public.jobs to authenticated;
grant update (title, company_name, location, job_type, salary_range, description, requirements, company_logo_url, status)
  on public.jobs to authenticated;
grant delete on public.jobs to authenticated;
create policy "premium accounts post their own jobs" on public.jobs for insert to authenticated
  with check (
    owner_id = (select auth.uid())
    and public.has_premium()
    and status = 'Open'
    and applicants = 0
    and (company_logo_url is null or public.owns_job_logo(company_logo_url))
  );
create policy "posters update their jobs" on public.jobs for update to authenticated
  using (owner_id = (select auth.uid())) with check (owner_id = (select auth.uid()));
create policy "posters delete their jobs" on public.jobs for delete to authenticated
  using (owner_id = (select auth.uid()));

-- Products: a signed-in account adds its own (owner_id keeps its default, auth.uid()), without a
-- rating, with an image in product_images/products/ it uploaded itself; the seller edits or removes it.
grant insert (name, brand, category, price_fils, stock, description, image_url) on public.products to authenticated;
grant update (name, brand, category, stock, description, image_url, price_fils) on public.products to authenticated;
grant delete on public.products to authenticated;
create policy "accounts add their own products" on public.products for insert to authenticated
  with check (
    owner_id = (select auth.uid())
    and rating is null
    and public.owns_product_image(image_url)
  );
create policy "sellers update their products" on public.products for update to authenticated
  using (owner_id = (select auth.uid())) with check (owner_id = (select auth.uid()));
create policy "sellers delete their products" on public.products for delete to authenticated
  using (owner_id = (select auth.uid()));

-- Dashboard lists belong to the provider's owner alone. Owners read their offers on any plan; placing,
-- changing or removing one is Premium's Offer Placement, and an owner names only the offer's own
-- columns (its id and time are the database's).
grant select, update, delete on public.provider_offers to authenticated;
grant insert (provider_id, title, description, active) on public.provider_offers to authenticated;
create policy "owners read their offers" on public.provider_offers for select to authenticated
  using (public.owns_provider(provider_id));
create policy "premium owners add offers" on public.provider_offers for insert to authenticated
  with check (public.owns_provider(provider_id) and public.has_premium());
create policy "premium owners change offers" on public.provider_offers for update to authenticated
  using (public.owns_provider(provider_id) and public.has_premium())
  with check (public.owns_provider(provider_id) and public.has_premium());
create policy "premium owners remove offers" on public.provider_offers for delete to authenticated
  using (public.owns_provider(provider_id) and public.has_premium());
grant select, insert, update, delete on public.provider_job_postings to authenticated;
create policy "owners manage their job postings" on public.provider_job_postings for all to authenticated
  using (public.owns_provider(provider_id)) with check (public.owns_provider(provider_id));

-- Bookings: a provider's owner reads the bookings of their provider on any plan, without the
-- customer's secrets (the manage token is the key of the customer's manage link, and the idempotency
-- key gets the booking's receipt): column privileges, since a policy chooses rows, not columns.
-- Changing a booking's status (cancelling it) is Full Booking Management, a Premium feature.
grant select (id, provider_id, service_id, starts_at, ends_at, customer_name, customer_phone, customer_email, status, customer_id, created_at, staff_id)
  on public.bookings to authenticated;
grant update (status) on public.bookings to authenticated;
create policy "owners read their provider's bookings" on public.bookings for select to authenticated
  using (public.owns_provider(provider_id));
create policy "premium owners set their provider's booking status" on public.bookings for update to authenticated
  using (public.owns_provider(provider_id) and public.has_premium())
  with check (public.owns_provider(provider_id) and public.has_premium());
-- A signed-in customer sees the bookings they made.
create policy "customers read their bookings" on public.bookings for select to authenticated
  using (customer_id = (select auth.uid()));

-- ---------------------------------------------------------------------------
-- Storage buckets and their policies (SPEC §3 "Uploaded files", the upload pipeline
-- graphql/modules/uploads)
-- ---------------------------------------------------------------------------
-- provider_documents  private  trade_licenses/ (PDF or image, up to 10 MB; reviewers read them through
--                              short-lived signed URLs), logos/ and photos/ (public read)
-- job_postings_assets public   logos/
-- product_images      public   products/
--
-- Sizes and types are enforced by Supabase Storage itself from the bucket row (file_size_limit,
-- allowed_mime_types); the policies add the per-folder file extensions and the object names. Logos,
-- photos and product images are re-encoded as WebP by the Worker before they are stored. Business
-- documents, company logos and listing photos are uploaded only by a signed-in account and become its
-- objects. Uploads never overwrite (no UPDATE or DELETE policy): each upload gets a fresh timestamped name.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('provider_documents', 'provider_documents', false, 10 * 1024 * 1024,
   array['application/pdf', 'image/jpeg', 'image/png', 'image/webp']),
  ('job_postings_assets', 'job_postings_assets', true, 2 * 1024 * 1024,
   array['image/jpeg', 'image/png', 'image/webp']),
  ('product_images', 'product_images', true, 5 * 1024 * 1024,
   array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy "accounts upload their trade licences" on storage.objects for insert to authenticated
  with check (
    bucket_id = 'provider_documents'
    and public.is_upload_name(name, 'trade_licenses', array['pdf', 'jpg', 'jpeg', 'png'])
    and owner_id = (select auth.uid())::text
  );
create policy "accounts upload their business logos" on storage.objects for insert to authenticated
  with check (
    bucket_id = 'provider_documents'
    and public.is_upload_name(name, 'logos', array['webp'])
    and owner_id = (select auth.uid())::text
  );
create policy "accounts upload company logos" on storage.objects for insert to authenticated
  with check (
    bucket_id = 'job_postings_assets'
    and public.is_upload_name(name, 'logos', array['jpg', 'jpeg', 'png', 'webp'])
    and owner_id = (select auth.uid())::text
  );
create policy "accounts upload listing photos" on storage.objects for insert to authenticated
  with check (
    bucket_id = 'provider_documents'
    and public.is_upload_name(name, 'photos', array['webp'])
    and owner_id = (select auth.uid())::text
  );
create policy "visitors upload product images" on storage.objects for insert to anon, authenticated
  with check (
    bucket_id = 'product_images'
    and public.is_upload_name(name, 'products', array['jpg', 'jpeg', 'png', 'webp'])
  );

-- Reading through the API (the Worker serves /uploads/… this way): everything in the public buckets
-- and the logos and photos in provider_documents. Trade licences: nobody but the service role, the
-- signed-in uploader of that very file, and reviewers.
create policy "public uploads are readable" on storage.objects for select to anon, authenticated
  using (
    bucket_id in ('job_postings_assets', 'product_images')
    or (bucket_id = 'provider_documents' and (storage.foldername(name))[1] = 'logos')
  );
create policy "uploaders read their trade licences" on storage.objects for select to authenticated
  using (
    bucket_id = 'provider_documents'
    and (storage.foldername(name))[1] = 'trade_licenses'
    and owner_id = (select auth.uid())::text
  );
create policy "reviewers read trade licences" on storage.objects for select to authenticated
  using (
    bucket_id = 'provider_documents'
    and (storage.foldername(name))[1] = 'trade_licenses'
    and (select public.is_reviewer())
  );
create policy "listing photos are readable" on storage.objects for select to anon, authenticated
  using (bucket_id = 'provider_documents' and (storage.foldername(name))[1] = 'photos');
