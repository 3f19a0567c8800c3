/**
 * Dead letters: the outbox's events whose every retry failed, marked dead by the dead-letter queue's consumer
 * (docs/decisions/060-dead-letters-and-deletion-follow-ups.md). Reviewers see them and send one again.
 */

export interface DeadLetter {
  /** The event's id. */
  id: string;
  /** What it tells: booking_created, account_deleted … (the outbox's event kinds). */
  kind: string;
  /** The addresses whose send failed last time (comma-separated); null when it failed before any send. */
  recipient: string | null;
  error: string;
  attempts: number;
  /** When the dead-letter queue had it (ISO 8601). */
  deadAt: string;
}

export interface DeadLetterRepository {
  /** Dead events, newest first (at most 200). Reviewers only: the API checks; hosted, the database too. */
  list(): Promise<DeadLetter[]>;
  /**
   * Makes a dead event active and not enqueued, so the Worker enqueues it (once: the request's dispatcher, or the
   * sweep). One conditional write decides: true for the call that did it, false when it was not dead (sent again
   * already, or no such event). Messages already sent for it stay sent (their delivery records).
   */
  sendAgain(eventId: string): Promise<boolean>;
}
