/**
 * The bookings port on Supabase. Visitors have no access to the bookings table (customers' details
 * are private), so all three operations are calls to SECURITY DEFINER functions
 * (workers/migrations/supabase/0001_baseline.sql, 0007_booking_client_keys.sql); create_booking is one
 * INSERT whose exclusion constraint decides every race, after the per-client and per-phone daily
 * limits are counted under advisory locks, and it replays the first booking of a reused idempotency key.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import type { StaffBusyInterval } from "../../../graphql/modules/availability/staffing";
import type {
  BookingRecord,
  BookingRepository,
  CancelOutcome,
  InsertLimits,
  CustomerBookingRecord,
  InsertOutcome,
  NewBooking,
  BookingMove,
  MoveOutcome,
  NewOwnerBooking,
  OwnerInsertOutcome,
} from "../../../graphql/modules/bookings/repository";
import { DUBAI_UTC_OFFSET_MINUTES } from "../../../graphql/shared/dubai-time";
import { bookingFromRow, minutesOn, type BookingRow } from "../booking-rows";
import { API_KEY_HEADER, checked, LOCALE_HEADER, rowsOf, SupabaseRequestError } from "./postgrest";

/** A booking as the functions return it: times are instants (timestamptz). */
export type BookingReceipt = BookingRow;

const OFFSET = `+${String(DUBAI_UTC_OFFSET_MINUTES / 60).padStart(2, "0")}:00`;

/** 'YYYY-MM-DDTHH:MM' Dubai wall time → an instant PostgreSQL reads unambiguously. */
export const dubaiInstant = (wallTime: string) => `${wallTime}:00${OFFSET}`;

/** An instant (any offset) → 'YYYY-MM-DDTHH:MM' Dubai wall time. */
export function dubaiWallTime(instant: string): string {
  return new Date(new Date(instant).getTime() + DUBAI_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16);
}

/** The local adapter's format for created_at: 'YYYY-MM-DDTHH:MM:SSZ'. */
const utcSeconds = (instant: string) => new Date(instant).toISOString().replace(/\.\d{3}Z$/, "Z");

export const toBooking = (receipt: BookingReceipt): BookingRecord => bookingFromRow(receipt, dubaiWallTime, utcSeconds);

export class SupabaseBookingRepository implements BookingRepository {
  constructor(private readonly db: SupabaseClient) {}

  async busyOn(providerId: string, date: string): Promise<StaffBusyInterval[]> {
    const answer = await this.db.rpc("staff_busy_intervals", { p_provider_id: providerId, p_day: date });
    return rowsOf<{ staff_id: string; starts_at: string; ends_at: string }>("staff_busy_intervals", answer).map((row) => ({
      staffId: row.staff_id,
      start: minutesOn(date, dubaiWallTime(row.starts_at)),
      end: minutesOn(date, dubaiWallTime(row.ends_at)),
    }));
  }

  async insertIfFree(booking: NewBooking, limits: InsertLimits): Promise<InsertOutcome> {
    const answer = await this.db
      .rpc("create_booking", {
        p_id: booking.id,
        p_provider_id: booking.providerId,
        p_service_id: booking.serviceId,
        p_starts_at: dubaiInstant(booking.startsAt),
        p_ends_at: dubaiInstant(booking.endsAt),
        p_customer_name: booking.customerName,
        p_customer_phone: booking.customerPhone,
        p_customer_email: booking.customerEmail,
        p_idempotency_key: booking.idempotencyKey,
        p_daily_limit: limits.perPhonePerDay,
        p_manage_token: booking.manageToken,
        p_staff_ids: booking.staffIds,
        p_client_address_key: booking.client.address,
        p_client_network_key: booking.client.network,
        p_client_address_limit: limits.perClientAddressPerDay,
        p_client_network_limit: limits.perClientNetworkPerDay,
      })
      // The booking's language, which a trigger reads from the request (0011_outbox.sql): create_booking keeps its arguments.
      .setHeader(LOCALE_HEADER, booking.locale ?? "en")
      // A partner app's key, which 0043's trigger records (with the app's name) when it names a key that is not revoked.
      .setHeader(API_KEY_HEADER, booking.apiKeyId ?? "");
    const result = checked("create_booking", answer).data as {
      outcome: "created" | "replayed" | "slot_taken" | "daily_limit" | "client_limit";
      booking: BookingReceipt | null;
    } | null;
    if (result?.outcome === "slot_taken" || result?.outcome === "daily_limit" || result?.outcome === "client_limit") {
      return { kind: result.outcome };
    }
    if ((result?.outcome === "created" || result?.outcome === "replayed") && result.booking) {
      return { kind: result.outcome, booking: toBooking(result.booking) };
    }
    throw new SupabaseRequestError("create_booking", answer.status, null, `unexpected answer ${JSON.stringify(result)}`);
  }

