-- The directory on Supabase (PostgreSQL): providers and everything shown on a provider page,
-- site offers, plans, the job board, the shop, business registrations and dashboard samples.
-- Column names follow SPEC §3 and the D1 schema (workers/migrations/d1/0001_directory.sql), so
-- both adapters read the same shapes.
--
-- Access model (PostgREST runs every request as `anon` or `authenticated`, with row level security):
-- * Public data (providers, their images/services/staff/reviews, offers, plans, jobs, products)
--   can be read by anyone.
-- * Visitors may submit a business registration, a job or a product: INSERT only, and only the
--   columns a form fills in. Without a SELECT grant a registration cannot be read back, so those
--   inserts are made without RETURNING (PostgREST's `Prefer: return=minimal`).
-- * Whoever submitted a row while signed in owns it (`owner_id`, filled from the access token by
--   default) and may act on it; nobody acts on another's rows.
-- Since 30 October 2026 Supabase no longer grants new tables to the API roles automatically; older
-- projects still do. Either way these files state every grant explicitly: first revoke, then grant.

create extension if not exists btree_gist with schema extensions;

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
  unique (provider_id, id)                                        -- lets bookings insist the service is the provider's
);
create index services_provider on public.services (provider_id, position);

create table public.staff (
  id text primary key,
  provider_id text not null references public.providers (id) on delete cascade,
  position integer not null,
  name text not null,
  title text not null,
  image_url text not null
);
create index staff_provider on public.staff (provider_id, position);

create table public.reviews (
  id text primary key,
  provider_id text not null references public.providers (id) on delete cascade,
  position integer not null,
  user_name text not null,
  rating integer not null check (rating between 1 and 5),
  comment text not null
);
create index reviews_provider on public.reviews (provider_id, position);

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

-- ---------------------------------------------------------------------------
-- Visitor submissions (SPEC §3 column names, §5 rules)
-- ---------------------------------------------------------------------------
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
  created_at timestamptz not null default now()
);
create index provider_registrations_owner on public.provider_registrations (owner_id);

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
  created_at timestamptz not null default now()
);
create index jobs_posted on public.jobs (posted_date desc, id);
create index jobs_owner on public.jobs (owner_id);

create table public.products (
  id text primary key default gen_random_uuid()::text,
  owner_id uuid default auth.uid() references auth.users (id) on delete set null,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  brand text not null check (char_length(btrim(brand)) between 1 and 120),
  category text not null check (category in ('Hair Care', 'Skin Care', 'Makeup', 'Body Care', 'Fragrance', 'Tools & Accessories', 'Men''s Grooming', 'Wellness')),
  price numeric(10, 2) not null check (price >= 0),
  stock integer not null check (stock >= 0),
  description text not null check (char_length(btrim(description)) between 1 and 2000),
  image_url text not null,
  -- SPEC §3: a random one-decimal rating between 3.5 and 5, chosen here rather than by the client.
  rating numeric(2, 1) not null default round((3.5 + random() * 1.5)::numeric, 1) check (rating between 3.5 and 5),
  created_at timestamptz not null default now()
);
create index products_owner on public.products (owner_id);

-- ---------------------------------------------------------------------------
-- Dashboard: a provider's own offers and job postings
-- ---------------------------------------------------------------------------
create table public.provider_offers (
  id text primary key default gen_random_uuid()::text,
  provider_id text not null references public.providers (id) on delete cascade,
  title text not null,
  description text not null,
  active boolean not null default true
);
create index provider_offers_provider on public.provider_offers (provider_id);

create table public.provider_job_postings (
  id text primary key default gen_random_uuid()::text,
  provider_id text not null references public.providers (id) on delete cascade,
  title text not null,
  applicants integer not null default 0 check (applicants >= 0),
  status text not null default 'Open' check (status in ('Open', 'Closed'))
);
create index provider_job_postings_provider on public.provider_job_postings (provider_id);

-- ---------------------------------------------------------------------------
-- Ownership helper for policies: does the signed-in user own this provider?
-- SECURITY DEFINER so policies on child tables need no SELECT path of their own into providers;
-- it reveals one boolean about the caller's own account.
-- ---------------------------------------------------------------------------
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

-- ---------------------------------------------------------------------------
-- Row level security: on for every table, then one policy per allowed action.
-- ---------------------------------------------------------------------------
alter table public.providers enable row level security;
alter table public.provider_images enable row level security;
alter table public.services enable row level security;
alter table public.staff enable row level security;
alter table public.reviews enable row level security;
alter table public.offers enable row level security;
alter table public.plans enable row level security;
alter table public.plan_features enable row level security;
alter table public.provider_registrations enable row level security;
alter table public.jobs enable row level security;
alter table public.products enable row level security;
alter table public.provider_offers enable row level security;
alter table public.provider_job_postings enable row level security;

