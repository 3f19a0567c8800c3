/**
 * The outbox on the hosted backend: public.outbox_events and outbox_deliveries (0011_outbox.sql) through the
 * service-role functions of 0015_outbox_delivery.sql, one PostgREST call per question, with the D1 store's
 * semantics (workers/outbox/d1-outbox-store.ts). Only the Worker's background work uses it, never a caller.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { REMINDER_LEAD_HOURS } from "../../../graphql/modules/bookings/reminders";
import {
  bookingNotice,
  licenceExpiryNotice,
  registrationNotice,
  reviewInvitationNotice,
  toEvent,
  type EventRow,
} from "../../outbox/notice-rows";
import type {
  AccountLinkNotice,
  BookingNotice,
  DeliveryFailure,
  LicenceExpiryNotice,
  OutboxEvent,
  OutboxStore,
  RegistrationNotice,
  ReviewInvitationNotice,
} from "../../outbox/outbox-store";
import { checked } from "./postgrest";

export class SupabaseOutboxStore implements OutboxStore {
  /** `service`: a client with the service-role key (the functions are granted to nobody else). */
  constructor(private readonly service: SupabaseClient) {}

  private async call<T>(name: string, args: Record<string, unknown>): Promise<T | null> {
    return checked(`outbox ${name}`, await this.service.rpc(name, args)).data as T | null;
  }

  async notEnqueued(limit: number): Promise<OutboxEvent[]> {
    return ((await this.call<EventRow[]>("outbox_not_enqueued", { p_limit: limit })) ?? []).map(toEvent);
  }

  async markEnqueued(ids: string[], at: Date): Promise<void> {
    if (ids.length > 0) await this.call("outbox_mark_enqueued", { p_ids: ids, p_at: at.toISOString() });
  }

  async recordDueReminders({ after, until }: { after: string; until: string }): Promise<number> {
    return (
      (await this.call<number>("outbox_record_due_reminders", { p_after: after, p_until: until, p_lead_hours: REMINDER_LEAD_HOURS })) ?? 0
    );
  }

  /** public.decline_unanswered_requests (0024): PostgreSQL's own clock decides, not `now`. */
  async declineUnansweredRequests(_now: Date): Promise<number> {
    return (await this.call<number>("decline_unanswered_requests", {})) ?? 0;
  }

  async recordLicenceReminders(today: string, daysBefore: number): Promise<number> {
    return (await this.call<number>("outbox_record_licence_reminders", { p_today: today, p_days_before: daysBefore })) ?? 0;
  }

  async licenceExpiry(providerId: string): Promise<LicenceExpiryNotice | null> {
    const row = await this.call<Record<string, unknown>>("outbox_licence_expiry", { p_provider_id: providerId });
    return row ? licenceExpiryNotice(row) : null;
  }

  async event(id: string): Promise<OutboxEvent | null> {
    const row = await this.call<EventRow>("outbox_event", { p_id: id });
    return row ? toEvent(row) : null;
  }

  async claim(eventId: string, recipient: string, at: Date, staleBefore: Date): Promise<boolean> {
    const args = { p_event_id: eventId, p_recipient: recipient, p_at: at.toISOString(), p_stale_before: staleBefore.toISOString() };
    return (await this.call<boolean>("outbox_claim", args)) === true;
  }

  async markSent(eventId: string, recipient: string, at: Date): Promise<void> {
    await this.call("outbox_mark_sent", { p_event_id: eventId, p_recipient: recipient, p_at: at.toISOString() });
  }

  async release(eventId: string, recipient: string): Promise<void> {
    await this.call("outbox_release", { p_event_id: eventId, p_recipient: recipient });
  }

  async recordFailure(eventId: string, { error, failedTo }: DeliveryFailure, at: Date): Promise<void> {
    await this.call("outbox_record_failure", { p_id: eventId, p_error: error, p_failed_to: failedTo, p_at: at.toISOString() });
  }

  async markDead(eventId: string, at: Date): Promise<void> {
    await this.call("outbox_mark_dead", { p_id: eventId, p_at: at.toISOString() });
  }

  async pendingRemovals(limit: number): Promise<string[]> {
    return (await this.call<string[]>("storage_removals_pending", { p_limit: limit })) ?? [];
  }

  async removalsDone(keys: string[]): Promise<void> {
    if (keys.length > 0) await this.call("storage_removals_done", { p_keys: keys });
  }

  async booking(id: string): Promise<BookingNotice | null> {
    const row = await this.call<Record<string, unknown>>("outbox_booking", { p_id: id });
    return row ? bookingNotice(row) : null;
  }

  /**
   * Hosted, Supabase Auth sends the verification and password-reset emails itself (decision 052): no
   * account link event is ever written to this outbox, so there is never one to read.
   */
  async accountLink(): Promise<AccountLinkNotice | null> {
    return null;
  }

  async reviewInvitation(bookingId: string, tokenHash: string): Promise<ReviewInvitationNotice | null> {
    const row = await this.call<Record<string, unknown>>("review_invitation", { p_booking_id: bookingId, p_token_hash: tokenHash });
    return row ? reviewInvitationNotice(row as Record<string, string | null>) : null;
  }

  async registration(id: string): Promise<RegistrationNotice | null> {
    const row = await this.call<Record<string, unknown>>("outbox_registration", { p_id: id });
    return row ? registrationNotice(row) : null;
  }
}
