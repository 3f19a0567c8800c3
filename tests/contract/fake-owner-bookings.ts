/**
 * The fake Supabase's mirror of 0025_walk_ins.sql: the owner's reschedule_booking and create_walk_in_booking,
 * as the caller (the provider's Premium owner only). The SQL itself is proven in tests/postgres/owner-changes.test.ts.
 */
import { bufferMs, canWork, withinHours } from "./fake-schedules";

type Row = Record<string, unknown>;

export const OWNER_BOOKING_RPC_PARAMETERS: Record<string, string[]> = {
  reschedule_booking: ["p_id", "p_staff_id", "p_starts_at", "p_ends_at"],
  create_walk_in_booking: [
    "p_id",
    "p_provider_id",
    "p_service_id",
    "p_staff_id",
    "p_starts_at",
    "p_ends_at",
    "p_customer_name",
    "p_customer_phone",
    "p_customer_email",
    "p_manage_token",
    "p_source",
  ],
};

/** What the functions need of the fake: its tables, its clock, who calls, and how it answers. */
export interface OwnerBookingWorld {
  tables: Record<string, Row[]>;
  bookings: Row[];
  now: number;
  /** The caller's account when signed in and on Premium; null otherwise. */
  premiumCaller: string | null;
  receipt: (row: Row) => unknown;
  recordEvent: (kind: string, subjectId: string) => void;
  /** The request's language (the locale header a trigger reads). */
  locale: "en" | "ar";
}

const DUBAI_OFFSET_MS = 4 * 3600_000;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const answer = (outcome: string, booking: unknown = null) => json(200, { outcome, booking });
const raise = (status: number, code: string, message: string) => json(status, { code, details: null, hint: null, message });

/** private.owner_time_fits and private.staff_held together: in the hours in force, performing it, working and free. */
function fits(
  world: OwnerBookingWorld,
  providerId: string,
  staffId: string,
  serviceId: string,
  startsAt: number,
  endsAt: number,
  except: unknown,
) {
  const service = world.tables.services!.find((row) => row.provider_id === providerId && row.id === serviceId);
  const local = new Date(startsAt + DUBAI_OFFSET_MS);
  const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
  const duration = (endsAt - startsAt) / 60_000;
  const buffer = bufferMs(world.tables, providerId);
  return (
    service !== undefined &&
    Number(service.duration_minutes) === duration &&
    world.tables.staff_services!.some(
      (row) => row.provider_id === providerId && row.staff_id === staffId && row.service_id === serviceId,
    ) &&
    withinHours(world.tables, providerId, local.toISOString().slice(0, 10), minutes, duration) &&
    canWork(world.tables, staffId, local.getUTCDay(), minutes, duration, startsAt, endsAt) &&
    !world.bookings.some(
      (row) =>
        row.id !== except &&
        row.staff_id === staffId &&
        row.status !== "Cancelled" &&
        (row.starts_at as number) < endsAt + buffer &&
        (row.ends_at as number) + buffer > startsAt,
    )
  );
}

const owns = (world: OwnerBookingWorld, providerId: unknown) =>
  world.premiumCaller !== null && world.tables.providers!.some((row) => row.id === providerId && row.owner_id === world.premiumCaller);

/** The Dubai date of an instant, and the provider's last bookable date. */
const dubaiDay = (instant: number) => new Date(instant + DUBAI_OFFSET_MS).toISOString().slice(0, 10);
function lastBookableDay(world: OwnerBookingWorld, providerId: unknown): string {
  const rules = world.tables.provider_booking_rules!.find((row) => row.provider_id === providerId);
  return dubaiDay(world.now + Number(rules?.window_days ?? 90) * 86_400_000);
}

export function ownerBookingRpc(world: OwnerBookingWorld, name: string, args: Row): Response {
  const startsAt = Date.parse(String(args.p_starts_at));
  const endsAt = Date.parse(String(args.p_ends_at));
  if (name === "reschedule_booking") {
    const booking = world.bookings.find((row) => row.id === args.p_id);
    if (!booking || !owns(world, booking.provider_id)) return answer("not_found");
    if (
      booking.status === "Cancelled" ||
      (booking.starts_at as number) <= world.now ||
      startsAt <= world.now ||
      dubaiDay(startsAt) > lastBookableDay(world, booking.provider_id)
    ) {
      return answer("unchanged", world.receipt(booking));
    }
    const staffId = String(args.p_staff_id);
    if (!fits(world, String(booking.provider_id), staffId, String(booking.service_id), startsAt, endsAt, booking.id))
      return answer("slot_taken");
    Object.assign(booking, { staff_id: staffId, starts_at: startsAt, ends_at: endsAt });
    world.recordEvent("booking_changed", String(booking.id));
    return answer("moved", world.receipt(booking));
  }
  // create_walk_in_booking
  if (!owns(world, args.p_provider_id)) return raise(403, "42501", "Only the provider's Premium owner enters its bookings.");
  if (args.p_source !== "walk_in" && args.p_source !== "phone") return raise(400, "22023", "A walk-in or phone booking.");
  const day = dubaiDay(startsAt);
  if (day < dubaiDay(world.now) || day > lastBookableDay(world, args.p_provider_id)) {
    return raise(400, "22023", "Today or a later date within the booking window.");
  }
  const staffId = String(args.p_staff_id);
  if (!fits(world, String(args.p_provider_id), staffId, String(args.p_service_id), startsAt, endsAt, null)) return answer("slot_taken");
  const row: Row = {
    id: args.p_id,
    provider_id: args.p_provider_id,
    service_id: args.p_service_id,
    staff_id: staffId,
    starts_at: startsAt,
    ends_at: endsAt,
    customer_name: args.p_customer_name,
    customer_phone: args.p_customer_phone,
    customer_email: args.p_customer_email || null,
    status: "Confirmed",
    idempotency_key: null,
    manage_token: args.p_manage_token,
    customer_id: null,
    source: args.p_source,
    created_at: world.now,
    locale: world.locale,
  };
  world.bookings.push(row);
  world.recordEvent("booking_created", String(row.id));
  return answer("created", world.receipt(row));
}
