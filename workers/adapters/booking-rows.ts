/**
 * A bookings row as both databases return it (D1 stores Dubai wall times; PostgreSQL instants),
 * turned into the port's record the same way; and the busy minutes of a day from its times.
 */
import type { BookingRecord, BookingStatus, CancelledBy } from "../../graphql/modules/bookings/repository";
import type { BookingSource } from "../../graphql/modules/bookings/owner-change-schema";
import type { BookingOutcome } from "../../graphql/modules/bookings/lifecycle";
import { parseClock } from "../../graphql/shared/dubai-time";

export interface BookingRow {
  id: string;
  provider_id: string;
  service_id: string;
  /** The staff member whose time it holds (null for bookings made before staff calendars). */
  staff_id?: string | null;
  starts_at: string;
  ends_at: string;
  customer_name: string;
  customer_phone: string;
  customer_email: string | null;
  status: BookingStatus;
  /** Absent where the reader may not see it (hosted, a provider's owner reads no customer's keys). */
  idempotency_key?: string;
  manage_token?: string | null;
  customer_id?: string | null;
  created_at: string;
  /** Absent from rows read before migration 0020's columns were selected. */
  cancelled_by?: CancelledBy | null;
  cancellation_reason?: string | null;
  /** Absent from rows read before migration 0024's columns were selected; D1 answers declined as 0 or 1. */
  outcome?: BookingOutcome | null;
  declined?: boolean | number;
  /** Absent from rows read before migration 0025's column was selected ('online' then). */
  source?: BookingSource;
  /** The partner app's name when one booked it with its key (0043); absent from rows that did not select it. */
  api_app_name?: string | null;
}

/** The record of a row, given how to read its times as Dubai wall times and its creation as UTC seconds. */
export function bookingFromRow(
  row: BookingRow,
  wallTime: (stored: string) => string,
  utcSeconds: (stored: string) => string,
): BookingRecord {
  return {
    id: row.id,
    providerId: row.provider_id,
    serviceId: row.service_id,
    staffId: row.staff_id ?? null,
    startsAt: wallTime(row.starts_at),
    endsAt: wallTime(row.ends_at),
    customerName: row.customer_name,
    customerPhone: row.customer_phone,
    customerEmail: row.customer_email,
    status: row.status,
    idempotencyKey: row.idempotency_key ?? "",
    manageToken: row.manage_token ?? null,
    createdAt: utcSeconds(row.created_at),
    cancelledBy: row.cancelled_by ?? null,
    cancellationReason: row.cancellation_reason ?? null,
    // Only when said (both optional): a booking's record reads as before 0024 until its life moves on.
    ...(row.outcome ? { outcome: row.outcome } : {}),
    ...(row.declined ? { declined: true } : {}),
    ...(row.source && row.source !== "online" ? { source: row.source } : {}),
    ...(row.api_app_name ? { appName: row.api_app_name } : {}),
  };
}

/** Minutes since midnight of a 'YYYY-MM-DDTHH:MM' wall time on `date`; other days clamp to the day's edges. */
export function minutesOn(date: string, wallTime: string): number {
  const day = wallTime.slice(0, 10);
  if (day < date) return 0;
  if (day > date) return 24 * 60;
  return parseClock(wallTime.slice(11, 16)) ?? 0;
}
