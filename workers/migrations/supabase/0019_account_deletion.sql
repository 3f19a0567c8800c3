-- Deleting an account (issue 31, UAE PDPL; docs/decisions/058-data-rights.md), in step with
-- workers/migrations/d1/0019_account_deletion.sql. The Worker deletes the user through Supabase Auth's admin
-- API (the service role); this trigger on auth.users runs inside that delete's transaction and keeps the salon's
-- record of the bookings the person made while signed in, without their name, phone and email.
alter table public.bookings add column anonymised_at timestamptz;

-- The contact checks hold for every booking a person made; an anonymised one holds none of it.
alter table public.bookings
  drop constraint bookings_customer_name_check,
  drop constraint bookings_customer_phone_check,
  add constraint bookings_customer_name_check
    check (anonymised_at is not null or char_length(customer_name) between 2 and 80),
  add constraint bookings_customer_phone_check
    check (anonymised_at is not null or customer_phone ~ '^\+971[0-9]{8,9}$'),
  add constraint bookings_anonymised
    check (anonymised_at is null or (customer_name = '' and customer_phone = '' and customer_email is null));

-- SECURITY DEFINER: Supabase Auth's own role deletes the user and may not write public.bookings.
create function private.anonymise_deleted_customer() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  update public.bookings
  set customer_name = '', customer_phone = '', customer_email = null, anonymised_at = now()
  where customer_id = old.id;
  return old;
end;
$$;
revoke all on function private.anonymise_deleted_customer() from public, anon, authenticated;

create trigger anonymise_bookings before delete on auth.users
  for each row execute function private.anonymise_deleted_customer();
