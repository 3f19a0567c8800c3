/**
 * A booking's and a registration's notice from a database row, as both outbox stores read them (D1's query
 * and the hosted backend's outbox_booking / outbox_registration functions name their columns alike).
 */
import type { BookingNotice, LicenceExpiryNotice, Locale, OutboxEvent, RegistrationNotice, ReviewInvitationNotice } from "./outbox-store";

type Row = Record<string, unknown>;

const textOf = (row: Row, name: string) => (row[name] === null || row[name] === undefined ? null : String(row[name]));
const localeOf = (value: unknown): Locale => (value === "ar" ? "ar" : "en");

export interface EventRow {
  id: string;
  kind: OutboxEvent["kind"];
  subject_id: string;
  /** JSON text on D1, JSON itself from PostgREST; absent when the event has none. */
  payload?: unknown;
}
export function toEvent(row: EventRow): OutboxEvent {
  const payload = typeof row.payload === "string" ? (JSON.parse(row.payload) as unknown) : row.payload;
  return { id: row.id, kind: row.kind, subjectId: row.subject_id, ...(payload === null || payload === undefined ? {} : { payload }) };
}

export function bookingNotice(row: Row): BookingNotice {
  return {
    reference: String(row.id),
    startsAt: String(row.starts_at),
    endsAt: textOf(row, "ends_at") ?? String(row.starts_at),
    cancelled: row.status === "Cancelled",
    customerName: String(row.customer_name),
    customerPhone: String(row.customer_phone),
    customerEmail: textOf(row, "customer_email"),
    manageToken: textOf(row, "manage_token"),
    locale: localeOf(row.locale),
    service: String(row.service),
    staff: textOf(row, "staff"),
    provider: {
      name: String(row.provider),
      address: String(row.address),
      phone: textOf(row, "phone"),
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
    },
    ownerEmail: textOf(row, "owner_email"),
    businessEmail: textOf(row, "business_email"),
    ownerLocale: localeOf(row.owner_locale),
    cancelledBy: row.cancelled_by === "customer" || row.cancelled_by === "salon" ? row.cancelled_by : null,
    cancellationReason: textOf(row, "cancellation_reason"),
  };
}

export function registrationNotice(row: Row): RegistrationNotice {
  return {
    businessName: String(row.business_name),
    businessEmail: String(row.business_email),
    rejectionReason: textOf(row, "rejection_reason"),
    providerId: textOf(row, "provider_id"),
    locale: localeOf(row.locale),
    ownerEmail: textOf(row, "owner_email"),
  };
}

export function reviewInvitationNotice(row: Row): ReviewInvitationNotice {
  return {
    customerName: String(row.customer_name),
    customerEmail: textOf(row, "customer_email"),
    locale: localeOf(row.locale),
    provider: String(row.provider),
    service: String(row.service),
  };
}

export function licenceExpiryNotice(row: Row): LicenceExpiryNotice {
  return {
    provider: String(row.provider),
    providerId: String(row.provider_id),
    authority: String(row.authority),
    number: String(row.number),
    expiresOn: String(row.expires_on),
    ownerEmail: textOf(row, "owner_email"),
    businessEmail: textOf(row, "business_email"),
    ownerLocale: localeOf(row.owner_locale),
  };
}
