/**
 * What the site keeps about a person, on the hosted backend (decision 058): the account from Supabase Auth
 * (the caller's access token names it), the bookings through PostgREST as the caller (the policy "customers
 * read their bookings" shows only their own).
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import type { CustomerBookingRecord } from "../../../graphql/modules/bookings/repository";
import type { PersonalAccountRecord, PersonalDataRepository } from "../../../graphql/modules/accounts/personal-data";
import { toBooking, type BookingReceipt } from "./booking-repository";
import { rowsOf, SupabaseRequestError } from "./postgrest";

/** What a customer may read of their booking (the column grant of 0001_baseline.sql). */
const CUSTOMER_BOOKING_COLUMNS =
  "id,provider_id,service_id,staff_id,starts_at,ends_at,customer_name,customer_phone,customer_email,status,created_at,customer_id";

export class SupabasePersonalData implements PersonalDataRepository {
  constructor(
    private readonly auth: () => SupabaseClient,
    private readonly db: SupabaseClient,
    private readonly accessToken: string | null,
  ) {}

  async accountOf(accountId: string): Promise<PersonalAccountRecord | null> {
    if (!this.accessToken) return null;
    const { data, error } = await this.auth().auth.getUser(this.accessToken);
    if (error) throw new SupabaseRequestError("auth user", error.status ?? 0, error.code ?? null, error.message);
    const user = data.user;
    if (user.id !== accountId) return null;
    return {
      id: user.id,
      email: user.email ?? "",
      createdAt: new Date(user.created_at).toISOString(),
      locale: user.user_metadata?.locale === "ar" ? "ar" : "en",
      emailConfirmed: Boolean(user.email_confirmed_at),
    };
  }

  async bookingsOf(customerId: string): Promise<CustomerBookingRecord[]> {
    const answer = await this.db
      .from("bookings")
      .select(CUSTOMER_BOOKING_COLUMNS)
      .eq("customer_id", customerId)
      .order("starts_at")
      .order("id");
    return (rowsOf("bookings", answer) as BookingReceipt[]).map((row) => ({ ...toBooking(row), customerId: row.customer_id ?? null }));
  }
}
