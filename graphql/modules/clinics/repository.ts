/**
 * The health licences port (docs/decisions/062-licensed-clinics.md). Local: D1, after the API asked the
 * ownership port (owner's change) or the reviewer scope (verification). Hosted: the database functions
 * set_health_licence and verify_health_licence, which check the caller themselves (0037_health_licences.sql).
 */
import type { CheckedHealthLicence, HealthLicence } from "./rules";

export type VerifyOutcome = "verified" | "expired" | "missing";

export interface HealthLicenceRepository {
  /** The licences of these providers (none for parlours or clinics that gave none). */
  forProviders(providerIds: readonly string[]): Promise<Map<string, HealthLicence>>;
  /**
   * Sets the clinic's licence (the caller owns it and it is a clinic). Any change clears the verification; the
   * same details again keep it. One statement.
   */
  set(providerId: string, licence: CheckedHealthLicence): Promise<void>;
  /** Records a reviewer's verification on `on` (Dubai's date); "expired" (nothing changed) past its expiry; "missing" when none. */
  verify(providerId: string, on: string): Promise<VerifyOutcome>;
  /** The providers whose licence awaits a reviewer (never verified, or changed since), by id; at most `limit`. */
  awaitingVerification(limit: number): Promise<string[]>;
}

/** The table's row, as both databases name its columns. */
export interface HealthLicenceRow {
  provider_id: string;
  authority: string;
  number: string;
  expires_on: string;
  advertising_permit: string | null;
  verified_on: string | null;
}

export const HEALTH_LICENCE_COLUMNS = ["provider_id", "authority", "number", "expires_on", "advertising_permit", "verified_on"] as const;

export const toHealthLicence = (row: HealthLicenceRow): HealthLicence => ({
  authority: row.authority as HealthLicence["authority"],
  number: row.number,
  expiresOn: row.expires_on,
  advertisingPermit: row.advertising_permit,
  verifiedOn: row.verified_on,
});
