/**
 * Dead letters on the hosted backend: 0021's functions, called as the signed-in reviewer (each checks the
 * reviewer role itself, as approve_registration does).
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import type { DeadLetter, DeadLetterRepository } from "../../../graphql/modules/outbox/repository";
import { toDeadLetter, type DeadRow } from "../dead-letter-rows";
import { checked } from "./postgrest";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class SupabaseDeadLetters implements DeadLetterRepository {
  constructor(private readonly db: SupabaseClient) {}

  async list(): Promise<DeadLetter[]> {
    const rows = checked("outbox_dead_letters", await this.db.rpc("outbox_dead_letters")).data as DeadRow[];
    return rows.map(toDeadLetter);
  }

  async sendAgain(eventId: string): Promise<boolean> {
    // Event ids are uuids here: any other id names no event (and would be a type error in the function's argument).
    if (!UUID.test(eventId)) return false;
    return checked("outbox_send_again", await this.db.rpc("outbox_send_again", { p_id: eventId })).data === true;
  }
}
