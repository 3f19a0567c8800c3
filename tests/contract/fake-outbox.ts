/**
 * The fake Supabase's mirror of the outbox: the events 0011_outbox.sql's triggers record (a booking created or
 * cancelled, a registration decided) and the service-role functions of 0015_outbox_delivery.sql. The SQL
 * itself is proven on real PostgreSQL in tests/postgres/outbox-delivery.test.ts.
 */
import { randomUUID } from "node:crypto";

type Row = Record<string, unknown>;

export const OUTBOX_RPC_PARAMETERS: Record<string, string[]> = {
  outbox_not_enqueued: ["p_limit"],
  outbox_mark_enqueued: ["p_ids", "p_at"],
  outbox_record_due_reminders: ["p_after", "p_until", "p_lead_hours"],
  outbox_event: ["p_id"],
  outbox_claim: ["p_event_id", "p_recipient", "p_at", "p_stale_before"],
  outbox_mark_sent: ["p_event_id", "p_recipient", "p_at"],
  outbox_release: ["p_event_id", "p_recipient"],
  outbox_booking: ["p_id"],
  outbox_registration: ["p_id"],
  outbox_record_licence_reminders: ["p_today", "p_days_before"],
  outbox_licence_expiry: ["p_provider_id"],
  outbox_record_failure: ["p_id", "p_error", "p_failed_to", "p_at"],
  outbox_mark_dead: ["p_id", "p_at"],
  storage_removals_pending: ["p_limit"],
  storage_removals_done: ["p_keys"],
};

/** 0021's functions for reviewers (any signed-in caller may call them; they check the role themselves). */
export const DEAD_LETTER_RPC_PARAMETERS: Record<string, string[]> = {
  outbox_dead_letters: [],
  outbox_send_again: ["p_id"],
};

/** What the functions read from the rest of the fake database. */
export interface OutboxWorld {
  rows(table: string): Row[];
  emailOf(userId: unknown): string | null;
  /** The user's metadata locale (sign-up's options.data), as auth.users.raw_user_meta_data holds it. */
  localeOf(userId: unknown): string | null;
}

interface Event {
  id: string;
  kind: string;
  subject_id: string;
  dedupe_key: string | null;
  created_at: number;
  enqueued_at: number | null;
  payload: Row | null;
  status: "active" | "dead";
  attempts: number;
  last_error: string | null;
  failed_to: string | null;
  dead_at: number | null;
}

const DUBAI_OFFSET_MS = 4 * 3600_000;
/** An instant → its Dubai wall time 'YYYY-MM-DDTHH:MM', as to_char(… at time zone 'Asia/Dubai') gives it. */
const wall = (instant: number) => new Date(instant + DUBAI_OFFSET_MS).toISOString().slice(0, 16);
const instantOfWall = (text: unknown) => Date.parse(`${String(text)}:00Z`) - DUBAI_OFFSET_MS;

export class FakeOutbox {
  private readonly events: Event[] = [];
  private readonly deliveries = new Map<string, { state: "sending" | "sent"; claimedAt: number; sentAt: number | null }>();
  private serial = 0;
  /** public.booking_cancellations: who cancelled each booking and why, as the cancel recorded it. */
  private readonly cancellations = new Map<string, { cancelled_by: unknown; cancellation_reason: unknown }>();
  /** public.storage_removals (0021): keys of files whose row is gone. */
  private readonly removals = new Map<string, number>();

  constructor(private readonly world: OutboxWorld) {}

  /** What a trigger does: one event for the changed row, in the same (here: synchronous) change. */
  record(kind: string, subjectId: string, dedupeKey: string | null = null, payload: Row | null = null): boolean {
    if (dedupeKey !== null && this.events.some((event) => event.dedupe_key === dedupeKey)) return false;
    // created_at orders events; a serial keeps the order of events made in the same millisecond.
    this.events.push({
      id: randomUUID(),
      kind,
      subject_id: subjectId,
      dedupe_key: dedupeKey,
      created_at: (this.serial += 1),
      enqueued_at: null,
      payload,
      status: "active",
      attempts: 0,
      last_error: null,
      failed_to: null,
      dead_at: null,
    });
    return true;
  }

