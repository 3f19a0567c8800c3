/**
 * The owner dashboard's port on PostgREST, as the caller: row level security (0001_baseline.sql)
 * shows an account only its own providers' bookings, offers and job postings, and lets it cancel a
 * booking only on Premium.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import type { BookingRecord } from "../../../graphql/modules/bookings/repository";
import type {
  BookingHistoryRecord,
  NewProviderOffer,
  OwnerBookingChange,
  OwnedProviderRecord,
  OwnerDashboardRecords,
  OwnerRepository,
  ProviderOfferRecord,
} from "../../../graphql/modules/dashboard/repository";
import type { RegistrationRecord } from "../../../graphql/modules/businesses/repository";
import { PROVIDER_OFFERS, type ProviderItems, type ProviderOfferRow } from "../dashboard-rows";
import { REGISTRATION_COLUMNS, toRegistration, type RegistrationRow } from "../registration-rows";
import { dubaiInstant, dubaiWallTime, toBooking, type BookingReceipt } from "./booking-repository";
import { HISTORY_COLUMNS, historyFromRow, type HistoryRow } from "../history-rows";
import { checked, rowsOf } from "./postgrest";

/** What an owner may read of a booking (not the customer's manage token or idempotency key). */
const BOOKING_COLUMNS =
  "id,provider_id,service_id,staff_id,starts_at,ends_at,customer_name,customer_phone,customer_email,status,created_at,cancelled_by,cancellation_reason,outcome,declined,source,api_app_name";

export class SupabaseOwnerRepository implements OwnerRepository {
  constructor(private readonly db: SupabaseClient) {}

  /**
   * Two steps: the account's providers and registrations, then those providers' bookings and offers (PostgREST
   * filters an embedded list by neither status nor time), each naming the owner its provider's row names.
   */
  async dashboardOf(accountId: string, from: string, to: string): Promise<OwnerDashboardRecords> {
    const [providers, registrations] = await Promise.all([this.providersOf(accountId), this.registrationsOf(accountId)]);
    const ownerOf = new Map(providers.map((provider) => [provider.id, provider.ownerId]));
    const ids = providers.map((provider) => provider.id);
    const [bookings, offers] = await Promise.all([
      this.bookingsOf(ids, from, to),
      this.itemsOf(PROVIDER_OFFERS, ids, ["created_at", "id"]),
    ]);
    const named = <T extends { providerId: string }>(row: T) => ({ ownerId: ownerOf.get(row.providerId) ?? null, row });
    return { providers, registrations, bookings: bookings.map(named), offers: offers.map(named) };
  }

  async providersOf(accountId: string): Promise<OwnedProviderRecord[]> {
    const answer = await this.db.from("providers").select("id,name,owner_id").eq("owner_id", accountId).order("name").order("id");
    const rows = rowsOf("providers", answer) as { id: string; name: string; owner_id: string | null }[];
    return rows.map((row) => ({ id: row.id, name: row.name, ownerId: row.owner_id }));
  }

  /** Row level security shows the caller only their own registrations. */
  private async registrationsOf(accountId: string): Promise<RegistrationRecord[]> {
    const answer = await this.db
      .from("provider_registrations")
      .select(REGISTRATION_COLUMNS)
      .eq("owner_id", accountId)
      .order("created_at", { ascending: false })
      .order("id");
    return (rowsOf("provider_registrations", answer) as unknown as RegistrationRow[]).map(toRegistration);
  }

  async bookingsOf(providerIds: readonly string[], from: string, to: string): Promise<BookingRecord[]> {
    if (providerIds.length === 0) return [];
    const answer = await this.db
      .from("bookings")
      .select(BOOKING_COLUMNS)
      .in("provider_id", [...providerIds])
      .neq("status", "Cancelled")
      .gte("starts_at", dubaiInstant(from))
      .lt("starts_at", dubaiInstant(to))
      .order("starts_at")
      .order("id");
    return (rowsOf("bookings", answer) as BookingReceipt[]).map(toBooking);
  }

