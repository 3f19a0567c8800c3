-- Licensed clinics (issue #37, docs/decisions/062-licensed-clinics.md): a clinic's health authority licence,
-- one row per clinic. The status (verified, awaiting verification, expired) is computed from expires_on and
-- verified_on, never stored. Anyone reads it (the provider page shows it); nobody writes the table directly:
-- the owner through set_health_licence, a reviewer through verify_health_licence, each checking the caller.
create table public.health_licences (
  provider_id text primary key references public.providers (id) on delete cascade,
  authority text not null check (authority in ('DHA', 'DHCR', 'DOH', 'MOHAP')),
  number text not null check (char_length(number) between 4 and 20),
  expires_on date not null,
  advertising_permit text check (advertising_permit is null or char_length(advertising_permit) between 3 and 30),
  verified_on date
);

alter table public.health_licences enable row level security;
revoke all on public.health_licences from anon, authenticated;
grant all on public.health_licences to service_role;
grant select on public.health_licences to anon, authenticated;
create policy "health licences are public" on public.health_licences for select to anon, authenticated using (true);

-- The owner's licence for their own clinic: the authority one of its emirate's (DHCR in Dubai only), the number in
-- that authority's format (graphql/modules/clinics/rules.ts has the same). Anything changed returns it to
-- awaiting verification (verified_on null); the same details again keep the verification.
create function public.set_health_licence(
  p_provider_id text,
  p_authority text,
  p_number text,
  p_expires_on date,
  p_advertising_permit text
) returns void
language plpgsql volatile security definer set search_path = ''
as $$
declare
  clinic public.providers;
begin
  if not public.owns_provider(p_provider_id) then
    raise exception 'only the owner changes a listing''s licence' using errcode = '42501';
  end if;
  select * into clinic from public.providers where id = p_provider_id for update;
  if clinic.type <> 'Clinic' then
    raise exception 'only clinics carry a health licence' using errcode = '23514';
  end if;
  if p_authority is distinct from (case clinic.emirate when 'Dubai' then 'DHA' when 'Abu Dhabi' then 'DOH' else 'MOHAP' end)
     and not (clinic.emirate = 'Dubai' and p_authority = 'DHCR') then
    raise exception 'that authority does not license clinics in %', clinic.emirate using errcode = '23514';
  end if;
  if not (case p_authority
            when 'DHA' then p_number ~ '^DHA-F-[0-9]{7}$'
            when 'DHCR' then p_number ~ '^DHCR-F-[0-9]{5}$'
            when 'DOH' then p_number ~ '^MF[0-9]{4,5}$'
            else p_number ~ '^MOH-F-[0-9]{6}$'
          end) then
    raise exception 'the licence number is not in %''s format', p_authority using errcode = '23514';
  end if;
  insert into public.health_licences as l (provider_id, authority, number, expires_on, advertising_permit, verified_on)
  values (p_provider_id, p_authority, p_number, p_expires_on, p_advertising_permit, null)
  on conflict (provider_id) do update
  set authority = excluded.authority, number = excluded.number, expires_on = excluded.expires_on,
      advertising_permit = excluded.advertising_permit,
      verified_on = case
        when (l.authority, l.number, l.expires_on, l.advertising_permit)
             is not distinct from (excluded.authority, excluded.number, excluded.expires_on, excluded.advertising_permit)
        then l.verified_on
      end;
end;
$$;
revoke all on function public.set_health_licence(text, text, text, date, text) from public, anon;
grant execute on function public.set_health_licence(text, text, text, date, text) to authenticated, service_role;

-- A reviewer records that the licence matches the trade licence, on p_on (Dubai's date, the API's clock):
-- 'verified'; 'expired' (nothing changed) when it expired before p_on; 'missing' when the clinic gave none.
create function public.verify_health_licence(p_provider_id text, p_on date) returns text
language plpgsql volatile security definer set search_path = ''
as $$
begin
  if not public.is_reviewer() then
    raise exception 'only reviewers verify a clinic''s licence' using errcode = '42501';
  end if;
  update public.health_licences set verified_on = p_on where provider_id = p_provider_id and expires_on >= p_on;
  if found then
    return 'verified';
  end if;
  return case when exists (select 1 from public.health_licences where provider_id = p_provider_id) then 'expired' else 'missing' end;
end;
$$;
revoke all on function public.verify_health_licence(text, date) from public, anon;
grant execute on function public.verify_health_licence(text, date) to authenticated, service_role;

-- The sample clinics, as workers/migrations/d1/0037 seeds them.
insert into public.health_licences (provider_id, authority, number, expires_on, advertising_permit, verified_on) values
('aura-aesthetic', 'DOH', 'MF4827', '2027-10-31', null, '2026-11-02'),
('skin-revive-clinic', 'DHCR', 'DHCR-F-00312', '2027-06-30', 'DHCR-AD-2026-0415', '2026-10-15');
