/** The business registrations port (local: D1; hosted: PostgREST with row level security). */
import type { ApiLocale } from "../../shared/vocabulary-ar";
import type { BusinessType, Emirate } from "../../shared/vocabulary";
import type { CheckedHealthLicence } from "../clinics/rules";

/** A registration waits for review; a reviewer approves it (a listing) or rejects it with a reason (graphql/modules/review). */
export const REGISTRATION_STATUSES = ["Pending", "Approved", "Rejected"] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export interface NewRegistration {
  /** The account that submitted it: its owner. */
  accountId: string;
  businessName: string;
  businessType: BusinessType;
  fullAddress: string;
  emirate: Emirate;
  contactPersonName: string;
  businessEmail: string;
  /** E.164. */
  businessPhone: string;
  shortDescription: string;
  /** The private storage key of the trade licence (provider_documents/trade_licenses/…), never a public URL. */
  tradeLicensePath: string;
  logoUrl: string | null;
  /** The site the owner registered on: the review's answer is written in it (English when absent). */
  locale?: ApiLocale;
  /** A clinic's health licence, when it gave one: the listing's on approval, awaiting verification (decision 062). */
  healthLicence?: CheckedHealthLicence;
}

export interface RegistrationRecord extends NewRegistration {
  id: string;
  status: RegistrationStatus;
  /** ISO 8601, UTC. */
  submittedAt: string;
  /** The reviewer's reason, when Rejected. */
  rejectionReason: string | null;
  /** The listing made from it, when Approved. */
  providerId: string | null;
}

export interface RegistrationRepository {
  /** Stores a new registration as Pending; the caller must be its account (hosted: enforced by RLS). */
  submit(registration: NewRegistration): Promise<RegistrationRecord>;
  /** A registration by id, or null. Hosted, row level security hides other accounts' registrations. */
  byId(id: string): Promise<RegistrationRecord | null>;
}