  async cancelledBookingsOf(providerIds: readonly string[], from: string, to: string, limit: number): Promise<BookingRecord[]> {
    if (providerIds.length === 0) return [];
    const answer = await this.db
      .from("bookings")
      .select(BOOKING_COLUMNS)
      .in("provider_id", [...providerIds])
      .eq("status", "Cancelled")
      .gte("starts_at", dubaiInstant(from))
      .lt("starts_at", dubaiInstant(to))
      .order("starts_at")
      .order("id")
      .limit(limit);
    return (rowsOf("bookings", answer) as BookingReceipt[]).map(toBooking);
  }

  async bookingById(id: string): Promise<BookingRecord | null> {
    const answer = await this.db.from("bookings").select(BOOKING_COLUMNS).eq("id", id).limit(1);
    const [row] = rowsOf("bookings", answer) as BookingReceipt[];
    return row ? toBooking(row) : null;
  }

  /** Who cancelled is not the caller's to write: the database names the salon (0020_who_cancelled.sql). */
  async cancelBooking(id: string, reason: string | null): Promise<BookingRecord | null> {
    const answer = await this.db
      .from("bookings")
      .update({ status: "Cancelled", cancellation_reason: reason })
      .eq("id", id)
      .neq("status", "Cancelled")
      // A visit's outcome stays (0024): a completed or missed booking is not cancelled.
      .is("outcome", null)
      .select(BOOKING_COLUMNS);
    const [row] = rowsOf("update bookings", answer) as BookingReceipt[];
    return row ? toBooking(row) : this.bookingById(id);
  }

  /**
   * change_booking_state (0024): as the caller, on any plan; the function asks owns_provider and the rule
   * itself, against the database's clock (`now` is D1's), and answers the id or null.
   */
  async changeBookingState(id: string, change: OwnerBookingChange, reason: string | null): Promise<BookingRecord | null> {
    const answer = await this.db.rpc("change_booking_state", { p_booking_id: id, p_change: change, p_reason: reason });
    const changed = checked("change_booking_state", answer).data as string | null;
    return changed ? this.bookingById(changed) : null;
  }

  /** Row level security shows the history to the booking's provider's owner only. */
  async bookingHistory(id: string): Promise<BookingHistoryRecord[]> {
    const answer = await this.db.from("booking_history").select(HISTORY_COLUMNS).eq("booking_id", id).order("id");
    const utc = (at: string) => new Date(at).toISOString();
    return (rowsOf("booking_history", answer) as unknown as HistoryRow[]).map((row) => historyFromRow(row, utc, dubaiWallTime));
  }

  /** As the caller: the policy lets only the provider's Premium owner insert, and only these columns. */
  async addOffer(offer: NewProviderOffer): Promise<ProviderOfferRecord> {
    const answer = await this.db
      .from(PROVIDER_OFFERS.table)
      .insert({ provider_id: offer.providerId, title: offer.title, description: offer.description, active: offer.active })
      .select(PROVIDER_OFFERS.columns)
      .overrideTypes<ProviderOfferRow[], { merge: false }>();
    const [row] = rowsOf("insert into provider_offers", answer);
    if (!row) throw new Error("The offer was not stored.");
    return PROVIDER_OFFERS.toRecord(row);
  }

  /** These providers' items of one table, ordered by `order`'s columns. */
  private async itemsOf<Row, Item>(
    items: ProviderItems<Row, Item>,
    providerIds: readonly string[],
    order: readonly string[],
  ): Promise<Item[]> {
    if (providerIds.length === 0) return [];
    let query = this.db
      .from(items.table)
      .select(items.columns)
      .in("provider_id", [...providerIds]);
    for (const column of order) query = query.order(column);
    const answer = await query.overrideTypes<Row[], { merge: false }>();
    return rowsOf(items.table, answer).map(items.toRecord);
  }
}
