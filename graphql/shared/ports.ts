/**
 * The backend port: everything the GraphQL layer needs from the outside world.
 * `workers/` supplies an implementation (the local D1/R2 adapter, or the hosted
 * one); nothing under `graphql/` knows which.
 */
import type { AuthPort } from "../modules/accounts/auth-port";
import type { PersonalDataRepository } from "../modules/accounts/personal-data";
import type { BookingRepository } from "../modules/bookings/repository";
import type { RegistrationRepository } from "../modules/businesses/repository";
import type { OwnerRepository } from "../modules/dashboard/repository";
import type { JobRepository } from "../modules/jobs/repository";
import type { JobApplicationRepository } from "../modules/jobs/application-repository";
import type { ContactRepository } from "../modules/contact/repository";
import type { ListingRepository } from "../modules/listings/repository";
import type { ScheduleRepository } from "../modules/availability/repository";
import type { OfferRepository } from "../modules/offers/repository";
import type { PlanRepository, SubscriptionRepository } from "../modules/plans/repository";
import type { ProductRepository } from "../modules/products/repository";
import type { ProviderRepository } from "../modules/providers/repository";
import type { ReviewRepository } from "../modules/review/repository";
import type { HealthLicenceRepository } from "../modules/clinics/repository";
import type { VisitReviewRepository } from "../modules/visit-reviews/repository";
import type { ReviewModerationRepository } from "../modules/visit-reviews/moderation-repository";
import type { DeadLetterRepository } from "../modules/outbox/repository";
import type { SearchRepository } from "../modules/search/repository";
import type { WebhookRepository, WebhookTargets } from "../modules/webhooks/repository";
import type { OwnershipPort } from "./ownership";
import type { ApiKeyRepository } from "../modules/api-keys/repository";

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

/** Decodes and re-encodes images: the Cloudflare Images binding (Miniflare runs it locally with sharp). */
export interface ImageProcessor {
  /**
   * The image re-encoded as WebP with its metadata (camera, GPS position) gone, scaled down to fit
   * `maxDimension` pixels a side; null when the bytes do not decode as an image.
   */
  toWebp(bytes: Uint8Array, maxDimension: number): Promise<Uint8Array | null>;
}

/** Wall-clock source, so time-dependent rules are testable. */
export interface Clock {
  now(): Date;
}

export interface Backend {
  /** Accounts and sessions (local: D1 + WebCrypto; hosted: Supabase Auth). */
  auth: AuthPort;
  /** What the site keeps about a person, for their copy of it (graphql/modules/accounts/personal-data.ts). */
  personalData: PersonalDataRepository;
  providers: ProviderRepository;
  bookings: BookingRepository;
  /** Search over the directory (local: D1 indexes + FTS5). */
  search: SearchRepository;
  offers: OfferRepository;
  plans: PlanRepository;
  /** Accounts' plans (only the account itself reads or changes its own). */
  subscriptions: SubscriptionRepository;
  /** What an account owns, and its providers' bookings, offers and job postings. */
  owners: OwnerRepository;
  /** Business registrations (owned by the account that submitted them). */
  registrations: RegistrationRepository;
  /** Owners' changes to their own listing (the API asks `ownership` first). */
  listings: ListingRepository;
  /** The owner's hours, closures, booking rules and staff time (graphql/modules/availability). */
  schedules: ScheduleRepository;
  /** Reviewers and their decisions on registrations (approval makes the provider listing). */
  reviews: ReviewRepository;
  /** Clinics' health licences (docs/decisions/062-licensed-clinics.md). */
  healthLicences: HealthLicenceRepository;
  /** Reviews from completed visits (issue 34), written through a review link's token. */
  visitReviews: VisitReviewRepository;
  /** Owners' replies, visitors' reports and reviewers' hiding of visit reviews (decision 074). */
  reviewModeration: ReviewModerationRepository;
  /** The outbox's undelivered messages, for reviewers (decision 060). */
  deadLetters: DeadLetterRepository;
  /** The shop (products belong to the account that added them). */
  products: ProductRepository;
  /** The job board (jobs belong to the account that posted them). */
  jobs: JobRepository;
  /** Applications to jobs (read by each job's poster only). */
  applications: JobApplicationRepository;
  /** Contact form messages (sent to the support address through the outbox). */
  contact: ContactRepository;
  /** Partner apps' API keys (each account reads and revokes only its own; found by hash per request). */
  apiKeys: ApiKeyRepository;
  /** Partners' webhook endpoints and their deliveries (issue 35, decision 072). */
  webhooks: WebhookRepository;
  /** Where webhooks may be sent from this deployment (names resolved over DNS; loopback with the local backend). */
  webhookTargets: WebhookTargets;
  /** Who owns what (graphql/shared/ownership.ts): every owner-only read or write asks it first. */
  ownership: OwnershipPort;
  storage: ObjectStorage;
  /** Public images pass through it before they are stored (graphql/modules/uploads). */
  images: ImageProcessor;
  clock: Clock;
}
