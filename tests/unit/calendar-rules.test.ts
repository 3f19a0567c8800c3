// Runs under TZ=UTC and TZ=Pacific/Kiritimati (UTC+14) from package.json: Dubai's answers must not move.
import { describe, expect, it } from "vitest";
import type { BookingRecord } from "../../graphql/modules/bookings/repository";
import { DEFAULT_WEEKLY_HOURS, type OpenInterval, type WeeklyHours } from "../../graphql/modules/availability/schedule";
import {
  calendarDates,
  calendarDay,
  calendarDays,
  calendarRange,
  freeStarts,
  intersect,
  spanOn,
  subtract,
  type CalendarInputs,
} from "../../graphql/modules/calendar/rules";

// 2026-11-23 is a Monday, 2026-11-27 a Friday, 2026-11-28 a Saturday.
const MONDAY = "2026-11-23";
const at = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));
const open = (from: string, to: string, lastStart: string | null = null): OpenInterval => ({
  start: at(from),
  end: at(to),
  lastStart: lastStart ? at(lastStart) : null,
});
const span = (from: string, to: string) => ({ start: at(from), end: at(to) });

let serial = 0;
function booking(staffId: string | null, startsAt: string, endsAt: string, change: Partial<BookingRecord> = {}): BookingRecord {
  return {
    id: `b${(serial += 1)}`,
    providerId: "p",
    serviceId: "cut",
    staffId,
    startsAt,
    endsAt,
    customerName: "Mariam",
    customerPhone: "+971505550101",
    customerEmail: null,
    idempotencyKey: "k",
    manageToken: null,
    status: "Confirmed",
    createdAt: "2026-11-01T00:00:00Z",
    cancelledBy: null,
    cancellationReason: null,
    ...change,
  };
}

/** Split days: 09:00–13:00 and 16:00–22:00 every day but Friday (closed). */
const SPLIT: WeeklyHours = [0, 1, 2, 3, 4, 5, 6].map((day) => (day === 5 ? [] : [open("09:00", "13:00"), open("16:00", "22:00")]));
const inputs = (change: Partial<CalendarInputs> = {}): CalendarInputs => ({
  schedule: { weekly: SPLIT, closures: [], specialHours: [] },
  staff: [{ id: "layla" }, { id: "omar" }],
  staffHours: new Map(),
  timeOff: [],
  bookings: [],
  ...change,
});

describe("spans", () => {
  it("cuts a wall-time range to one date, clipping at midnight either side", () => {
    expect(spanOn(MONDAY, `${MONDAY}T10:00`, `${MONDAY}T11:30`)).toEqual(span("10:00", "11:30"));
    expect(spanOn(MONDAY, "2026-11-22T20:00", `${MONDAY}T02:00`)).toEqual(span("00:00", "02:00"));
    expect(spanOn(MONDAY, `${MONDAY}T22:00`, "2026-11-24T01:00")).toEqual({ start: at("22:00"), end: 24 * 60 });
    expect(spanOn(MONDAY, "2026-11-20T00:00", "2026-11-30T00:00")).toEqual({ start: 0, end: 24 * 60 });
    expect(spanOn(MONDAY, "2026-11-24T00:00", "2026-11-25T00:00")).toBeNull();
    expect(spanOn(MONDAY, "2026-11-22T10:00", `${MONDAY}T00:00`)).toBeNull();
  });

  it("intersects and subtracts", () => {
    expect(intersect([span("09:00", "13:00"), span("16:00", "22:00")], [span("12:00", "18:00")])).toEqual([
      span("12:00", "13:00"),
      span("16:00", "18:00"),
    ]);
    expect(subtract([span("09:00", "13:00")], [span("10:00", "11:00"), span("12:30", "14:00")])).toEqual([
      span("09:00", "10:00"),
      span("11:00", "12:30"),
    ]);
    expect(subtract([span("09:00", "10:00")], [span("08:00", "11:00")])).toEqual([]);
  });

  it("offers the desk a start every slot step within a free span", () => {
    expect(freeStarts(span("09:00", "10:30"), 30)).toEqual([at("09:00"), at("09:30"), at("10:00")]);
    expect(freeStarts(span("09:00", "09:15"), 30)).toEqual([at("09:00")]);
  });

  it("names a day or a week of dates and the range read for them", () => {
    expect(calendarDates(MONDAY, 1)).toEqual([MONDAY]);
    expect(calendarDates("2026-11-28", 7)).toEqual([
      "2026-11-28",
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
    ]);
    expect(calendarRange(MONDAY, 7)).toEqual({ from: `${MONDAY}T00:00`, to: "2026-11-30T00:00" });
  });
});