  /**
   * A booking's cancellation (0020's triggers): its event, and the record of who cancelled and why that its
   * messages are written from, kept as it was whatever later happens to the booking.
   */
  recordCancellation(booking: Row): void {
    this.record("booking_cancelled", String(booking.id));
    this.cancellations.set(String(booking.id), {
      cancelled_by: booking.cancelled_by ?? null,
      cancellation_reason: booking.cancellation_reason ?? null,
    });
  }

  /** A request declined (0024's trigger, not a cancel's message), with 0020's record of who and why. */
  recordDecline(booking: Row): void {
    this.record("booking_declined", String(booking.id));
    this.cancellations.set(String(booking.id), {
      cancelled_by: booking.cancelled_by ?? null,
      cancellation_reason: booking.cancellation_reason ?? null,
    });
  }

  /** What 0021's trigger on provider_registrations does when one is deleted: its trade licence is to be removed. */
  recordRemoval(key: string): void {
    if (!this.removals.has(key)) this.removals.set(key, (this.serial += 1));
  }

  call(name: string, args: Row): unknown {
    const key = `${String(args.p_event_id)}\u0000${String(args.p_recipient)}`;
    switch (name) {
      case "outbox_not_enqueued":
        return this.events
          .filter((event) => event.enqueued_at === null)
          .slice(0, Math.max(Number(args.p_limit), 0))
          .map(({ id, kind, subject_id }) => ({ id, kind, subject_id }));
      case "outbox_mark_enqueued":
        for (const event of this.events) {
          if ((args.p_ids as string[]).includes(event.id) && event.enqueued_at === null) event.enqueued_at = Date.parse(String(args.p_at));
        }
        return null;
      case "outbox_record_due_reminders":
        return this.recordDueReminders(args);
      case "outbox_event": {
        const event = this.events.find((row) => row.id === args.p_id);
        if (!event) return null;
        return { id: event.id, kind: event.kind, subject_id: event.subject_id, ...(event.payload ? { payload: event.payload } : {}) };
      }
      case "outbox_record_failure": {
        const event = this.events.find((row) => row.id === args.p_id);
        if (event)
          Object.assign(event, {
            attempts: event.attempts + 1,
            last_error: String(args.p_error).slice(0, 1000),
            failed_to: args.p_failed_to,
          });
        return null;
      }
      case "outbox_mark_dead": {
        const event = this.events.find((row) => row.id === args.p_id);
        if (event)
          Object.assign(event, {
            status: "dead",
            dead_at: Date.parse(String(args.p_at)),
            last_error: event.last_error ?? "Every retry failed.",
          });
        return null;
      }
      case "outbox_dead_letters":
        return this.events
          .filter((event) => event.status === "dead")
          .sort((a, b) => b.dead_at! - a.dead_at! || a.id.localeCompare(b.id))
          .slice(0, 200)
          .map((event) => ({
            id: event.id,
            kind: event.kind,
            failed_to: event.failed_to,
            last_error: event.last_error,
            attempts: event.attempts,
            dead_at: new Date(event.dead_at!).toISOString(),
          }));
      case "outbox_send_again": {
        const event = this.events.find((row) => row.id === args.p_id && row.status === "dead");
        if (!event) return false;
        Object.assign(event, { status: "active", enqueued_at: null, dead_at: null });
        return true;
      }
      case "storage_removals_pending":
        return [...this.removals]
          .sort((a, b) => a[1] - b[1])
          .slice(0, Math.max(Number(args.p_limit), 0))
          .map(([key]) => key);
      case "storage_removals_done":
        for (const key of args.p_keys as string[]) this.removals.delete(key);
        return null;
      case "outbox_claim": {
        const at = Date.parse(String(args.p_at));
        const delivery = this.deliveries.get(key);
        if (!delivery) {
          if (!this.events.some((event) => event.id === args.p_event_id)) throw new Error("outbox_deliveries_event_id_fkey");
          this.deliveries.set(key, { state: "sending", claimedAt: at, sentAt: null });
          return true;
        }
        if (delivery.state !== "sending" || delivery.claimedAt >= Date.parse(String(args.p_stale_before))) return false;
        delivery.claimedAt = at;
        return true;
      }
      case "outbox_mark_sent": {
        const delivery = this.deliveries.get(key);
        if (delivery) Object.assign(delivery, { state: "sent", sentAt: Date.parse(String(args.p_at)) });
        return null;
      }
      case "outbox_release":
        if (this.deliveries.get(key)?.state === "sending") this.deliveries.delete(key);
        return null;
      case "outbox_booking":
        return this.booking(String(args.p_id));
      case "outbox_record_licence_reminders": {
        // 0049: a licence expiring from today to today + p_days_before, once per clinic and expiry date.
        const today = String(args.p_today);
        const last = new Date(Date.parse(`${today}T00:00:00Z`) + Number(args.p_days_before) * 86_400_000).toISOString().slice(0, 10);
        let recorded = 0;
        for (const licence of this.world.rows("health_licences")) {
          const expiresOn = String(licence.expires_on);
          if (expiresOn < today || expiresOn > last) continue;
          const id = String(licence.provider_id);
          if (this.record("licence_expiring", id, `licence_expiring:${id}:${expiresOn}`, { expiresOn })) recorded += 1;
        }
        return recorded;
      }
      case "outbox_licence_expiry": {
        const licence = this.world.rows("health_licences").find((row) => row.provider_id === args.p_provider_id);
        const provider = licence && this.world.rows("providers").find((row) => row.id === licence.provider_id);
        if (!licence || !provider) return null;
        return {
          provider_id: provider.id,
          provider: provider.name,
          business_email: provider.email ?? null,
          authority: licence.authority,
          number: licence.number,
          expires_on: String(licence.expires_on),
          owner_email: this.world.emailOf(provider.owner_id),
          owner_locale: this.world.localeOf(provider.owner_id) === "ar" ? "ar" : "en",
        };
      }
      case "outbox_registration": {
        const registration = this.world.rows("provider_registrations").find((row) => row.id === args.p_id);
        if (!registration) return null;
        const { business_name, business_email, rejection_reason, provider_id, locale } = registration;
        return {
          business_name,
          business_email,
          rejection_reason,
          provider_id,
          locale: locale ?? "en",
          owner_email: this.world.emailOf(registration.owner_id),
        };
      }
    }
    throw new Error(`no outbox function ${name}`);
  }

