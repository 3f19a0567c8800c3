/** The embedded local backend: D1 tables, R2 objects, local auth, Cloudflare Images, the system clock. */
import { D1ReviewModerationRepository } from "./d1-review-moderation-repository";
import { D1VisitReviewRepository } from "./d1-visit-review-repository";
import { D1ScheduleRepository } from "./d1-schedule-repository";
import type { Backend, Clock } from "../../../graphql/shared/ports";
import { CloudflareImages } from "../cloudflare-images";
import { D1AuthStore } from "./d1-auth-store";
import { D1BookingRepository } from "./d1-booking-repository";
import { D1ListingRepository } from "./d1-listing-repository";
import { D1HealthLicenceRepository } from "./d1-health-licence-repository";
import { D1Ownership } from "./d1-ownership";
import { D1JobRepository } from "./d1-job-repository";
import { D1ApplicationRepository } from "./d1-application-repository";
import { D1OfferRepository } from "./d1-offer-repository";
import { D1OwnerRepository } from "./d1-owner-repository";
import { D1PersonalData } from "./d1-personal-data";
import { D1PlanRepository } from "./d1-plan-repository";
import { D1ProductRepository } from "./d1-product-repository";
import { D1ProviderRepository } from "./d1-provider-repository";
import { D1RegistrationRepository } from "./d1-registration-repository";
import { D1ReviewRepository } from "./d1-review-repository";
import { D1SearchRepository } from "./d1-search-repository";
import { D1SubscriptionRepository } from "./d1-subscription-repository";
import { localSecret } from "./d1-secrets";
import { LocalAuth } from "./local-auth";
import { D1DeadLetters } from "./d1-dead-letters";
import { R2Storage } from "./r2-storage";
import { D1ApiKeyRepository } from "./d1-api-key-repository";
import { D1WebhookRepository } from "./d1-webhook-repository";
import { dohResolver } from "../../webhooks/doh-resolver";

export interface LocalAuthSettings {
  /** AUTH_TOKEN_SECRET; null = generate one and keep it in D1. */
  authTokenSecret: string | null;
  requireEmailConfirmation: boolean;
}

export function createLocalBackend(
  bindings: { DB: D1Database; UPLOADS: R2Bucket; IMAGES: ImagesBinding },
  origin: string,
  auth: LocalAuthSettings = { authTokenSecret: null, requireEmailConfirmation: false },
): Backend {
  const clock: Clock = { now: () => new Date() };
  const configuredSecret = auth.authTokenSecret;
  return {
    auth: new LocalAuth({
      store: new D1AuthStore(bindings.DB),
      clock,
      tokenSecret: () => (configuredSecret ? Promise.resolve(configuredSecret) : localSecret(bindings.DB, "auth_token_secret")),
      requireEmailConfirmation: auth.requireEmailConfirmation,
    }),
    personalData: new D1PersonalData(bindings.DB),
    providers: new D1ProviderRepository(bindings.DB),
    bookings: new D1BookingRepository(bindings.DB),
    search: new D1SearchRepository(bindings.DB),
    offers: new D1OfferRepository(bindings.DB),
    plans: new D1PlanRepository(bindings.DB),
    subscriptions: new D1SubscriptionRepository(bindings.DB, () => clock.now()),
    owners: new D1OwnerRepository(bindings.DB),
    registrations: new D1RegistrationRepository(bindings.DB, () => clock.now()),
    listings: new D1ListingRepository(bindings.DB),
    schedules: new D1ScheduleRepository(bindings.DB),
    reviews: new D1ReviewRepository(
      bindings.DB,
      () => clock.now(),
      origin,
      () => localSecret(bindings.DB, "licence_link_secret"),
    ),
    healthLicences: new D1HealthLicenceRepository(bindings.DB),
    visitReviews: new D1VisitReviewRepository(bindings.DB),
    reviewModeration: new D1ReviewModerationRepository(bindings.DB),
    deadLetters: new D1DeadLetters(bindings.DB),
    products: new D1ProductRepository(bindings.DB, () => clock.now()),
    jobs: new D1JobRepository(bindings.DB, () => clock.now()),
    ...applicationsAndContact(
      new D1ApplicationRepository(
        bindings.DB,
        () => clock.now(),
        origin,
        () => localSecret(bindings.DB, "licence_link_secret"),
      ),
    ),
    apiKeys: new D1ApiKeyRepository(bindings.DB),
    webhooks: new D1WebhookRepository(bindings.DB, () => clock.now()),
    // The local backend lets http://127.0.0.1 receive, so the whole flow runs on one machine (issue 35).
    webhookTargets: { resolve: dohResolver(), allowLoopbackHttp: true },
    ownership: new D1Ownership(bindings.DB),
    storage: new R2Storage(bindings.UPLOADS, origin),
    images: new CloudflareImages(bindings.IMAGES),
    clock,
  };
}

/** One D1 repository serves both ports. */
const applicationsAndContact = (repository: D1ApplicationRepository) => ({ applications: repository, contact: repository });
