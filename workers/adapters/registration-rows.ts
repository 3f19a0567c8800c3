/** provider_registrations rows ↔ records, the same for both adapters. */
import type { NewRegistration, RegistrationRecord } from "../../graphql/modules/businesses/repository";

export interface RegistrationRow {
  id: string;
  owner_id: string;
  business_name: string;
  business_type: string;
  full_address: string;
  emirate: string;
  contact_person_name: string;
  business_email: string;
  business_phone: string;
  short_description: string;
  /** The private storage key, despite the spec's column name. */
  trade_license_url: string;
  logo_url: string | null;
  status: string;
  created_at: string;
  rejection_reason: string | null;
  provider_id: string | null;
  health_authority?: string | null;
  health_licence_number?: string | null;
  health_licence_expires_on?: string | null;
  advertising_permit?: string | null;
}

export const REGISTRATION_COLUMNS =
  "id,owner_id,business_name,business_type,full_address,emirate,contact_person_name,business_email,business_phone," +
  "short_description,trade_license_url,logo_url,status,created_at,rejection_reason,provider_id," +
  "health_authority,health_licence_number,health_licence_expires_on,advertising_permit";

/**
 * The columns a submission writes, the form's fields. id, owner_id, status and created_at are
 * the database's (hosted: defaults, owner_id from the access token); the local adapter adds them.
 */
export function registrationRow(registration: NewRegistration) {
  return {
    business_name: registration.businessName,
    business_type: registration.businessType,
    full_address: registration.fullAddress,
    emirate: registration.emirate,
    contact_person_name: registration.contactPersonName,
    business_email: registration.businessEmail,
    business_phone: registration.businessPhone,
    short_description: registration.shortDescription,
    trade_license_url: registration.tradeLicensePath,
    logo_url: registration.logoUrl,
    agreed_to_terms: true,
    // A clinic's licence, only when given (decision 062).
    ...(registration.healthLicence
      ? {
          health_authority: registration.healthLicence.authority,
          health_licence_number: registration.healthLicence.number,
          health_licence_expires_on: registration.healthLicence.expiresOn,
          advertising_permit: registration.healthLicence.advertisingPermit,
        }
      : {}),
  };
}

export function toRegistration(row: RegistrationRow): RegistrationRecord {
  return {
    id: row.id,
    accountId: row.owner_id,
    businessName: row.business_name,
    businessType: row.business_type as RegistrationRecord["businessType"],
    fullAddress: row.full_address,
    emirate: row.emirate as RegistrationRecord["emirate"],
    contactPersonName: row.contact_person_name,
    businessEmail: row.business_email,
    businessPhone: row.business_phone,
    shortDescription: row.short_description,
    tradeLicensePath: row.trade_license_url,
    logoUrl: row.logo_url,
    status: row.status as RegistrationRecord["status"],
    // Both databases' instants as 'YYYY-MM-DDTHH:MM:SS.sssZ'.
    submittedAt: new Date(row.created_at).toISOString(),
    rejectionReason: row.rejection_reason ?? null,
    providerId: row.provider_id ?? null,
    ...(row.health_licence_number
      ? {
          healthLicence: {
            authority: row.health_authority as NonNullable<RegistrationRecord["healthLicence"]>["authority"],
            number: row.health_licence_number,
            expiresOn: String(row.health_licence_expires_on),
            advertisingPermit: row.advertising_permit ?? null,
          },
        }
      : {}),
  };
}
