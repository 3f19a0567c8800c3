/**
 * Today's date in Asia/Dubai (UTC+4 all year, no daylight saving), written like '21 November 2026'.
 * A fixed offset, so the answer never depends on the server's zone or its time-zone data.
 */
const DUBAI_OFFSET_MS = 4 * 60 * 60 * 1000;

export function dubaiDateLabel(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(now.getTime() + DUBAI_OFFSET_MS),
  );
}
