/**
 * The ownership port on PostgREST, as the caller: row level security hides other accounts'
 * private rows (registrations, bookings), which then read as owned by nobody; the API refuses either way.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import type { OwnedKind, OwnershipPort } from "../../../graphql/shared/ownership";
import { ownerFrom } from "../owner-columns";
import { rowsOf } from "./postgrest";
import { UUID } from "./webhook-repository";

export class SupabaseOwnership implements OwnershipPort {
  constructor(private readonly db: SupabaseClient) {}

  async ownerOf(kind: OwnedKind, id: string): Promise<string | null> {
    // Webhook ids are uuids here: any other names nothing (PostgreSQL would refuse the comparison).
    if ((kind === "webhookEndpoint" || kind === "webhookDelivery") && !UUID.test(id)) return null;
    return ownerFrom(kind, id, async (table, column, key) => {
      const [row] = rowsOf(table, await this.db.from(table).select(column).eq("id", key).limit(1)) as unknown as Record<string, unknown>[];
      const owner = row?.[column];
      return typeof owner === "string" ? owner : null;
    });
  }
}
