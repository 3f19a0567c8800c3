/**
 * The conditions every booking write on D1 re-checks as it runs (0010): the hours in force that day and
 * the person's own time. Shared by the visitors' insert and the owner's move and walk-in, each of which
 * binds its own placeholders, so all three decide by the same rule in their one statement.
 */

/** The placeholders (or columns) a statement gives the conditions. */
export interface HoursPlaceholders {
  providerId: string;
  staffId: string;
  /** 'YYYY-MM-DD' and its weekday (0 = Sunday) */
  day: string;
  weekday: string;
  /** Minutes since midnight of the start and of the end. */
  startMinute: string;
  endMinute: string;
  /** Wall times of the start and of the end. */
  startsAt: string;
  endsAt: string;
}

/**
 * No closure that day; inside the special hours of its range, or else the weekly hours; the person not
 * away and, when they have hours of their own, within them.
 */
export const hoursInForce = (p: HoursPlaceholders) => `
  NOT EXISTS (SELECT 1 FROM provider_closures WHERE provider_id = ${p.providerId} AND ${p.day} BETWEEN starts_on AND ends_on)
  AND EXISTS (
    SELECT 1 FROM (
      SELECT opens_minute, closes_minute, NULL AS last_start_minute FROM provider_special_hours
      WHERE provider_id = ${p.providerId} AND ${p.day} BETWEEN starts_on AND ends_on
      UNION ALL
      SELECT opens_minute, closes_minute, last_start_minute FROM provider_weekly_hours
      WHERE provider_id = ${p.providerId} AND weekday = ${p.weekday}
        AND NOT EXISTS (SELECT 1 FROM provider_special_hours WHERE provider_id = ${p.providerId} AND ${p.day} BETWEEN starts_on AND ends_on)
    ) AS open_hours
    WHERE ${p.startMinute} >= open_hours.opens_minute
      AND CASE WHEN open_hours.last_start_minute IS NULL THEN ${p.endMinute} <= open_hours.closes_minute
               ELSE ${p.startMinute} <= open_hours.last_start_minute END
  )
  AND NOT EXISTS (SELECT 1 FROM staff_time_off WHERE staff_id = ${p.staffId} AND starts_at < ${p.endsAt} AND ends_at > ${p.startsAt})
  AND (
    NOT EXISTS (SELECT 1 FROM staff_working_hours WHERE staff_id = ${p.staffId})
    OR EXISTS (
      SELECT 1 FROM staff_working_hours WHERE staff_id = ${p.staffId} AND weekday = ${p.weekday}
        AND ${p.startMinute} >= opens_minute AND ${p.endMinute} <= closes_minute
    )
  )`;

/** No live booking of the person (but `except`, the one being moved) within [from, to): the times already widened by the buffer. */
export const personFree = (staffId: string, from: string, to: string, except = "NULL") => `
  NOT EXISTS (
    SELECT 1 FROM bookings AS held
    WHERE held.staff_id = ${staffId} AND held.status <> 'Cancelled' AND held.starts_at < ${to} AND held.ends_at > ${from}
      AND held.id IS NOT ${except}
  )`;
