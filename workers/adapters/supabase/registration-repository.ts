/**
 * The business registrations port on PostgREST, as the caller: row level security
 * (0001_baseline.sql) lets an account insert only its own registrations, pointing at
 * a trade licence it uploaded itself, and read only its own.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import type { NewRegistration, RegistrationRecord, RegistrationRepository } from "../../../graphql/modules/businesses/repository";
import { REGISTRATION_COLUMNS, registrationRow, toRegistration, type RegistrationRow } from "../registration-rows";
import { LOCALE_HEADER, rowsOf } from "./postgrest";

export class SupabaseRegistrationRepository implements RegistrationRepository {
  constructor(private readonly db: SupabaseClient) {}

  async submit(registration: NewRegistration): Promise<RegistrationRecord> {
    // owner_id is the caller's, from the access token (the column's default); RLS refuses anyone else.
    const answer = await this.db
      .from("provider_registrations")
      .insert(registrationRow(registration))
      .select(REGISTRATION_COLUMNS)
      // The owner's language, which a trigger stores on the row (0011_outbox.sql): not a column they may write.
      .setHeader(LOCALE_HEADER, registration.locale ?? "en");
    const [row] = rowsOf("insert into provider_registrations", answer) as unknown as RegistrationRow[];
    if (!row || row.owner_id !== registration.accountId) throw new Error("The registration was not stored for the signed-in account.");
    return toRegistration(row);
  }

  async byId(id: string): Promise<RegistrationRecord | null> {
    const answer = await this.db.from("provider_registrations").select(REGISTRATION_COLUMNS).eq("id", id).limit(1);
    const [row] = rowsOf("provider_registrations", answer) as unknown as RegistrationRow[];
    return row ? toRegistration(row) : null;
  }
}
