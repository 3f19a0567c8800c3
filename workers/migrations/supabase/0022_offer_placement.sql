-- Offers placed from the dashboard (issue 15, createOffer: Premium's Offer Placement). Who may
-- place one is 0014's policy "premium owners add offers" (the provider's owner, on Premium); this
-- migration fixes what a placed offer may hold, as the local D1 migration 0022_offer_placement.sql:
--
-- * created_at: offers list oldest first, as they were placed;
-- * title at most 80 characters, description at most 200 (graphql/modules/dashboard/offer-schema.ts);
-- * an owner names only the offer's own columns: its id and time are the database's.

alter table public.provider_offers
  add column created_at timestamptz not null default now(),
  add constraint provider_offers_title_length check (char_length(title) between 1 and 80),
  add constraint provider_offers_description_length check (char_length(description) between 1 and 200);

drop index if exists public.provider_offers_provider;
create index provider_offers_provider on public.provider_offers (provider_id, created_at);

revoke insert on public.provider_offers from authenticated;
grant insert (provider_id, title, description, active) on public.provider_offers to authenticated;
