/**
 * An "Add to calendar" file (iCalendar, RFC 5545) for one booking. Written here rather than taken from
 * a package: one event with six properties, and the packages that make .ics files bring validators
 * (yup) and more into the Worker for it. Times are written in UTC (Dubai is UTC+4 all year).
 */
export interface CalendarBooking {
  reference: string;
  /** Dubai wall times, 'YYYY-MM-DD' + 'HH:MM'. */
  date: string;
  time: string;
  endTime: string;
  title: string;
  location: string;
  description: string;
  /** When the file is made (an instant). */
  stamp: Date;
}

/** 'YYYY-MM-DD' + 'HH:MM' in Dubai → '20261207T060000Z'. */
export function dubaiToUtcStamp(date: string, time: string): string {
  return utcStamp(new Date(Date.parse(`${date}T${time}:00+04:00`)));
}

function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
}

/** Text values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Lines longer than 75 octets are folded: CRLF and a space (§3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  for (const character of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (encoder.encode(current + character).length > limit) {
      parts.push(current);
      current = character;
    } else current += character;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function bookingCalendarFile(booking: CalendarBooking): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//GlowUAE//Bookings//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${booking.reference}@glowuae`,
    `DTSTAMP:${utcStamp(booking.stamp)}`,
    `DTSTART:${dubaiToUtcStamp(booking.date, booking.time)}`,
    `DTEND:${dubaiToUtcStamp(booking.date, booking.endTime)}`,
    `SUMMARY:${escapeText(booking.title)}`,
    `LOCATION:${escapeText(booking.location)}`,
    `DESCRIPTION:${escapeText(booking.description)}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
