/** The webhook events /developers/webhooks offers, as the API's enum names them, and their names in a delivery's body. */
export const EVENT_TYPES = [
  "BOOKING_CREATED",
  "BOOKING_CONFIRMED",
  "BOOKING_CHANGED",
  "BOOKING_CANCELLED",
  "BOOKING_COMPLETED",
  "BOOKING_NO_SHOW",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_NAMES: Record<EventType, string> = {
  BOOKING_CREATED: "booking.created",
  BOOKING_CONFIRMED: "booking.confirmed",
  BOOKING_CHANGED: "booking.changed",
  BOOKING_CANCELLED: "booking.cancelled",
  BOOKING_COMPLETED: "booking.completed",
  BOOKING_NO_SHOW: "booking.no_show",
};
