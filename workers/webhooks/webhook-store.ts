/**
 * What webhook delivery needs from the database (decision 072): the consumer's fan-out of a booking event to the
 * endpoints that receive it, the deliveries to hand to the queue, and each delivery's claim and outcome. Only the
 * Worker's background work uses it (the queue's consumer, the dispatcher after a request, the cron), never a
 * caller's request. D1's is d1-webhook-store.ts.
 */

/** What a booking event's body says of the booking (no customer contact details: the owner's app has the booking's id). */
export interface WebhookBooking {
  id: string;
  providerId: string;
  serviceId: string;
  staffId: string | null;
  status: string;
  /** COMPLETED / NO_SHOW once the visit's outcome is known; null before. */
  outcome: string | null;
  /** Dubai wall times, 'YYYY-MM-DDTHH:MM'. */
  startsAt: string;
  endsAt: string;
  createdAt: string;
}

/** A delivery claimed for one attempt: where it goes, how it is signed, and what it says. */
export interface ClaimedDelivery {
  id: string;
  url: string;
  secret: string;
  body: string;
  /** Failed attempts before this one. */
  attempts: number;
  /** The first attempt of this window (null: this is it). */
  firstAttemptAt: Date | null;
}

export interface AttemptOutcome {
  at: Date;
  status: number | null;
  error: string | null;
  /** Delivered (a 2xx), or the time of the next try, or null when the 24 hours are over (failed). */
  delivered: boolean;
  nextAttemptAt: Date | null;
  firstAttemptAt: Date;
}

export interface WebhookStore {
  booking(id: string): Promise<WebhookBooking | null>;
  /**
   * One delivery per endpoint that receives the booking's events and ticked `type` (the one selection:
   * webhook_endpoints_for_booking), once per endpoint and event however often it is asked. Returns how many it added.
   */
  fanOut(eventId: string, bookingId: string, type: string, body: string, at: Date): Promise<number>;
  /** Pending deliveries no queue message is carrying: never enqueued, or due for longer than `lostBefore` (a lost message). */
  notEnqueued(limit: number, lostBefore: Date): Promise<string[]>;
  markEnqueued(ids: string[], at: Date): Promise<void>;
  /** Claims a pending, due delivery for one attempt (null when delivered, failed, not yet due or being posted since `staleBefore`). */
  claim(id: string, at: Date, staleBefore: Date): Promise<ClaimedDelivery | null>;
  recordAttempt(id: string, outcome: AttemptOutcome): Promise<void>;
}
