import { describe, expect, it } from "vitest";
import {
  refusalOf,
  salonChangesNow,
  stateOf,
  timeChangeRefusal,
  type BookingChange,
  type LifecycleFacts,
} from "../../graphql/modules/bookings/lifecycle";

// 2026-12-07 10:00 in Dubai is 06:00 UTC (UTC+4, no daylight saving).
const START = "2026-12-07T10:00";
const at = (dubaiWallTime: string) => new Date(Date.parse(`${dubaiWallTime}:00+04:00`));
const booking = (overrides: Partial<LifecycleFacts> = {}): LifecycleFacts => ({
  status: "Confirmed",
  outcome: null,
  startsAt: START,
  ...overrides,
});
const pending = booking({ status: "Pending" });
const cancelled = booking({ status: "Cancelled" });
const completed = booking({ outcome: "completed" });
const noShow = booking({ outcome: "no_show" });

describe("a booking's state", () => {
  it("is derived from its status and outcome", () => {
    expect(stateOf(pending)).toBe("PENDING");
    expect(stateOf(booking())).toBe("CONFIRMED");
    expect(stateOf(cancelled)).toBe("CANCELLED");
    expect(stateOf(completed)).toBe("COMPLETED");
    expect(stateOf(noShow)).toBe("NO_SHOW");
  });
});

describe("accepting and declining a request", () => {
  const before = at("2026-12-06T18:00");
  it("accepts and declines only a pending booking", () => {
    expect(refusalOf(pending, "confirm", before)).toBeNull();
    expect(refusalOf(pending, "decline", before)).toBeNull();
    for (const change of ["confirm", "decline"] as const) {
      expect(refusalOf(booking(), change, before)).toBe("NOT_PENDING");
      expect(refusalOf(completed, change, before)).toBe("NOT_PENDING");
      expect(refusalOf(cancelled, change, before)).toBe("CANCELLED");
    }
  });
  it("cannot accept a request whose time has come, but can still decline it (freeing nothing taken)", () => {
    expect(refusalOf(pending, "confirm", at(START))).toBe("STARTED");
    expect(refusalOf(pending, "decline", at("2026-12-07T12:00"))).toBeNull();
  });
});

describe("completed and no-show", () => {
  for (const change of ["complete", "markNoShow"] as const) {
    it(`${change}: only after the start time, to the minute`, () => {
      expect(refusalOf(booking(), change, at("2026-12-07T09:59"))).toBe("NOT_STARTED");
      expect(refusalOf(booking(), change, at(START))).toBeNull();
      expect(refusalOf(booking(), change, at("2026-12-09T20:00"))).toBeNull();
    });
    it(`${change}: only a confirmed booking without an outcome`, () => {
      const later = at("2026-12-07T11:00");
      expect(refusalOf(pending, change, later)).toBe("NOT_PENDING");
      expect(refusalOf(cancelled, change, later)).toBe("CANCELLED");
      expect(refusalOf(completed, change, later)).toBe("OUTCOME_RECORDED");
      expect(refusalOf(noShow, change, later)).toBe("OUTCOME_RECORDED");
    });
  }
});

describe("cancelling", () => {
  it("the customer cancels until the cut-off (two hours before the start), not after", () => {
    expect(refusalOf(booking(), "cancelByCustomer", at("2026-12-07T07:59"))).toBeNull();
    expect(refusalOf(pending, "cancelByCustomer", at("2026-12-07T07:59"))).toBeNull();
    expect(refusalOf(booking(), "cancelByCustomer", at("2026-12-07T08:00"))).toBe("CUT_OFF_PASSED");
    expect(refusalOf(cancelled, "cancelByCustomer", at("2026-12-01T08:00"))).toBe("CANCELLED");
  });
  it("the salon cancels a confirmed booking, declines a request, and never cancels one with an outcome", () => {
    expect(refusalOf(booking(), "cancelBySalon", at("2026-12-07T09:59"))).toBeNull();
    expect(refusalOf(pending, "cancelBySalon", at("2026-12-07T09:59"))).toBe("IS_REQUEST");
    expect(refusalOf(completed, "cancelBySalon", at("2026-12-07T11:00"))).toBe("OUTCOME_RECORDED");
    expect(refusalOf(cancelled, "cancelBySalon", at("2026-12-07T11:00"))).toBe("CANCELLED");
  });
});

describe("a booking's time", () => {
  it("changes only while the booking is live and has not started", () => {
    expect(timeChangeRefusal(booking(), at("2026-12-07T09:59"))).toBeNull();
    expect(timeChangeRefusal(pending, at("2026-12-07T09:59"))).toBeNull();
    expect(timeChangeRefusal(booking(), at(START))).toBe("STARTED");
    expect(timeChangeRefusal(completed, at("2026-12-07T09:00"))).toBe("OUTCOME_RECORDED");
    expect(timeChangeRefusal(cancelled, at("2026-12-07T09:00"))).toBe("CANCELLED");
    expect(refusalOf(booking(), "changeTime", at(START))).toBe("STARTED");
  });
});

describe("what the salon may do now", () => {
  it("offers only the changes the rules allow", () => {
    const morning = at("2026-12-07T09:00");
    const afternoon = at("2026-12-07T15:00");
    expect(salonChangesNow(pending, morning)).toEqual(["confirm", "decline"] satisfies BookingChange[]);
    expect(salonChangesNow(booking(), morning)).toEqual(["cancelBySalon"]);
    expect(salonChangesNow(booking(), afternoon)).toEqual(["complete", "markNoShow", "cancelBySalon"]);
    expect(salonChangesNow(completed, afternoon)).toEqual([]);
    expect(salonChangesNow(cancelled, afternoon)).toEqual([]);
  });
});
