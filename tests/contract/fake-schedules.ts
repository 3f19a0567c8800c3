/**
 * The fake Supabase's mirror of 0010_owner_schedules.sql: the owners' schedule functions (as the caller:
 * the owner-only policies), the time off visitors may learn, the default week of a new provider, and
 * create_booking's check of the hours in force. The SQL itself is proven in tests/postgres/schedules.test.ts.
 */
import { fitsIn, hoursOn } from "../../graphql/modules/availability/schedule";
import { schedulesFromRows, weeklyFromRows } from "../../workers/adapters/schedule-rows";

type Row = Record<string, unknown>;

export const SCHEDULE_RPC_PARAMETERS: Record<string, string[]> = {
  staff_time_off_between: ["p_provider_id", "p_from", "p_to"],
  set_weekly_hours: ["p_provider_id", "p_hours"],
  set_special_hours: ["p_provider_id", "p_from", "p_to", "p_intervals", "p_reason"],
  set_staff_schedule: ["p_provider_id", "p_staff_id", "p_hours"],
  add_closure: ["p_provider_id", "p_id", "p_from", "p_to", "p_reason"],
  remove_closure: ["p_provider_id", "p_id"],
  add_staff_time_off: ["p_provider_id", "p_id", "p_staff_id", "p_starts_at", "p_ends_at", "p_reason"],
  remove_staff_time_off: ["p_provider_id", "p_id"],
  set_booking_rules: ["p_provider_id", "p_slot_step", "p_notice", "p_window", "p_buffer"],
  set_booking_confirmation: ["p_provider_id", "p_confirm", "p_answer_window_hours"],
};

/** The schedule tables the sample data does not fill. */
export const EMPTY_SCHEDULE_TABLES = ["provider_closures", "provider_special_hours", "staff_working_hours", "staff_time_off"];
/** Readable by anyone (staff_time_off is not). */
export const PUBLIC_SCHEDULE_TABLES = ["provider_closures", "provider_special_hours", "staff_working_hours"];

