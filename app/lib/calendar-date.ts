/** A 'YYYY-MM-DD' calendar date for people: 'full' → 'Sunday, 22 November 2026', 'long' → '22 November 2026'. */
export function formatCalendarDate(date: string, style: "full" | "long"): string {
  // A calendar date has no zone: read and print it in UTC so the server's zone never shifts it.
  return new Intl.DateTimeFormat("en-GB", { dateStyle: style, timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}
