import { describe, expect, it } from "vitest";
import {
  bookingPayload,
  chosenPerformer,
  firstNumber,
  mapEmbedUrl,
  parseTab,
  performersOf,
  priceAmount,
  timesFor,
  wrapIndex,
} from "../../app/lib/booking/booking";
import { formatCalendarDate } from "../../app/lib/booking/calendar-date";
import { isNetworkFailure } from "../../app/lib/api/network-failure";
import { itGives, itGivesFor } from "./rule-cases";

describe("confirm button amount", () => {
  itGives("names the first number of the price text, or nothing (then N/A): %j", firstNumber, [
    ["AED 250", "250"],
    ["AED 1,200 - 1,500", "1200"],
    ["From AED 99.50", "99.50"],
    ["Price on request", null],
  ]);

  it("names the first number of the price text, or nothing (then N/A)", () => {
    expect(priceAmount("AED 180")).toBe("AED 180");
    expect(priceAmount("Ask us")).toBeNull();
    expect(priceAmount(null)).toBeNull();
  });
});

describe("map frame", () => {
  it("centres a ±0.008° × ±0.004° mapnik box with a marker on the provider", () => {
    const url = new URL(mapEmbedUrl(25.2, 55.27));
    expect(url.origin + url.pathname).toBe("https://www.openstreetmap.org/export/embed.html");
    expect(url.searchParams.get("bbox")).toBe("55.262000,25.196000,55.278000,25.204000");
    expect(url.searchParams.get("layer")).toBe("mapnik");
    expect(url.searchParams.get("marker")).toBe("25.200000,55.270000");
  });
});

describe("carousel", () => {
  itGivesFor("wraps at both ends: from %i by %i of %i", wrapIndex, [
    [0, -1, 4, 3],
    [3, 1, 4, 0],
    [1, 1, 4, 2],
    [0, 1, 0, 0],
  ]);
});

describe("booking texts and tabs", () => {
  it("gives the confirmation sentence a readable date", () => {
    expect(formatCalendarDate("2026-11-22", "full")).toBe("Sunday, 22 November 2026");
  });
  it("defaults to the booking tab", () => {
    expect(parseTab(null)).toBe("book");
    expect(parseTab("location")).toBe("location");
    expect(parseTab("admin")).toBe("book");
  });
});

describe("a booking attempt", () => {
  it("names what its times were loaded for", () => {
    expect(timesFor("glamour-spot-haircut", "2026-12-07")).toBe("glamour-spot-haircut/2026-12-07");
    expect(timesFor(null, null)).toBe("/");
    // One professional's times are theirs alone.
    expect(timesFor("glamour-spot-haircut", "2026-12-07", "glamour-spot-staff-3")).toBe(
      "glamour-spot-haircut/2026-12-07/glamour-spot-staff-3",
    );
    expect(timesFor("glamour-spot-haircut", "2026-12-07", null)).toBe("glamour-spot-haircut/2026-12-07");
  });

  it("lists the professionals who perform the chosen service, and keeps a choice only while they do", () => {
    const staff = [
      { id: "layla", serviceIds: ["haircut", "threading"] },
      { id: "maricel", serviceIds: ["manicure", "threading"] },
      { id: "hannah", serviceIds: ["haircut"] },
    ];
    expect(performersOf(staff, "haircut").map((member) => member.id)).toEqual(["layla", "hannah"]);
    expect(performersOf(staff, "threading").map((member) => member.id)).toEqual(["layla", "maricel"]);
    expect(performersOf(staff, null)).toEqual([]);
    expect(chosenPerformer(staff, "haircut", "hannah")?.id).toBe("hannah");
    expect(chosenPerformer(staff, "manicure", "hannah")).toBeNull(); // another service: 'Any professional' again
    expect(chosenPerformer(staff, "haircut", "nobody")).toBeNull();
    expect(chosenPerformer(staff, "haircut", null)).toBeNull();
  });

  it("keeps one idempotency key per set of details: the same details give the same payload, any change another", () => {
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.set(name, value);
      return data;
    };
    const details = {
      serviceId: "s",
      staffId: "p",
      date: "2026-12-07",
      time: "10:00",
      customerName: "Mariam",
      customerPhone: "0501234567",
      customerEmail: "",
    };
    expect(bookingPayload(form({ ...details, idempotencyKey: "one" }))).toBe(bookingPayload(form({ ...details, idempotencyKey: "two" })));
    for (const name of Object.keys(details)) {
      expect(bookingPayload(form({ ...details, [name]: "other" })), name).not.toBe(bookingPayload(form(details)));
    }
  });

  it("tells a request that never got an answer from any other result", () => {
    expect(isNetworkFailure({ status: "network_error" })).toBe(true);
    for (const other of [undefined, null, "network_error", { status: "invalid" }, { status: "confirmed" }])
      expect(isNetworkFailure(other)).toBe(false);
  });
});