describe("a day of the calendar", () => {
  it("runs its time axis from the provider's own earliest opening to its latest closing, not a fixed 10–18", () => {
    const day = calendarDay(MONDAY, inputs());
    expect(day.axis).toEqual(span("09:00", "22:00"));
    expect(day.open).toEqual([span("09:00", "13:00"), span("16:00", "22:00")]);
    expect(calendarDay(MONDAY, inputs({ schedule: { weekly: DEFAULT_WEEKLY_HOURS, closures: [], specialHours: [] } })).axis).toEqual(
      span("10:00", "18:00"),
    );
  });

  it("gives each professional the provider's hours within their own, and the free time between bookings", () => {
    const omarsHours: WeeklyHours = [0, 1, 2, 3, 4, 5, 6].map(() => [open("12:00", "18:00")]);
    const cut = booking("layla", `${MONDAY}T10:00`, `${MONDAY}T11:00`);
    const day = calendarDay(MONDAY, inputs({ staffHours: new Map([["omar", omarsHours]]), bookings: [cut] }));
    const [layla, omar] = day.columns;
    expect(layla).toMatchObject({
      staffId: "layla",
      working: [span("09:00", "13:00"), span("16:00", "22:00")],
      bookings: [{ ...span("10:00", "11:00"), booking: cut }],
      free: [span("09:00", "10:00"), span("11:00", "13:00"), span("16:00", "22:00")],
    });
    expect(omar).toMatchObject({ staffId: "omar", working: [span("12:00", "13:00"), span("16:00", "18:00")], bookings: [] });
    expect(omar!.free).toEqual(omar!.working);
  });

  it("shades time off with its reason and keeps it out of the free time", () => {
    const timeOff = [
      { id: "t1", staffId: "omar", startsAt: `${MONDAY}T16:00`, endsAt: `${MONDAY}T18:00`, reason: "Dentist" },
      { id: "t2", staffId: "layla", startsAt: "2026-11-20T00:00", endsAt: "2026-11-30T00:00", reason: null },
    ];
    const [layla, omar] = calendarDay(MONDAY, inputs({ timeOff })).columns;
    expect(omar!.timeOff).toEqual([{ ...span("16:00", "18:00"), reason: "Dentist" }]);
    expect(omar!.free).toEqual([span("09:00", "13:00"), span("18:00", "22:00")]);
    expect(layla!.timeOff).toEqual([{ start: 0, end: 24 * 60, reason: null }]);
    expect(layla!.free).toEqual([]);
  });

  it("says a closure and its reason, with no working time, but still draws a booking made before it", () => {
    const closure = { id: "c", from: MONDAY, to: MONDAY, reason: "National Day" };
    const held = booking("layla", `${MONDAY}T11:00`, `${MONDAY}T12:00`);
    const day = calendarDay(MONDAY, inputs({ schedule: { weekly: SPLIT, closures: [closure], specialHours: [] }, bookings: [held] }));
    expect(day.closure).toEqual(closure);
    expect(day.open).toEqual([]);
    expect(day.columns.map((column) => column.working)).toEqual([[], []]);
    expect(day.columns[0]!.bookings.map((block) => block.booking.id)).toEqual([held.id]);
    expect(day.axis).toEqual(span("11:00", "12:00"));
    expect(calendarDay("2026-11-27", inputs()).axis).toBeNull(); // a closed Friday with nothing booked
  });

  it("uses special hours over the weekly ones, with their reason", () => {
    const ramadan = { id: "r", from: "2026-11-20", to: "2026-11-30", intervals: [open("20:00", "24:00")], reason: "Ramadan" };
    const day = calendarDay(MONDAY, inputs({ schedule: { weekly: SPLIT, closures: [], specialHours: [ramadan] } }));
    expect(day.special).toEqual(ramadan);
    expect(day.axis).toEqual({ start: at("20:00"), end: 24 * 60 });
    expect(day.columns[0]!.working).toEqual([{ start: at("20:00"), end: 24 * 60 }]);
  });

  it("widens the axis to a booking that runs past closing (a last start), and leaves cancelled bookings out", () => {
    const late = booking("omar", `${MONDAY}T21:30`, `${MONDAY}T23:00`);
    const cancelled = booking("omar", `${MONDAY}T09:00`, `${MONDAY}T10:00`, { status: "Cancelled" });
    const day = calendarDay(MONDAY, inputs({ bookings: [late, cancelled] }));
    expect(day.axis).toEqual(span("09:00", "23:00"));
    expect(day.columns[1]!.bookings.map((block) => block.booking.id)).toEqual([late.id]);
    expect(day.columns[1]!.free.at(-1)).toEqual(span("16:00", "21:30"));
  });

  it("adds a column for bookings no professional was given to, only when there are some", () => {
    expect(calendarDay(MONDAY, inputs()).columns.map((column) => column.staffId)).toEqual(["layla", "omar"]);
    const stray = booking(null, `${MONDAY}T09:00`, `${MONDAY}T09:30`);
    const columns = calendarDay(MONDAY, inputs({ bookings: [stray] })).columns;
    expect(columns.map((column) => column.staffId)).toEqual(["layla", "omar", null]);
    expect(columns[2]).toMatchObject({ working: [], free: [], bookings: [{ booking: stray }] });
  });
});

describe("a week of the calendar", () => {
  it("has seven days from the date, each with its own hours and bookings", () => {
    const saturday = booking("layla", "2026-11-28T09:00", "2026-11-28T10:00");
    const week = calendarDays("2026-11-23", 7, inputs({ bookings: [saturday] }));
    expect(week.map((day) => day.date)).toEqual(calendarDates("2026-11-23", 7));
    expect(week[4]!.open).toEqual([]); // Friday
    expect(week[5]!.columns[0]!.bookings.map((block) => block.booking.id)).toEqual([saturday.id]);
    expect(week.filter((day) => day.columns.some((column) => column.bookings.length > 0))).toHaveLength(1);
  });
});
