/** The providers port: what the GraphQL layer asks of any directory store. */
import type { Page } from "../../shared/pagination";
import type { Emirate, ProviderType } from "../../shared/vocabulary";
import type { StaffServiceRecord } from "../availability/staffing";

export interface ProviderRecord {
  id: string;
  name: string;
  type: ProviderType;
  emirate: Emirate;
  location: string;
  address: string;
  /** The average of customers' ratings; null until a customer rates it (a new listing). */
  rating: number | null;
  about: string;
  phone: string | null;
  email: string | null;
  openingHours: string;
  latitude: number;
  longitude: number;
  /**
   * Child lists an adapter already read with the provider (same round trip). Resolvers use them
   * instead of asking the batch loaders; a missing list is loaded as usual.
   */
  prefetched?: ProviderChildren;
}

export interface ProviderChildren {
  images?: ProviderImageRecord[];
  services?: ServiceRecord[];
  staff?: StaffRecord[];
  reviews?: ReviewRecord[];
  staffServices?: StaffServiceRecord[];
}

export interface ProviderImageRecord {
  url: string;
  alt: string;
}

export interface ServiceRecord {
  id: string;
  providerId: string;
  name: string;
  priceAed: number;
  durationMinutes: number;
}

export interface StaffRecord {
  id: string;
  name: string;
  title: string;
  imageUrl: string;
}

export interface ReviewRecord {
  id: string;
  userName: string;
  rating: number;
  comment: string;
}

export interface ProviderFilter {
  type?: ProviderType | null;
  emirate?: Emirate | null;
}

/** Keyset position in the (name, id) ordering used by `list`. */
export interface ProviderCursor {
  name: string;
  id: string;
}

export interface ProviderRepository {
  /** Providers ordered by name then id, starting after `after`. */
  list(filter: ProviderFilter, first: number, after: ProviderCursor | null): Promise<Page<ProviderRecord>>;
  /** The home page's featured providers, in their featured order. */
  featured(limit: number): Promise<ProviderRecord[]>;
  byIds(ids: readonly string[]): Promise<Map<string, ProviderRecord>>;
  imagesFor(providerIds: readonly string[]): Promise<Map<string, ProviderImageRecord[]>>;
  servicesFor(providerIds: readonly string[]): Promise<Map<string, ServiceRecord[]>>;
  staffFor(providerIds: readonly string[]): Promise<Map<string, StaffRecord[]>>;
  reviewsFor(providerIds: readonly string[]): Promise<Map<string, ReviewRecord[]>>;
  /** Which of its staff performs which of its services, per provider. */
  staffServicesFor(providerIds: readonly string[]): Promise<Map<string, StaffServiceRecord[]>>;
}
