/**
 * The owner's time in the API (issue #30): a provider's weekly hours and closures, a staff member's own
 * hours, and the owners' mutations that change them (schedule-mutations.ts).
 */
import { builder } from "../../builder";
import { formatClock } from "../../shared/dubai-time";
import type { Closure, OpenInterval } from "./schedule";

export const ProviderClosure = builder.objectRef<Closure>("ProviderClosure").implement({
  description: "Dates a provider is closed (a public holiday, Eid, a private event), with the reason shown to visitors.",
  fields: (t) => ({
    id: t.exposeID("id"),
    from: t.exposeString("from", { description: "The first closed date, 'YYYY-MM-DD' (Asia/Dubai)." }),
    to: t.exposeString("to", { description: "The last closed date, 'YYYY-MM-DD' (the same as `from` for one day)." }),
    reason: t.exposeString("reason", { nullable: true }),
  }),
});

export const OpenIntervalRef = builder.objectRef<OpenInterval>("OpenInterval").implement({
  description: "Open from `opens` to `closes` (Asia/Dubai wall clock, 'HH:MM'; '24:00' is midnight).",
  fields: (t) => ({
    opens: t.string({ resolve: (interval) => formatClock(interval.start) }),
    closes: t.string({ resolve: (interval) => formatClock(interval.end) }),
    lastStart: t.string({
      nullable: true,
      description: "The last start time when services may run past closing ('last appointment'); null: a service ends by closing.",
      resolve: (interval) => (interval.lastStart === null ? null : formatClock(interval.lastStart)),
    }),
  }),
});
