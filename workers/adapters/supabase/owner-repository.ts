/**
 * The owner dashboard's port on PostgREST, as the caller: row level security (0001_baseline.sql)
 * shows an account only its own providers' bookings, offers and job postings, and lets it cancel a
 * booking only on Premium.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import type { BookingRecord } from "../../../graphql/modules/bookings/repository";
import type {
  JobPostingRecord,
  NewProviderOffer,
  OwnedProviderRecord,
  OwnerRepository,
  ProviderOfferRecord,
} from "../../../graphql/modules/dashboard/repository";
import { dubaiInstant, toBooking, type BookingReceipt } from "./booking-repository";
import { rowsOf } from "./postgrest";

const OFFER_COLUMNS = "id,provider_id,title,description,active";
interface OfferRow {
  id: string;
  provider_id: string;
  title: string;
  description: string;
  active: boolean;
}
const toOffer = (row: OfferRow): ProviderOfferRecord => ({
  id: row.id,
  providerId: row.provider_id,
  title: row.title,
  description: row.description,
  active: row.active,
});

/** What an owner may read of a booking (not the customer's manage token or idempotency key). */
const BOOKING_COLUMNS =
  "id,provider_id,service_id,staff_id,starts_at,ends_at,customer_name,customer_phone,customer_email,status,created_at";

export class SupabaseOwnerRepository implements OwnerRepository {
  constructor(private readonly db: SupabaseClient) {}

  async providersOwnedBy(accountId: string): Promise<OwnedProviderRecord[]> {
    const answer = await this.db.from("providers").select("id,name").eq("owner_id", accountId).order("name").order("id");
    return rowsOf("providers", answer) as OwnedProviderRecord[];
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

  async bookingById(id: string): Promise<BookingRecord | null> {
    const answer = await this.db.from("bookings").select(BOOKING_COLUMNS).eq("id", id).limit(1);
    const [row] = rowsOf("bookings", answer) as BookingReceipt[];
    return row ? toBooking(row) : null;
  }

  async cancelBooking(id: string): Promise<BookingRecord | null> {
    const answer = await this.db
      .from("bookings")
      .update({ status: "Cancelled" })
      .eq("id", id)
      .neq("status", "Cancelled")
      .select(BOOKING_COLUMNS);
    const [row] = rowsOf("update bookings", answer) as BookingReceipt[];
    return row ? toBooking(row) : this.bookingById(id);
  }

  async offersOf(providerIds: readonly string[]): Promise<ProviderOfferRecord[]> {
    if (providerIds.length === 0) return [];
    const answer = await this.db
      .from("provider_offers")
      .select(OFFER_COLUMNS)
      .in("provider_id", [...providerIds])
      .order("created_at")
      .order("id");
    return (rowsOf("provider_offers", answer) as OfferRow[]).map(toOffer);
  }

  /** As the caller: the policy lets only the provider's Premium owner insert, and only these columns. */
  async addOffer(offer: NewProviderOffer): Promise<ProviderOfferRecord> {
    const answer = await this.db
      .from("provider_offers")
      .insert({ provider_id: offer.providerId, title: offer.title, description: offer.description, active: offer.active })
      .select(OFFER_COLUMNS);
    const [row] = rowsOf("insert into provider_offers", answer) as OfferRow[];
    if (!row) throw new Error("The offer was not stored.");
    return toOffer(row);
  }

  async jobPostingsOf(providerIds: readonly string[]): Promise<JobPostingRecord[]> {
    if (providerIds.length === 0) return [];
    const answer = await this.db
      .from("provider_job_postings")
      .select("id,provider_id,title,applicants,status")
      .in("provider_id", [...providerIds])
      .order("id");
    return (
      rowsOf("provider_job_postings", answer) as {
        id: string;
        provider_id: string;
        title: string;
        applicants: number;
        status: JobPostingRecord["status"];
      }[]
    ).map((row) => ({ id: row.id, providerId: row.provider_id, title: row.title, applicants: row.applicants, status: row.status }));
  }
}