  private recordDueReminders(args: Row): number {
    const after = instantOfWall(args.p_after);
    const until = instantOfWall(args.p_until);
    const lead = Number(args.p_lead_hours) * 3600_000;
    let recorded = 0;
    for (const booking of this.world.rows("bookings")) {
      const starts = booking.starts_at as number;
      if (booking.status !== "Confirmed" || starts <= after || starts > until || (booking.created_at as number) > starts - lead) continue;
      if (this.record("reminder_due", String(booking.id), `reminder:${String(booking.id)}:${wall(starts)}`)) recorded += 1;
    }
    return recorded;
  }

  private booking(id: string): Row | null {
    const booking = this.world.rows("bookings").find((row) => row.id === id);
    if (!booking) return null;
    const sameProvider = (row: Row) => row.provider_id === booking.provider_id;
    const provider = this.world.rows("providers").find((row) => row.id === booking.provider_id)!;
    const service = this.world.rows("services").find((row) => sameProvider(row) && row.id === booking.service_id)!;
    const staff = this.world.rows("staff").find((row) => sameProvider(row) && row.id === booking.staff_id);
    return {
      id: booking.id,
      starts_at: wall(booking.starts_at as number),
      ends_at: wall(booking.ends_at as number),
      status: booking.status,
      customer_name: booking.customer_name,
      customer_phone: booking.customer_phone,
      customer_email: booking.customer_email ?? null,
      manage_token: booking.manage_token ?? null,
      locale: booking.locale ?? "en",
      service: service.name,
      staff: staff?.name ?? null,
      provider: provider.name,
      address: provider.address,
      phone: provider.phone ?? null,
      latitude: provider.latitude,
      longitude: provider.longitude,
      business_email: provider.email ?? null,
      owner_email: this.world.emailOf(provider.owner_id),
      owner_locale: this.world.localeOf(provider.owner_id) === "ar" ? "ar" : "en",
      cancelled_by: null,
      cancellation_reason: null,
      ...this.cancellations.get(String(booking.id)),
    };
  }
}
