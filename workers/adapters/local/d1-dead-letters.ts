/** Dead letters on D1 (outbox_events, 0021_dead_letters_and_deletion.sql): the reviewer's list and "Send again". */
import type { DeadLetter, DeadLetterRepository } from "../../../graphql/modules/outbox/repository";
import { toDeadLetter, type DeadRow } from "../dead-letter-rows";

export class D1DeadLetters implements DeadLetterRepository {
  constructor(private readonly db: D1Database) {}

  async list(): Promise<DeadLetter[]> {
    const { results } = await this.db
      .prepare(
        `SELECT id, kind, failed_to, last_error, attempts, dead_at FROM outbox_events
         WHERE status = 'dead' ORDER BY dead_at DESC, id LIMIT 200`,
      )
      .all<DeadRow>();
    return results.map(toDeadLetter);
  }

  async sendAgain(eventId: string): Promise<boolean> {
    // The conditional UPDATE is the lock: only one request turns it from dead; the dispatcher then enqueues it once.
    const result = await this.db
      .prepare("UPDATE outbox_events SET status = 'active', enqueued_at = NULL, dead_at = NULL WHERE id = ?1 AND status = 'dead'")
      .bind(eventId)
      .run();
    return result.meta.changes > 0;
  }
}
