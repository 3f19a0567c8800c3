import { describe, expect, it } from "vitest";
import type { BookingRecord } from "../../graphql/modules/bookings/repository";
import { closedMessage, isSameRequest } from "../../graphql/modules/bookings/service";
import { BOOKING_WINDOW_DAYS } from "../../graphql/modules/availability/slots";
import { englishOf } from "../../graphql/shared/messages";
import { validateBookingInput, type BookingInput } from "../../graphql/modules/bookings/validation";
import { BOOKING_INPUT } from "../fixtures/form-inputs";

const clean = (overrides: Partial<BookingInput> = {}) => {
  const checked = validateBookingInput({ ...BOOKING_INPUT, ...overrides });
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.value;
};
const earlier: BookingRecord = {
  id: "b-1",
  providerId: "glamour-spot",
  serviceId: "glamour-spot-haircut",
  staffId: "glamour-spot-staff-3",
  startsAt: "2026-12-07T10:00",
  endsAt: "2026-12-07T11:00",
  customerName: "Mariam Al Hashimi",
  customerPhone: "+971505550101",
  customerEmail: null,
  idempotencyKey: "rules-key-0000000001",
  manageToken: null,
  status: "Confirmed",
  createdAt: "2026-11-21T10:00:00Z",
  cancelledBy: null,
  cancellationReason: null,
};

describe("a reused idempotency key", () => {
  it("replays only the same request, compared after cleaning (spaces, phone spelling)", () => {
    expect(isSameRequest(earlier, clean())).toBe(true);
    expect(isSameRequest(earlier, clean({ customerPhone: "+971505550101", customerName: "Mariam Al Hashimi" }))).toBe(true);
  });

  it("is the same request for 'Any professional' or the professional it was given to, not for another one", () => {
    expect(isSameRequest(earlier, clean({ staffId: "" }))).toBe(true);
    expect(isSameRequest(earlier, clean({ staffId: "glamour-spot-staff-3" }))).toBe(true);
    expect(isSameRequest(earlier, clean({ staffId: "glamour-spot-staff-1" }))).toBe(false);
  });

  it("is another request when any booked detail differs", () => {
    for (const change of [
      { providerId: "barbers-hub" },
      { serviceId: "glamour-spot-manicure" },
      { date: "2026-12-08" },
      { time: "10:30" },
      { customerName: "Someone Else" },
      { customerPhone: "050 555 0102" },
      { customerEmail: "mariam@example.com" },
    ]) {
      expect(isSameRequest(earlier, clean(change)), JSON.stringify(change)).toBe(false);
    }
  });
});

describe("messages for a day without times", () => {
  it("says them by code, a closure with its reason", () => {
    expect(closedMessage("BEYOND_WINDOW")).toEqual({ code: "BOOKING_DATE_BEYOND_WINDOW", params: { days: BOOKING_WINDOW_DAYS } });
    expect(closedMessage("CLOSURE", { reason: "Eid Al Fitr" })).toEqual({ code: "BOOKING_CLOSED_FOR", params: { reason: "Eid Al Fitr" } });
    expect(englishOf(closedMessage("CLOSURE", { reason: "Eid Al Fitr" }))).toBe("Closed on this date: Eid Al Fitr");
    expect(closedMessage("CLOSURE")).toEqual({ code: "BOOKING_CLOSED_DAY", params: {} });
  });

  it.each([
    ["NO_DATE", "Please select a date first."],
    ["PAST_DATE", "This date is in the past. Please choose today or a later date."],
    ["INVALID_DATE", "Please enter a valid date."],
    ["BEYOND_WINDOW", "Bookings open up to 90 days ahead. Please choose an earlier date."],
    ["FRIDAY", "No available slots for this date, or provider is closed."],
    ["UNKNOWN_SERVICE", "No available slots for this date, or provider is closed."],
    ["UNKNOWN_STAFF", "This professional does not perform this service. Please choose another professional."],
  ] as const)("says why: past, invalid, beyond the window, or closed: %s", (reason, message) => {
    expect(englishOf(closedMessage(reason))).toBe(message);
  });
});