/** The default week and rules a new provider gets (the providers trigger). */
export function addDefaultSchedule(tables: Record<string, Row[]>, providerId: string): void {
  for (const weekday of [0, 1, 2, 3, 4, 6]) {
    tables.provider_weekly_hours!.push({
      provider_id: providerId,
      weekday,
      opens_minute: 600,
      closes_minute: 1080,
      last_start_minute: 1050,
    });
  }
  tables.provider_booking_rules!.push({
    provider_id: providerId,
    slot_step_minutes: 30,
    minimum_notice_minutes: 0,
    window_days: 90,
    buffer_minutes: 0,
    confirm_each_booking: false,
    answer_window_hours: 12,
  });
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const refused = () => json(403, { code: "42501", details: null, hint: null, message: "new row violates row-level security policy" });
const intervalRows = (list: unknown) => list as { weekday?: number; opens: number; closes: number }[];

/** The schedule functions: an owner's own provider only (anyone else: 42501, as RLS refuses their rows). */
export function scheduleRpc(tables: Record<string, Row[]>, callerId: string | null, name: string, args: Row): Response {
  const providerId = args.p_provider_id;
  if (name === "staff_time_off_between") {
    const [from, to] = [Date.parse(String(args.p_from)), Date.parse(String(args.p_to))];
    const rows = tables.staff_time_off!.filter(
      (row) => row.provider_id === providerId && (row.starts_at as number) < to && (row.ends_at as number) > from,
    );
    return json(
      200,
      rows.map((row) => ({
        id: row.id,
        staff_id: row.staff_id,
        starts_at: new Date(row.starts_at as number).toISOString(),
        ends_at: new Date(row.ends_at as number).toISOString(),
      })),
    );
  }
  const owns = tables.providers!.some((row) => row.id === providerId && callerId !== null && row.owner_id === callerId);
  if (!owns) return refused();
  const isStaff = tables.staff!.some((row) => row.id === args.p_staff_id && row.provider_id === providerId);
  const keep = (table: string, drop: (row: Row) => boolean) => {
    const before = tables[table]!.length;
    tables[table] = tables[table]!.filter((row) => !drop(row));
    return tables[table]!.length < before;
  };
  switch (name) {
    case "set_weekly_hours": {
      // As 0018: an interval sent unchanged keeps its row (and its last start); the rest is replaced.
      const sent = intervalRows(args.p_hours);
      const same = (row: Row, entry: (typeof sent)[number]) =>
        row.weekday === entry.weekday && row.opens_minute === entry.opens && row.closes_minute === entry.closes;
      keep("provider_weekly_hours", (row) => row.provider_id === providerId && !sent.some((entry) => same(row, entry)));
      const kept = tables.provider_weekly_hours!.filter((row) => row.provider_id === providerId);
      for (const row of sent.filter((entry) => !kept.some((existing) => same(existing, entry)))) {
        tables.provider_weekly_hours!.push({
          provider_id: providerId,
          weekday: row.weekday,
          opens_minute: row.opens,
          closes_minute: row.closes,
          last_start_minute: null,
        });
      }
      return new Response(null, { status: 204 });
    }
    case "set_special_hours":
      keep(
        "provider_special_hours",
        (row) => row.provider_id === providerId && String(row.starts_on) <= String(args.p_to) && String(row.ends_on) >= String(args.p_from),
      );
      for (const row of intervalRows(args.p_intervals)) {
        tables.provider_special_hours!.push({
          provider_id: providerId,
          starts_on: args.p_from,
          ends_on: args.p_to,
          opens_minute: row.opens,
          closes_minute: row.closes,
          reason: args.p_reason,
        });
      }
      return new Response(null, { status: 204 });
    case "set_staff_schedule":
      keep("staff_working_hours", (row) => row.provider_id === providerId && row.staff_id === args.p_staff_id);
      if (isStaff) {
        for (const row of intervalRows(args.p_hours)) {
          tables.staff_working_hours!.push({
            provider_id: providerId,
            staff_id: args.p_staff_id,
            weekday: row.weekday,
            opens_minute: row.opens,
            closes_minute: row.closes,
          });
        }
      }
      return json(200, isStaff);
    case "add_closure":
      tables.provider_closures!.push({
        id: args.p_id,
        provider_id: providerId,
        starts_on: args.p_from,
        ends_on: args.p_to,
        reason: args.p_reason,
      });
      return new Response(null, { status: 204 });
    case "remove_closure":
      return json(
        200,
        keep("provider_closures", (row) => row.provider_id === providerId && row.id === args.p_id),
      );
    case "add_staff_time_off":
      if (isStaff) {
        tables.staff_time_off!.push({
          id: args.p_id,
          provider_id: providerId,
          staff_id: args.p_staff_id,
          starts_at: Date.parse(String(args.p_starts_at)),
          ends_at: Date.parse(String(args.p_ends_at)),
          reason: args.p_reason,
        });
      }
      return json(200, isStaff);
    case "set_booking_rules": {
      // An upsert of these four columns (0012): the confirmation setting (0024) stays as it was.
      const kept = tables.provider_booking_rules!.find((row) => row.provider_id === providerId);
      keep("provider_booking_rules", (row) => row.provider_id === providerId);
      tables.provider_booking_rules!.push({
        confirm_each_booking: false,
        answer_window_hours: 12,
        ...kept,
        provider_id: providerId,
        slot_step_minutes: args.p_slot_step,
        minimum_notice_minutes: args.p_notice,
        window_days: args.p_window,
        buffer_minutes: args.p_buffer,
      });
      return new Response(null, { status: 204 });
    }
    case "set_booking_confirmation": {
      // 0024: an upsert of the two columns, the rest of the rules as they were (or their defaults).
      const kept = tables.provider_booking_rules!.find((row) => row.provider_id === providerId);
      keep("provider_booking_rules", (row) => row.provider_id === providerId);
      tables.provider_booking_rules!.push({
        slot_step_minutes: 30,
        minimum_notice_minutes: 0,
        window_days: 90,
        buffer_minutes: 0,
        ...kept,
        provider_id: providerId,
        confirm_each_booking: args.p_confirm,
        answer_window_hours: args.p_answer_window_hours,
      });
      return new Response(null, { status: 204 });
    }
    case "remove_staff_time_off":
      return json(
        200,
        keep("staff_time_off", (row) => row.provider_id === providerId && row.id === args.p_id),
      );
  }
  return json(501, { message: `The fake does not implement ${name}` });
}

/** A provider's schedule as its rows hold it. */
export function scheduleOf(tables: Record<string, Row[]>, providerId: string) {
  return schedulesFromRows([providerId], {
    weekly: tables.provider_weekly_hours as never,
    closures: tables.provider_closures as never,
    special: tables.provider_special_hours as never,
    rules: tables.provider_booking_rules as never,
  }).get(providerId)!;
}

/**
 * As private.create_booking_for_staff (0010): is the time inside the hours in force (a Dubai `date`,
 * start and duration in minutes)? And which candidates are neither away nor outside their own hours?
 * And the provider's buffer, kept free after each of a person's bookings.
 */
export function withinHours(tables: Record<string, Row[]>, providerId: string, date: string, start: number, duration: number): boolean {
  const schedule = scheduleOf(tables, providerId);
  const hours = hoursOn(schedule, date);
  if (hours.kind !== "open") return false;
  const step = schedule.rules.slotStepMinutes;
  return hours.intervals.some((interval) => (start - interval.start) % step === 0 && fitsIn([interval], start, duration));
}

export function canWork(
  tables: Record<string, Row[]>,
  staffId: string,
  weekday: number,
  start: number,
  duration: number,
  from: number,
  to: number,
): boolean {
  const away = tables.staff_time_off!.some(
    (row) => row.staff_id === staffId && (row.starts_at as number) < to && (row.ends_at as number) > from,
  );
  if (away) return false;
  const own = tables.staff_working_hours!.filter((row) => row.staff_id === staffId) as never[];
  return own.length === 0 || fitsIn(weeklyFromRows(own)[weekday]!, start, duration);
}

/** The provider's buffer after each booking, in milliseconds (provider_booking_rules, as the function reads it). */
export function bufferMs(tables: Record<string, Row[]>, providerId: string): number {
  const rules = tables.provider_booking_rules!.find((row) => row.provider_id === providerId);
  return Number(rules?.buffer_minutes ?? 0) * 60_000;
}

/** provider_booking_rules.confirm_each_booking (0024), as 0039's trigger reads it for an online booking. */
export function confirmsEach(tables: Record<string, Row[]>, providerId: string): boolean {
  return Boolean(tables.provider_booking_rules!.find((row) => row.provider_id === providerId)?.confirm_each_booking);
}