-- Start from nothing whatever the project's default privileges are, then grant what is needed.
revoke all on public.providers, public.provider_images, public.services, public.staff, public.reviews,
  public.offers, public.plans, public.plan_features, public.provider_registrations, public.jobs,
  public.products, public.provider_offers, public.provider_job_postings
  from anon, authenticated;
grant all on public.providers, public.provider_images, public.services, public.staff, public.reviews,
  public.offers, public.plans, public.plan_features, public.provider_registrations, public.jobs,
  public.products, public.provider_offers, public.provider_job_postings
  to service_role;

-- Public reading.
grant select on public.providers, public.provider_images, public.services, public.staff, public.reviews,
  public.offers, public.plans, public.plan_features, public.jobs, public.products
  to anon, authenticated;

create policy "providers are public" on public.providers for select to anon, authenticated using (true);
create policy "provider images are public" on public.provider_images for select to anon, authenticated using (true);
create policy "services are public" on public.services for select to anon, authenticated using (true);
create policy "staff are public" on public.staff for select to anon, authenticated using (true);
create policy "reviews are public" on public.reviews for select to anon, authenticated using (true);
create policy "offers are public" on public.offers for select to anon, authenticated using (true);
create policy "plans are public" on public.plans for select to anon, authenticated using (true);
create policy "plan features are public" on public.plan_features for select to anon, authenticated using (true);
create policy "jobs are public" on public.jobs for select to anon, authenticated using (true);
create policy "products are public" on public.products for select to anon, authenticated using (true);

-- A provider's owner edits the profile text (not its id, rating, ranking or owner).
grant update (name, location, address, about, phone, email, opening_hours) on public.providers to authenticated;
create policy "owners update their provider" on public.providers for update to authenticated
  using (owner_id = (select auth.uid())) with check (owner_id = (select auth.uid()));

-- ... and manages the pictures, services and staff shown on it.
grant insert, update, delete on public.provider_images, public.services, public.staff to authenticated;
create policy "owners manage their images" on public.provider_images for all to authenticated
  using (public.owns_provider(provider_id)) with check (public.owns_provider(provider_id));
create policy "owners manage their services" on public.services for all to authenticated
  using (public.owns_provider(provider_id)) with check (public.owns_provider(provider_id));
create policy "owners manage their staff" on public.staff for all to authenticated
  using (public.owns_provider(provider_id)) with check (public.owns_provider(provider_id));

-- Business registrations: anyone may submit one; only its owner (if signed in) may read it back.
-- Column grants keep id, owner_id and created_at to their defaults.
grant insert (business_name, business_type, full_address, emirate, contact_person_name, business_email,
              business_phone, short_description, trade_license_url, logo_url, agreed_to_terms)
  on public.provider_registrations to anon, authenticated;
grant select on public.provider_registrations to authenticated;
create policy "anyone submits a registration" on public.provider_registrations for insert to anon, authenticated
  with check (owner_id is not distinct from (select auth.uid()));
create policy "owners read their registrations" on public.provider_registrations for select to authenticated
  using (owner_id = (select auth.uid()));

-- Jobs: anyone may post; the poster (if signed in) may edit or withdraw it.
grant insert (title, company_name, location, job_type, salary_range, description, requirements, company_logo_url)
  on public.jobs to anon, authenticated;
grant update (title, company_name, location, job_type, salary_range, description, requirements, company_logo_url)
  on public.jobs to authenticated;
grant delete on public.jobs to authenticated;
create policy "anyone posts a job" on public.jobs for insert to anon, authenticated
  with check (owner_id is not distinct from (select auth.uid()));
create policy "posters update their jobs" on public.jobs for update to authenticated
  using (owner_id = (select auth.uid())) with check (owner_id = (select auth.uid()));
create policy "posters delete their jobs" on public.jobs for delete to authenticated
  using (owner_id = (select auth.uid()));

-- Products: anyone may add one; the seller (if signed in) may edit or remove it.
grant insert (name, brand, category, price, stock, description, image_url) on public.products to anon, authenticated;
grant update (name, brand, category, price, stock, description, image_url) on public.products to authenticated;
grant delete on public.products to authenticated;
create policy "anyone adds a product" on public.products for insert to anon, authenticated
  with check (owner_id is not distinct from (select auth.uid()));
create policy "sellers update their products" on public.products for update to authenticated
  using (owner_id = (select auth.uid())) with check (owner_id = (select auth.uid()));
create policy "sellers delete their products" on public.products for delete to authenticated
  using (owner_id = (select auth.uid()));

-- Dashboard lists belong to the provider's owner alone.
grant select, insert, update, delete on public.provider_offers, public.provider_job_postings to authenticated;
create policy "owners manage their offers" on public.provider_offers for all to authenticated
  using (public.owns_provider(provider_id)) with check (public.owns_provider(provider_id));
create policy "owners manage their job postings" on public.provider_job_postings for all to authenticated
  using (public.owns_provider(provider_id)) with check (public.owns_provider(provider_id));
