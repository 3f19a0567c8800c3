/** Booking rules: which slots are offered, and taking one. Resolvers stay thin; storage is the port's. */
import { availableSlots, closedReason, isOfferedSlot, type ClosedReason } from "../availability/slots";
import { formatClock, parseClock } from "../../shared/dubai-time";
import type { Backend } from "../../shared/ports";
import type { ServiceRecord } from "../providers/repository";
import type { BookingRecord } from "./repository";
import { validateBookingInput, type BookingInput, type FieldErrors } from "./validation";

export const NO_DATE_MESSAGE = "Please select a date first.";
export const NO_SLOTS_MESSAGE = "No available slots for this date, or provider is closed.";
export const SLOT_TAKEN_MESSAGE = "Sorry, that time was just taken by someone else. Please pick another time.";

export type SlotsClosedReason = ClosedReason | "UNKNOWN_SERVICE";

export interface SlotList {
  date: string | null;
  times: string[];
  closedReason: SlotsClosedReason | null;
  /** What to show when `times` is empty. */
  message: string | null;
}

async function findService(backend: Backend, providerId: string, serviceId: string): Promise<ServiceRecord | null> {
  const services = (await backend.providers.servicesFor([providerId])).get(providerId) ?? [];
  return services.find((service) => service.id === serviceId) ?? null;
}

function slotList(date: string | null, times: string[], reason: SlotsClosedReason | null): SlotList {
  const message = times.length > 0 ? null : reason === "NO_DATE" ? NO_DATE_MESSAGE : NO_SLOTS_MESSAGE;
  return { date, times, closedReason: reason, message };
}

export async function listSlots(
  backend: Backend,
  providerId: string,
  serviceId: string,
  date: string | null | undefined,
): Promise<SlotList> {
  const now = backend.clock.now();
  const reason = closedReason(date, now);
  if (reason) return slotList(date ?? null, [], reason);
  const service = await findService(backend, providerId, serviceId);
  if (!service) return slotList(date!, [], "UNKNOWN_SERVICE");
  const busy = await backend.bookings.busyOn(providerId, date!);
  return slotList(date!, availableSlots(date, now, service.durationMinutes, busy), null);
}

export type CreateBookingResult =
  | { kind: "confirmed"; booking: BookingRecord; replayed: boolean }
  | { kind: "slot_taken"; message: string; slots: SlotList }
  | { kind: "invalid"; message: string; fieldErrors: FieldErrors };

function addMinutes(date: string, time: string, minutes: number): string {
  const total = parseClock(time)! + minutes;
  // Slots end by 19:00 at the latest, so a booking never crosses midnight.
  return `${date}T${formatClock(total)}`;
}

export async function createBooking(backend: Backend, input: BookingInput, newId: () => string): Promise<CreateBookingResult> {
  const checked = validateBookingInput(input);
  if (!checked.ok) {
    return { kind: "invalid", message: "Please correct the highlighted fields.", fieldErrors: checked.errors };
  }
  const booking = checked.value;
  const earlier = await backend.bookings.byIdempotencyKey(booking.idempotencyKey);
  if (earlier) return { kind: "confirmed", booking: earlier, replayed: true };
  const service = await findService(backend, booking.providerId, booking.serviceId);
  if (!service) {
    return {
      kind: "invalid",
      message: "This service is not offered by this provider.",
      fieldErrors: { serviceId: "Please select one of this provider's services." },
    };
  }

  // The time must be a slot of that day that is not yet past. Whether it is free is decided
  // by the atomic insert alone (never check-then-insert), which also replays an earlier success.
  const now = backend.clock.now();
  if (!isOfferedSlot(booking.date, booking.time, now, service.durationMinutes)) {
    return {
      kind: "invalid",
      message: closedReason(booking.date, now) ? NO_SLOTS_MESSAGE : "That time is not available for booking.",
      fieldErrors: { time: "Please select one of the available times." },
    };
  }

  const outcome = await backend.bookings.insertIfFree({
    id: newId(),
    providerId: booking.providerId,
    serviceId: booking.serviceId,
    startsAt: `${booking.date}T${booking.time}`,
    endsAt: addMinutes(booking.date, booking.time, service.durationMinutes),
    customerName: booking.customerName,
    customerPhone: booking.customerPhone,
    customerEmail: booking.customerEmail,
    idempotencyKey: booking.idempotencyKey,
  });
  if (outcome.kind === "slot_taken") {
    return {
      kind: "slot_taken",
      message: SLOT_TAKEN_MESSAGE,
      slots: await listSlots(backend, booking.providerId, booking.serviceId, booking.date),
    };
  }
  return { kind: "confirmed", booking: outcome.booking, replayed: outcome.kind === "replayed" };
}
