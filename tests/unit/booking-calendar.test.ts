import { describe, expect, it } from "vitest";
import { bookingCalendarFile, dubaiToUtcStamp, escapeText, foldLine } from "../../app/lib/booking/booking-calendar";

describe("the Add to calendar file", () => {
  it("writes Dubai times as UTC, whatever the process zone", () => {
    expect(dubaiToUtcStamp("2026-12-07", "10:30")).toBe("20261207T063000Z");
    expect(dubaiToUtcStamp("2027-01-01", "02:00")).toBe("20261231T220000Z");
  });

  it("escapes text and folds long lines at 75 octets without splitting a character", () => {
    expect(escapeText("Haircut, blow-dry; a\\b\nnext")).toBe("Haircut\\, blow-dry\\; a\\\\b\\nnext");
    const long = `DESCRIPTION:${"é".repeat(60)}`;
    const folded = foldLine(long);
    for (const line of folded.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(
      folded
        .split("\r\n")
        .map((line, i) => (i === 0 ? line : line.slice(1)))
        .join(""),
    ).toBe(long);
  });

  it("is one event with CRLF line ends", () => {
    const file = bookingCalendarFile({
      reference: "GLW-7KQ2M-X9PRT",
      date: "2026-12-07",
      time: "10:30",
      endTime: "11:30",
      title: "Haircut & Blow-dry at Glamour Spot",
      location: "Villa 24, Jumeirah Beach Road, Dubai",
      description: "Booking reference GLW-7KQ2M-X9PRT",
      stamp: new Date("2026-11-21T10:00:00Z"),
    });
    expect(file.endsWith("\r\n")).toBe(true);
    expect(file.split("\r\n")).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//GlowUAE//Bookings//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "BEGIN:VEVENT",
      "UID:GLW-7KQ2M-X9PRT@glowuae",
      "DTSTAMP:20261121T100000Z",
      "DTSTART:20261207T063000Z",
      "DTEND:20261207T073000Z",
      "SUMMARY:Haircut & Blow-dry at Glamour Spot",
      "LOCATION:Villa 24\\, Jumeirah Beach Road\\, Dubai",
      "DESCRIPTION:Booking reference GLW-7KQ2M-X9PRT",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ]);
  });
});
