/**
 * The hosted backend: Supabase Auth, Storage and PostgREST tables with row level security
 * (migrations in workers/migrations/supabase/). Built once per request, so the data client carries
 * that request's caller: their access token when they have one, the anon key otherwise.
 */
import { SupabaseVisitReviewRepository } from "./visit-review-repository";
import { SupabaseReviewModerationRepository } from "./review-moderation-repository";
import { SupabaseScheduleRepository } from "./schedule-repository";
import type { Backend, Clock, ImageProcessor } from "../../../graphql/shared/ports";
import { SupabaseAuth } from "./auth";
import { SupabaseBookingRepository } from "./booking-repository";
import { createSupabaseClients, type SupabaseSettings } from "./clients";
import { SupabaseOfferRepository, SupabasePlanRepository } from "./content-repositories";
import { SupabaseJobRepository } from "./job-repository";
import { SupabaseApplicationRepository } from "./application-repository";
import { SupabaseListingRepository } from "./listing-repository";
import { SupabaseHealthLicenceRepository } from "./health-licence-repository";
import { SupabaseProductRepository } from "./product-repository";
import { SupabaseOwnerRepository } from "./owner-repository";
import { SupabaseOwnership } from "./ownership";
import { SupabasePersonalData } from "./personal-data";
import { SupabaseProviderRepository } from "./provider-repository";
import { SupabaseRegistrationRepository } from "./registration-repository";
import { SupabaseReviewRepository } from "./review-repository";
import { SupabaseSearchRepository } from "./search-repository";
import { SupabaseStorage } from "./storage";
import { SupabaseDeadLetters } from "./dead-letters";
import { SupabaseWebhookRepository } from "./webhook-repository";
import { dohResolver } from "../../webhooks/doh-resolver";
import { SupabaseSubscriptionRepository } from "./subscription-repository";
import { SupabaseApiKeyRepository } from "./api-key-repository";

export type { SupabaseSettings } from "./clients";

export interface SupabaseRequest {
  /** The caller's Supabase access token (from `Authorization: Bearer …` or the session), or null. */
  accessToken: string | null;
  /** This Worker's origin: public objects are served from {origin}/uploads/{key}. */
  origin: string;
  /** Re-encodes public images: the Cloudflare Images binding (Supabase has no part in it). */
  images: ImageProcessor;
  /** For tests: the fetch supabase-js sends every request through. */
  fetch?: typeof fetch;
  clock?: Clock;
}

export function createSupabaseBackend(settings: SupabaseSettings, request: SupabaseRequest): Backend {
  const clients = createSupabaseClients(settings, request.accessToken, request.fetch);
  const providers = new SupabaseProviderRepository(clients.data);
  const bookings = new SupabaseBookingRepository(clients.data);
  return {
    auth: new SupabaseAuth(clients.auth, clients.service),
    personalData: new SupabasePersonalData(clients.auth, clients.data, request.accessToken),
    providers,
    bookings,
    search: new SupabaseSearchRepository(clients.data),
    offers: new SupabaseOfferRepository(clients.data),
    plans: new SupabasePlanRepository(clients.data),
    subscriptions: new SupabaseSubscriptionRepository(clients.data),
    owners: new SupabaseOwnerRepository(clients.data),
    registrations: new SupabaseRegistrationRepository(clients.data),
    listings: new SupabaseListingRepository(clients.data),
    schedules: new SupabaseScheduleRepository(clients.data, { providers, bookings }),
    reviews: new SupabaseReviewRepository(clients.data),
    healthLicences: new SupabaseHealthLicenceRepository(clients.data),
    visitReviews: new SupabaseVisitReviewRepository(clients.data),
    reviewModeration: new SupabaseReviewModerationRepository(clients.data),
    deadLetters: new SupabaseDeadLetters(clients.data),
    webhooks: new SupabaseWebhookRepository(clients.data),
    webhookTargets: { resolve: dohResolver(), allowLoopbackHttp: false },
    products: new SupabaseProductRepository(clients.data),
    jobs: new SupabaseJobRepository(clients.data),
    applications: new SupabaseApplicationRepository(clients.data),
    contact: new SupabaseApplicationRepository(clients.data),
    apiKeys: new SupabaseApiKeyRepository(clients.data),
    ownership: new SupabaseOwnership(clients.data),
    storage: new SupabaseStorage(clients.data, request.origin),
    images: request.images,
    clock: request.clock ?? { now: () => new Date() },
  };
}
