-- A signed-in customer's upcoming bookings (issue #10), and what a provider's owner may not see of them
-- (the security notes of issue #11).
--
-- 1. Owners read their providers' bookings without the customer's secrets. The manage token is the key
--    of the customer's manage link, and the idempotency key gets the booking's receipt (token included)
--    from create_booking or booking_by_idempotency_key: neither column is readable through the table
--    any more. Column privileges, since a policy chooses rows, not columns.
revoke select on public.bookings from authenticated;
grant select (id, provider_id, service_id, starts_at, ends_at, customer_name, customer_phone, customer_email, status, customer_id, created_at)
  on public.bookings to authenticated;

-- 2. The customer's own upcoming bookings, with their manage tokens: live ones starting at p_from or
--    later, by time, at most 100. Only the caller's own (p_customer_id must be the caller), so asking
--    for another account's answers an empty list. create_booking records the caller as customer_id
--    (the column's default, auth.uid()).
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

-- create_booking stays executable by anon: the Worker calls it as the caller (the adapter's data client
-- carries the visitor's token or none), which is also how customer_id gets the signed-in account.
-- Decision 022 says what a direct caller can and cannot do.
