-- In step with workers/migrations/d1/0026_my_bookings_by_email.sql (issue #33): My Bookings lists the caller's
-- own bookings and the guest bookings made with the email the caller has confirmed (auth.users.email_confirmed_at:
-- this relies on the project's "Confirm email" setting being on, as the verified-email gate does), cancelled
-- ones included (with who and why, from booking_receipt). Upcoming only, by time, at most 100; only the caller's:
-- p_customer_id must be the caller, so asking for another account's answers an empty list. Each receipt's
-- customer_id is the caller's, the account the row is listed for (the service checks it row by row).
create index bookings_guest_email on public.bookings (lower(customer_email), starts_at) where customer_id is null;

create or replace function public.customer_bookings(p_customer_id uuid, p_from timestamptz) returns jsonb
language sql stable security definer set search_path = ''
as $$
  select coalesce(jsonb_agg(receipt order by starts_at, id), '[]'::jsonb)
  from (
    select private.booking_receipt(b) || jsonb_build_object('customer_id', p_customer_id) as receipt, b.starts_at, b.id
    from (
      select b.* from public.bookings b
      where b.customer_id = p_customer_id and b.starts_at >= p_from
      union all
      select b.* from auth.users u
      join public.bookings b on b.customer_id is null and lower(b.customer_email) = lower(u.email)
      where u.id = p_customer_id and u.email_confirmed_at is not null and b.starts_at >= p_from
    ) b
    where p_customer_id = (select auth.uid())
    order by b.starts_at, b.id
    limit 100
  ) mine
$$;
revoke all on function public.customer_bookings(uuid, timestamptz) from public, anon;
grant execute on function public.customer_bookings(uuid, timestamptz) to authenticated, service_role;
