/**
 * Data rights (UAE PDPL, Federal Decree-Law 45/2021, issue 31): what the site keeps about a person, as they
 * download it from their account page (docs/decisions/058-data-rights.md). The port reads; the service
 * keeps only the rows that name the caller, whatever an adapter answers (decision 022).
 */
import type { Backend } from "../../shared/ports";
import { ownRows } from "../../shared/ownership";
import type { CustomerBookingRecord } from "../bookings/repository";
import type { OwnedProviderRecord } from "../dashboard/repository";
import type { AccountLocale, AuthUser } from "./auth-port";

/** The account as its store keeps it. */
export interface PersonalAccountRecord {
  id: string;
  email: string;
  /** When the account was made, ISO 8601 UTC. */
  createdAt: string;
  /** The language its emails are written in. */
  locale: AccountLocale;
  emailConfirmed: boolean;
}

export interface PersonalDataRepository {
  /** The caller's own account; null when `accountId` is not the caller (hosted: the access token's user). */
  accountOf(accountId: string): Promise<PersonalAccountRecord | null>;
  /** Every booking this account made while signed in (any status, past and future), by start time. */
  bookingsOf(customerId: string): Promise<CustomerBookingRecord[]>;
}

export interface PersonalData {
  account: PersonalAccountRecord;
  bookings: CustomerBookingRecord[];
  listings: OwnedProviderRecord[];
  /** When the copy was made, ISO 8601 UTC. */
  exportedAt: string;
}

/** Everything the site keeps about the signed-in caller, and nobody else's. */
export async function personalDataOf(backend: Backend, viewer: Pick<AuthUser, "id">): Promise<PersonalData | null> {
  const [account, bookings, listings] = await Promise.all([
    backend.personalData.accountOf(viewer.id),
    backend.personalData.bookingsOf(viewer.id),
    backend.owners.providersOf(viewer.id),
  ]);
  if (!account || account.id !== viewer.id) return null;
  return {
    account,
    bookings: ownRows(viewer, bookings, (booking) => booking.customerId),
    listings: ownRows(viewer, listings, (listing) => listing.ownerId),
    exportedAt: backend.clock.now().toISOString(),
  };
}
