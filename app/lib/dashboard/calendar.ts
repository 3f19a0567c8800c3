/**
 * The owner's calendar page (issue #32): its address, the links between days, weeks and professionals
 * (plain links: the page works without JavaScript), and how a booking's state is said.
 */
export type CalendarView = "day" | "week";

export interface CalendarPlace {
  date: string;
  view: CalendarView;
  /** One professional only; null: everyone. */
  staff: string | null;
}

/** A listing's calendar at today's day view. */
export const calendarPath = (providerId: string) => `/dashboard/listing/${encodeURIComponent(providerId)}/calendar`;

/** /dashboard/listing/{providerId}/calendar?date=…&view=…&staff=… */
export function calendarHref(providerId: string, place: CalendarPlace): string {
  const query = new URLSearchParams({ date: place.date, view: place.view });
  if (place.staff) query.set("staff", place.staff);
  return `${calendarPath(providerId)}?${query}`;
}

/** The booking's own page (app/routes/dashboard.bookings.$bookingId.tsx): its details, history and every action. */
export const bookingHref = (bookingId: string) => `/dashboard/bookings/${encodeURIComponent(bookingId)}`;

/** The walk-in form for a professional's free time. */
export function newBookingHref(providerId: string, staffId: string, date: string, time: string): string {
  const query = new URLSearchParams({ staffId, date, time });
  return `/dashboard/listing/${encodeURIComponent(providerId)}/bookings/new?${query}`;
}

const STATE_KEYS = {
  PENDING: "statePending",
  CONFIRMED: "stateConfirmed",
  COMPLETED: "stateCompleted",
  NO_SHOW: "stateNoShow",
  CANCELLED: "stateCancelled",
} as const;

/**
 * A booking's state as the calendar says it: the key of its text, from the lifecycle's `state` (decision 063),
 * so a request, a confirmed booking, a visit that happened and a no-show each read differently.
 */
export function bookingStateKey(booking: { state: keyof typeof STATE_KEYS }) {
  return STATE_KEYS[booking.state];
}

/** Minutes since midnight of 'HH:MM' ('24:00' is 1440). */
export const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
