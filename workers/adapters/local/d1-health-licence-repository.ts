/**
 * The health licences port on D1 (0037_health_licences.sql). The API has asked the ownership port (the
 * owner's change) or the reviewer scope (verification) first; each write is one statement.
 */
import {
  HEALTH_LICENCE_COLUMNS,
  toHealthLicence,
  type HealthLicenceRepository,
  type HealthLicenceRow,
  type VerifyOutcome,
} from "../../../graphql/modules/clinics/repository";
import type { CheckedHealthLicence, HealthLicence } from "../../../graphql/modules/clinics/rules";
import { placeholders, wroteRow } from "./d1-sql";

export class D1HealthLicenceRepository implements HealthLicenceRepository {
  constructor(private readonly db: D1Database) {}

  async forProviders(providerIds: readonly string[]): Promise<Map<string, HealthLicence>> {
    if (providerIds.length === 0) return new Map();
    const { results } = await this.db
      .prepare(
        `SELECT ${HEALTH_LICENCE_COLUMNS.join(", ")} FROM health_licences WHERE provider_id IN (${placeholders(providerIds.length)})`,
      )
      .bind(...providerIds)
      .all<HealthLicenceRow>();
    return new Map(results.map((row) => [row.provider_id, toHealthLicence(row)]));
  }

  async set(providerId: string, licence: CheckedHealthLicence): Promise<void> {
    // A clinic only (the SELECT finds no parlour); the verification survives only the same details again.
    await this.db
      .prepare(
        `INSERT INTO health_licences (provider_id, authority, number, expires_on, advertising_permit, verified_on)
         SELECT id, ?2, ?3, ?4, ?5, NULL FROM providers WHERE id = ?1 AND type = 'Clinic'
         ON CONFLICT (provider_id) DO UPDATE SET
           authority = excluded.authority, number = excluded.number, expires_on = excluded.expires_on,
           advertising_permit = excluded.advertising_permit,
           verified_on = CASE
             WHEN health_licences.authority = excluded.authority AND health_licences.number = excluded.number
               AND health_licences.expires_on = excluded.expires_on
               AND health_licences.advertising_permit IS excluded.advertising_permit
             THEN health_licences.verified_on
           END`,
      )
      .bind(providerId, licence.authority, licence.number, licence.expiresOn, licence.advertisingPermit)
      .run();
  }

  async awaitingVerification(limit: number): Promise<string[]> {
    const { results } = await this.db
      .prepare("SELECT provider_id FROM health_licences WHERE verified_on IS NULL ORDER BY provider_id LIMIT ?")
      .bind(limit)
      .all<{ provider_id: string }>();
    return results.map((row) => row.provider_id);
  }

  async verify(providerId: string, on: string): Promise<VerifyOutcome> {
    const [updated, existing] = await this.db.batch([
      this.db.prepare("UPDATE health_licences SET verified_on = ?2 WHERE provider_id = ?1 AND expires_on >= ?2").bind(providerId, on),
      this.db.prepare("SELECT 1 AS found FROM health_licences WHERE provider_id = ?1").bind(providerId),
    ]);
    if (wroteRow(updated!)) return "verified";
    return existing!.results.length > 0 ? "expired" : "missing";
  }
}
