/** Pure helpers for the provider page and its booking flow. */
import { tabFrom } from "../ui/tabs";

/** The first number in a price text ('AED 1,200' → '1200', 'From AED 99.5' → '99.5'), or null. */
export function firstNumber(text: string): string | null {
  const match = /\d[\d,]*(?:\.\d+)?/.exec(text);
  return match ? match[0].replace(/,/g, "") : null;
}

/** The amount the confirm button names: 'AED' and the price text's first number, or null when it has none (the button then says N/A). */
export function priceAmount(priceText: string | null | undefined): string | null {
  const amount = priceText ? firstNumber(priceText) : null;
  return amount ? `AED ${amount}` : null;
}

/** Half-width in longitude (0.008°) and half-height in latitude (0.004°) of the provider page's map box. */
export const MAP_HALF_WIDTH = 0.008;
export const MAP_HALF_HEIGHT = 0.004;

export function mapEmbedUrl(latitude: number, longitude: number): string {
  const bbox = [longitude - MAP_HALF_WIDTH, latitude - MAP_HALF_HEIGHT, longitude + MAP_HALF_WIDTH, latitude + MAP_HALF_HEIGHT]
    .map((value) => value.toFixed(6))
    .join(",");
  const params = new URLSearchParams({ bbox, layer: "mapnik", marker: `${latitude.toFixed(6)},${longitude.toFixed(6)}` });
  return `https://www.openstreetmap.org/export/embed.html?${params.toString()}`;
}

/** A link that opens the provider's place on the open map (the confirmation's "Open the map"). */
export function mapLinkUrl(latitude: number, longitude: number): string {
  const [lat, lon] = [latitude.toFixed(5), longitude.toFixed(5)];
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

/** Carousel index after a step, wrapping at both ends. */
export function wrapIndex(index: number, step: number, length: number): number {
  if (length === 0) return 0;
  return (((index + step) % length) + length) % length;
}

/** Browser storage key the spec names for the last confirmed booking. */
export const LAST_BOOKING_KEY = "lastBooking";

export const PROVIDER_TABS = [
  { id: "book", label: "Book Appointment" },
  { id: "services", label: "Services" },
  { id: "about", label: "About & Reviews" },
  { id: "location", label: "Location" },
] as const;
export type ProviderTab = (typeof PROVIDER_TABS)[number]["id"];

export const parseTab = (value: string | null): ProviderTab => tabFrom(PROVIDER_TABS, value);

/** How long a typed date must stay unchanged before its times load (typing passes through 0002, 0020…). */
export const DATE_SETTLE_MS = 500;

/** What a list of times was loaded for; the booking form posts it so the server can refuse stale times. */
export function timesFor(serviceId: string | null, date: string | null, staffId: string | null = null): string {
  return `${serviceId ?? ""}/${date ?? ""}${staffId ? `/${staffId}` : ""}`;
}

/** The staff members who perform a service, in the provider's order (the professional choice lists them). */
export function performersOf<Member extends { serviceIds: readonly string[] }>(
  staff: readonly Member[],
  serviceId: string | null,
): Member[] {
  return serviceId ? staff.filter((member) => member.serviceIds.includes(serviceId)) : [];
}

/** The professional asked for, if they perform the service; otherwise null ('Any professional'). */
export function chosenPerformer<Member extends { id: string; serviceIds: readonly string[] }>(
  staff: readonly Member[],
  serviceId: string | null,
  staffId: string | null | undefined,
): Member | null {
  return performersOf(staff, serviceId).find((member) => member.id === staffId) ?? null;
}

/** The details a booking attempt sends, as one string: the same details keep the same idempotency key. */
export function bookingPayload(form: FormData): string {
  return JSON.stringify(
    ["serviceId", "staffId", "date", "time", "customerName", "customerPhone", "customerEmail"].map((name) => String(form.get(name) ?? "")),
  );
}