  async byIdempotencyKey(key: string): Promise<BookingRecord | null> {
    const answer = await this.db.rpc("booking_by_idempotency_key", { p_idempotency_key: key });
    const receipt = checked("booking_by_idempotency_key", answer).data as BookingReceipt | null;
    return receipt ? toBooking(receipt) : null;
  }

  async byManageToken(token: string): Promise<BookingRecord | null> {
    const answer = await this.db.rpc("booking_by_manage_token", { p_manage_token: token });
    const receipt = checked("booking_by_manage_token", answer).data as BookingReceipt | null;
    return receipt ? toBooking(receipt) : null;
  }

  async cancelByManageToken(token: string, startsAfter: string): Promise<CancelOutcome> {
    const answer = await this.db.rpc("cancel_booking_by_manage_token", {
      p_manage_token: token,
      p_starts_after: dubaiInstant(startsAfter),
    });
    return checked("cancel_booking_by_manage_token", answer).data as CancelOutcome;
  }

  async upcomingOfCustomer(customerId: string, from: string): Promise<CustomerBookingRecord[]> {
    const answer = await this.db.rpc("customer_bookings", { p_customer_id: customerId, p_from: dubaiInstant(from) });
    const receipts = (checked("customer_bookings", answer).data ?? []) as BookingReceipt[];
    return receipts.map((receipt) => ({ ...toBooking(receipt), customerId: receipt.customer_id ?? null }));
  }

  /** As the caller: reschedule_booking (0025) checks the provider's Premium owner and decides under the same locks as create_booking. */
  async moveIfFree(move: BookingMove): Promise<MoveOutcome> {
    const answer = await this.db.rpc("reschedule_booking", {
      p_id: move.id,
      p_staff_id: move.staffId,
      p_starts_at: dubaiInstant(move.startsAt),
      p_ends_at: dubaiInstant(move.endsAt),
    });
    const result = checked("reschedule_booking", answer).data as { outcome: MoveOutcome["kind"]; booking: BookingReceipt | null } | null;
    if (result?.outcome === "moved" && result.booking) return { kind: "moved", booking: toBooking(result.booking) };
    if (result?.outcome === "slot_taken" || result?.outcome === "unchanged" || result?.outcome === "not_found")
      return { kind: result.outcome };
    throw new SupabaseRequestError("reschedule_booking", answer.status, null, `unexpected answer ${JSON.stringify(result)}`);
  }

  /** As the caller: create_walk_in_booking (0025) lets only the provider's Premium owner in. */
  async insertOwnerBooking(booking: NewOwnerBooking): Promise<OwnerInsertOutcome> {
    const answer = await this.db
      .rpc("create_walk_in_booking", {
        p_id: booking.id,
        p_provider_id: booking.providerId,
        p_service_id: booking.serviceId,
        p_staff_id: booking.staffId,
        p_starts_at: dubaiInstant(booking.startsAt),
        p_ends_at: dubaiInstant(booking.endsAt),
        p_customer_name: booking.customerName,
        p_customer_phone: booking.customerPhone,
        p_customer_email: booking.customerEmail,
        p_manage_token: booking.manageToken,
        p_source: booking.source,
      })
      .setHeader(LOCALE_HEADER, booking.locale ?? "en");
    const result = checked("create_walk_in_booking", answer).data as { outcome: string; booking: BookingReceipt | null } | null;
    if (result?.outcome === "created" && result.booking) return { kind: "created", booking: toBooking(result.booking) };
    if (result?.outcome === "slot_taken") return { kind: "slot_taken" };
    throw new SupabaseRequestError("create_walk_in_booking", answer.status, null, `unexpected answer ${JSON.stringify(result)}`);
  }
}
