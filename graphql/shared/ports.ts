/**
 * The backend port: everything the GraphQL layer needs from the outside world.
 * `workers/` supplies an implementation (the local D1/R2 adapter, or the hosted
 * one); nothing under `graphql/` knows which.
 */
import type { AuthPort } from "../modules/accounts/auth-port";
import type { BookingRepository } from "../modules/bookings/repository";
import type { OfferRepository } from "../modules/offers/repository";
import type { PlanRepository } from "../modules/plans/repository";
import type { ProviderRepository } from "../modules/providers/repository";
import type { SearchRepository } from "../modules/search/repository";

export interface StoredObject {
  key: string;
  body: ReadableStream;
  contentType: string;
  size: number;
}

/** Object storage (R2 locally, Supabase Storage when hosted). */
export interface ObjectStorage {
  put(key: string, body: ArrayBuffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  /** The URL a browser can load a public object from. */
  publicUrl(key: string): string;
}

/** Wall-clock source, so time-dependent rules are testable. */
export interface Clock {
  now(): Date;
}

export interface Backend {
  /** Accounts and sessions (local: D1 + WebCrypto; hosted: Supabase Auth). */
  auth: AuthPort;
  providers: ProviderRepository;
  bookings: BookingRepository;
  /** Search over the directory (local: D1 indexes + FTS5). */
  search: SearchRepository;
  offers: OfferRepository;
  plans: PlanRepository;
  storage: ObjectStorage;
  clock: Clock;
}
