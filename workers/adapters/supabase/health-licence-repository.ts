/**
 * The health licences port on Supabase (0037_health_licences.sql): reads through PostgREST (anyone may read);
 * writes through set_health_licence and verify_health_licence, which check the caller themselves.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import {
  HEALTH_LICENCE_COLUMNS,
  toHealthLicence,
  type HealthLicenceRepository,
  type HealthLicenceRow,
  type VerifyOutcome,
} from "../../../graphql/modules/clinics/repository";
import type { CheckedHealthLicence, HealthLicence } from "../../../graphql/modules/clinics/rules";
import { checked, rowsOf } from "./postgrest";

export class SupabaseHealthLicenceRepository implements HealthLicenceRepository {
  constructor(private readonly db: SupabaseClient) {}

  async forProviders(providerIds: readonly string[]): Promise<Map<string, HealthLicence>> {
    if (providerIds.length === 0) return new Map();
    const answer = await this.db
      .from("health_licences")
      .select(HEALTH_LICENCE_COLUMNS.join(","))
      .in("provider_id", [...providerIds])
      .overrideTypes<HealthLicenceRow[], { merge: false }>();
    return new Map(rowsOf("health licences", answer).map((row) => [row.provider_id, toHealthLicence(row)]));
  }

  async set(providerId: string, licence: CheckedHealthLicence): Promise<void> {
    checked(
      "set_health_licence",
      await this.db.rpc("set_health_licence", {
        p_provider_id: providerId,
        p_authority: licence.authority,
        p_number: licence.number,
        p_expires_on: licence.expiresOn,
        p_advertising_permit: licence.advertisingPermit,
      }),
    );
  }

  async awaitingVerification(limit: number): Promise<string[]> {
    const answer = await this.db
      .from("health_licences")
      .select("provider_id")
      .is("verified_on", null)
      .order("provider_id")
      .limit(limit)
      .overrideTypes<{ provider_id: string }[], { merge: false }>();
    return rowsOf("health licences awaiting verification", answer).map((row) => row.provider_id);
  }

  async verify(providerId: string, on: string): Promise<VerifyOutcome> {
    const answer = await this.db.rpc("verify_health_licence", { p_provider_id: providerId, p_on: on });
    return checked("verify_health_licence", answer).data as VerifyOutcome;
  }
}
