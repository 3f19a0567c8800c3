-- Owners are told in their own language (issue 31). Sign-up keeps the site's language in the user's
-- metadata (Supabase Auth's options.data: auth.users.raw_user_meta_data->>'locale'), as D1 keeps it in
-- accounts.locale; the booking's notice now carries it as owner_locale ('en' unless it says 'ar', and
-- for a listing nobody owns). The function is replaced as it was, with that one field more: still
-- nobody's but the service role's (create or replace keeps 0015's grants).
create or replace function public.outbox_booking(p_id text)
returns json
language sql stable security definer set search_path = ''
as $$
  select json_build_object(
    'id', b.id,
    'starts_at', to_char(b.starts_at at time zone 'Asia/Dubai', 'YYYY-MM-DD"T"HH24:MI'),
    'ends_at', to_char(b.ends_at at time zone 'Asia/Dubai', 'YYYY-MM-DD"T"HH24:MI'),
    'status', b.status, 'customer_name', b.customer_name, 'customer_phone', b.customer_phone,
    'customer_email', b.customer_email, 'manage_token', b.manage_token, 'locale', b.locale,
    'service', s.name, 'staff', st.name, 'provider', p.name, 'address', p.address, 'phone', p.phone,
    'latitude', p.latitude, 'longitude', p.longitude, 'business_email', p.email, 'owner_email', owner.email,
    'owner_locale', case when owner.raw_user_meta_data ->> 'locale' = 'ar' then 'ar' else 'en' end)
  from public.bookings b
  join public.providers p on p.id = b.provider_id
  join public.services s on s.provider_id = b.provider_id and s.id = b.service_id
  left join public.staff st on st.provider_id = b.provider_id and st.id = b.staff_id
  left join auth.users owner on owner.id = p.owner_id
  where b.id = p_id
$$;
