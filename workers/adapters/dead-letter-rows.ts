/** A dead letter from its row, as D1's query and the hosted outbox_dead_letters() name the columns. */
import type { DeadLetter } from "../../graphql/modules/outbox/repository";

export interface DeadRow {
  id: string;
  kind: string;
  failed_to: string | null;
  last_error: string | null;
  attempts: number;
  dead_at: string;
}

export const toDeadLetter = (row: DeadRow): DeadLetter => ({
  id: row.id,
  kind: row.kind,
  recipient: row.failed_to,
  error: row.last_error ?? "",
  attempts: Number(row.attempts),
  deadAt: new Date(row.dead_at).toISOString(),
});
