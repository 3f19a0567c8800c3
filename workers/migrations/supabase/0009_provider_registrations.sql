-- Business registrations need an account (issue 12): the registration belongs to the signed-in
-- account that submits it, and points at a trade licence that same account uploaded.
--
-- * status: Pending on submission (the review comes later; only the service role may change it).
-- * anon may no longer submit; authenticated users insert as themselves only, with the form's
--   columns (id, owner_id, status and created_at keep their defaults), and read their own back
--   (the API asks for the stored row: `Prefer: return=representation`).
-- * trade_license_url must name an object in provider_documents/trade_licenses/ whose owner is the
--   caller, and logo_url (optional) one of the site's public business logos.
alter table public.provider_registrations
  add column status text not null default 'Pending' check (status in ('Pending', 'Approved', 'Rejected'));
alter table public.provider_registrations
  add constraint provider_registrations_logo_url check (logo_url is null or logo_url ~ '^https?://[^/]+/uploads/provider_documents/logos/[^/]+$');

revoke insert on public.provider_registrations from anon;
drop policy "anyone submits a registration" on public.provider_registrations;

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

create policy "accounts submit their own registrations" on public.provider_registrations for insert to authenticated
  with check (
    owner_id = (select auth.uid())
    and status = 'Pending'
    and public.owns_trade_licence(trade_license_url)
  );
