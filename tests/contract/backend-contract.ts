/**
 * ONE contract for the backend port (graphql/shared/ports.ts): functions that take a way to make
 * the backend under test and define the tests. Every adapter runs the same ones:
 *
 *  - local (D1, R2, local auth) in workerd: tests/integration/contract-local.test.ts
 *  - Supabase against a fake of its HTTP APIs under Node: tests/contract/supabase.test.ts
 *  - Supabase against a real project, when configured: tests/contract/supabase-live.test.ts
 *
 * Runtime-agnostic on purpose (no Node or Workers imports): it runs in both.
 */
import { execute, parse } from "graphql";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { schema } from "../../graphql/schema";
import { GLAMOUR_SPOT, PROVIDERS_BY_NAME, SAMPLE_PRODUCT_CATEGORIES } from "../fixtures/sample-catalogue";
import { AUTH_MESSAGES } from "../../graphql/modules/accounts/errors";
import { ACCOUNT_FAILURE_LIMIT, NETWORK_ACCOUNT_LIMIT, SIGN_IN_FAILURE_LIMIT } from "../../graphql/modules/accounts/rules";
import type { ClientKeys } from "../../graphql/modules/bookings/client-keys";
import type { NewBooking } from "../../graphql/modules/bookings/repository";
import { BOOKING_LIMITS, createBooking, customerBookings, newManageToken } from "../../graphql/modules/bookings/service";
import type { ProviderRecord } from "../../graphql/modules/providers/repository";
import type { OutboxStore } from "../../workers/outbox/outbox-store";
import { DEFAULT_CRITERIA, type SearchCriteria } from "../../graphql/modules/search/criteria";
import type { AuthUser } from "../../graphql/modules/accounts/auth-port";
import { registerBusiness, registrationFor } from "../../graphql/modules/businesses/service";
import {
  addProduct,
  BUSINESS_LISTING_REQUIRED_MESSAGE,
  CHOOSE_LISTING_MESSAGE,
  NOT_YOUR_LISTING_MESSAGE,
  productCategories,
  relatedProducts,
} from "../../graphql/modules/products/service";
import { cursorOf, DAILY_PRODUCTS_PER_LISTING, type ProductFilter, type ProductSort } from "../../graphql/modules/products/rules";
import { storeUpload } from "../../graphql/modules/uploads/pipeline";
import { ownedIds, ownRows, refuseStranger } from "../../graphql/shared/ownership";
import { jobFor, postJob } from "../../graphql/modules/jobs/service";
import { NO_JOB_FILTER, positionOf, type JobFilter } from "../../graphql/modules/jobs/rules";
import type { Backend } from "../../graphql/shared/ports";
import { createContext, type GraphQLContext } from "../../graphql/context";
import { trialEndsOn } from "../../graphql/modules/plans/rules";
import { cancelSubscription, subscribeToPremium } from "../../graphql/modules/plans/service";
import {
  bookingCalendar,
  cancelBooking,
  CREATE_OFFER_INVALID_MESSAGE,
  createOffer,
  NOT_YOUR_PROVIDER_MESSAGE,
  ownerAnalytics,
  ownerDashboard,
} from "../../graphql/modules/dashboard/service";
import type { RateLimiter, RateLimits } from "../../graphql/shared/rate-limits";
import { dubaiNow } from "../../graphql/shared/dubai-time";
import { notAllowed } from "../../graphql/shared/results";
import {
  addListingPhoto,
  arrangeListingPhotos,
  removeListingService,
  saveListingService,
  updateListing,
} from "../../graphql/modules/listings/service";
import { approveRegistration, licenceLink, rejectRegistration, reviewQueue } from "../../graphql/modules/review/service";
import { outboxContract } from "./outbox-contract";
import { scheduleContract } from "./schedule-contract";
import { hoursContract } from "./hours-contract";
import { webhooksContract } from "./webhooks-contract";
import { healthLicenceContract } from "./health-licence-contract";
import { searchOpenContract } from "./search-open-contract";
import { searchWordsContract } from "./search-words-contract";
import { staffScheduleContract } from "./staff-schedule-contract";
import { calendarContract } from "./calendar-contract";
import { accountEmailContract } from "./account-email-contract";
import { verifiedEmailContract } from "./verified-email-contract";
import { dataRightsContract } from "./data-rights-contract";
import { cancellationContract } from "./cancellation-contract";
import { myBookingsContract } from "./my-bookings-contract";
import { bookingLifecycleContract } from "./booking-lifecycle-contract";
import { onlineRequestsContract } from "./online-requests-contract";
import { visitReviewsContract } from "./visit-reviews-contract";
import { reviewModerationContract } from "./review-moderation-contract";
import { ownerChangesContract } from "./owner-changes-contract";
import { outboxFollowUpsContract } from "./outbox-followups-contract";
import { jobApplicationContract } from "./job-applications-contract";
import { apiKeysContract } from "./api-keys-contract";
import { REGISTRATION_DETAILS } from "../fixtures/registration";
import { englishOf, type SaidMessage } from "../../graphql/shared/messages";

/** A service's result with its message and field errors in English, as the API answers them (services say messages by code). */
const withEnglish = <Result extends object>(result: Result) => ({
  ...result,
  ...("message" in result ? { message: englishOf(result.message as SaidMessage) } : {}),
  ...("fieldErrors" in result
    ? {
        fieldErrors: Object.fromEntries(
          Object.entries(result.fieldErrors as Record<string, SaidMessage>).map(([field, message]) => [field, englishOf(message)]),
        ),
      }
    : {}),
});
import { PDF, PHOTO_JPEG, PNG as PNG_IMAGE, WEBP } from "../fixtures/upload-files";

export interface ContractWorld {
  /** The backend as one incoming request would get it; `accessToken` is that request's caller. */
  backend(accessToken?: string | null): Backend;
  /** A future Dubai day that is open (not a Friday) and has no bookings yet; a new one per call. */
  freshDay(): string;
  /** The origin public objects are served from. */
  origin: string;
  /** Makes an account the owner of a provider (what the review of a registration will do); absent on a live project. */
  makeOwner?(providerId: string, accountId: string): Promise<void>;
  /**
   * Test arrangement as SQL would make it (the history records it as the system's): the booking becomes a
   * request, and/or starts `hoursAgo` hours before now, and/or was made `madeHoursAgo` hours before now (its
   * created_at, as if the clock had moved on since); absent on a live project.
   */
  alterBooking?(id: string, changes: { pending?: boolean; hoursAgo?: number; madeHoursAgo?: number }): Promise<void>;
  /** Gives an account the reviewer role (server-side only: npm run reviewer:grant, or SQL); absent on a live project. */
  makeReviewer?(accountId: string): Promise<void>;
  /** Fetches a link the backend made (a trade licence's short-lived link), as a browser would. */
  fetchLink?(url: string): Promise<Response>;
  /** How many objects the storage holds, to show a refusal stored nothing; absent on a live project. */
  storedObjects?(): Promise<number>;
  /** The outbox's store, as the Worker's background work gets it (the service role); absent on a live project. */
  outbox?(): OutboxStore;
  /**
   * The token of the newest account email of this kind sent to `email` (what its link carries), null when none
   * was sent: the local backend's link rows, or the emails the fake Supabase Auth sent; absent on a live project.
   */
  emailedToken?(email: string, purpose: "verify_email" | "reset_password"): Promise<string | null>;
}

export interface ContractSubject {
  /** A fresh world per test: the sample data, no accounts, no uploads (as far as the runner can reset). */
  world(options?: { confirmEmail?: boolean }): ContractWorld | Promise<ContractWorld>;
  /** Whether the failed sign-in limit is kept (Supabase: only with the service-role key). */
  limitsSignIns: boolean;
  /** Whether the subject can require email confirmation for a test (not on a live project). */
  canRequireConfirmation: boolean;
}

export const FEATURED_ORDER = ["glamour-spot", "aura-aesthetic", "barbers-hub", "skin-revive-clinic", "nails-n-more", "elite-gents-salon"];

/** Days for bookings: Mondays from 2030 on, a new one per call (far from the sample bookings). */
export function mondaysFrom(start = "2030-01-07"): () => string {
  let next = Date.parse(`${start}T00:00:00Z`);
  return () => {
    const day = new Date(next).toISOString().slice(0, 10);
    next += 7 * 86_400_000;
    return day;
  };
}

/** The daily limits the service asks for (graphql/modules/bookings/service.ts). */
export { BOOKING_LIMITS };
let serial = 0;
const randomHex = () => Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => byte.toString(16).padStart(2, "0")).join("");
/** A client's keys as the service makes them (64 hex characters each); a new client per call, as distinct visitors are. */
export const newClientKeys = (): ClientKeys => ({ address: randomHex(), network: randomHex() });
/** An idempotency key as the booking form makes them (16–128 of [A-Za-z0-9_-]). */
export const idempotencyKey = () => `contract-${Date.now().toString(36)}-${(serial += 1)}-${Math.random().toString(36).slice(2, 10)}`;
const bookingId = () => `contract-booking-${Date.now().toString(36)}-${(serial += 1)}`;

/** A booking to insert; by default asked of the provider's first staff member (who performs the services used here). */
export function newBooking(day: string, start: string, end: string, overrides: Partial<NewBooking> = {}): NewBooking {
  const providerId = overrides.providerId ?? "glamour-spot";
  return {
    id: bookingId(),
    providerId,
    serviceId: "glamour-spot-haircut", // 60 minutes
    staffIds: [`${providerId}-staff-1`],
    startsAt: `${day}T${start}`,
    endsAt: `${day}T${end}`,
    customerName: "Mariam Al Hashimi",
    customerPhone: "+971505550101",
    customerEmail: "mariam@example.com",
    idempotencyKey: idempotencyKey(),
    manageToken: newManageToken(),
    client: newClientKeys(),
    ...overrides,
  };
}

/** The record a booking becomes once the database gave it to `staffId`. */
function recordOf({ staffIds: _asked, client: _client, ...booking }: NewBooking, staffId: string) {
  return {
    ...booking,
    staffId,
    status: "Confirmed",
    cancelledBy: null,
    cancellationReason: null,
    createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
  };
}

// ---------------------------------------------------------------------------
// Directory (read-only)
// ---------------------------------------------------------------------------

/**
 * An adapter may read child lists along with the providers (`prefetched`, same round trip); each
 * list it did read must be the list the child reads give, in the same order.
 */
async function expectPrefetchedAsRead(backend: Backend, providers: readonly ProviderRecord[]): Promise<void> {
  const ids = providers.map((provider) => provider.id);
  const [images, services, staff, reviews, staffServices] = await Promise.all([
    backend.providers.imagesFor(ids),
    backend.providers.servicesFor(ids),
    backend.providers.staffFor(ids),
    backend.providers.reviewsFor(ids),
    backend.providers.staffServicesFor(ids),
  ]);
  for (const { id, prefetched } of providers) {
    if (!prefetched) continue;
    const lists = [
      ["images", prefetched.images, images.get(id)],
      ["services", prefetched.services, services.get(id)],
      ["staff", prefetched.staff, staff.get(id)],
      ["reviews", prefetched.reviews, reviews.get(id)],
      ["staffServices", prefetched.staffServices, staffServices.get(id)],
    ] as const;
    for (const [kind, list, read] of lists) {
      if (list === undefined) continue;
      // The child reads leave out a provider with no rows; a prefetched list is then empty.
      expect(list, `${id} ${kind}`).toEqual(read ?? []);
    }
  }
}

export function providerContract(subject: ContractSubject) {
  describe("providers", () => {
    let backend: Backend;
    beforeEach(async () => {
      backend = (await subject.world()).backend();
    });

    it("lists providers by name then id, page by page, with the total", async () => {
      const seen: string[] = [];
      let after: { name: string; id: string } | null = null;
      for (let page = 0; page < 5; page += 1) {
        const result = await backend.providers.list({}, 4, after);
        expect(result.totalCount).toBe(6);
        await expectPrefetchedAsRead(backend, result.nodes);
        seen.push(...result.nodes.map((node) => node.id));
        const last = result.nodes[result.nodes.length - 1]!;
        after = { name: last.name, id: last.id };
        if (!result.hasNextPage) break;
      }
      expect(seen).toEqual(PROVIDERS_BY_NAME);
    });

    it("filters by type and emirate, counting only matches", async () => {
      const clinics = await backend.providers.list({ type: "Clinic" }, 10, null);
      expect(clinics.nodes.map((node) => node.id)).toEqual(["aura-aesthetic", "skin-revive-clinic"]);
      expect(clinics).toMatchObject({ totalCount: 2, hasNextPage: false });
      const dubai = await backend.providers.list({ emirate: "Dubai" }, 1, null);
      expect(dubai.nodes.map((node) => node.id)).toEqual(["glamour-spot"]);
      expect(dubai).toMatchObject({ totalCount: 2, hasNextPage: true });
      const both = await backend.providers.list({ type: "Parlour", emirate: "Abu Dhabi" }, 10, null);
      expect(both.nodes.map((node) => node.id)).toEqual(["elite-gents-salon"]);
      const none = await backend.providers.list({ type: "Clinic", emirate: "Fujairah" }, 10, null);
      expect(none).toEqual({ nodes: [], hasNextPage: false, totalCount: 0 });
    });

    it("gives the featured providers in their home-page order", async () => {
      const featured = await backend.providers.featured(6);
      expect(featured.map((provider) => provider.id)).toEqual(FEATURED_ORDER);
      await expectPrefetchedAsRead(backend, featured);
      expect((await backend.providers.featured(2)).map((provider) => provider.id)).toEqual(FEATURED_ORDER.slice(0, 2));
    });

    it("finds providers by id with every field, skipping unknown ids", async () => {
      const found = await backend.providers.byIds(["nails-n-more", "glamour-spot", "no-such-provider"]);
      expect([...found.keys()].sort()).toEqual(["glamour-spot", "nails-n-more"]);
      await expectPrefetchedAsRead(backend, [...found.values()]);
      const { prefetched: _prefetched, ...glamourSpot } = found.get("glamour-spot")!;
      expect(glamourSpot).toEqual({
        id: "glamour-spot",
        ...GLAMOUR_SPOT,
        about: expect.stringMatching(/^Glamour Spot is a ladies' beauty parlour/),
        phone: "+971 4 344 2718",
        email: "hello@glamourspot.ae",
        openingHours: "Sat–Thu 10:00–18:00 (last appointment 17:30), Fri closed",
        latitude: 25.2167,
        longitude: 55.2552,
      });
      expect(found.get("nails-n-more")?.email).toBeNull();
      expect((await backend.providers.byIds([])).size).toBe(0);
    });

    it("gives images, services, staff and reviews per provider, in display order", async () => {
      const ids = ["glamour-spot", "barbers-hub", "no-such-provider"];
      const [images, services, staff, reviews] = await Promise.all([
        backend.providers.imagesFor(ids),
        backend.providers.servicesFor(ids),
        backend.providers.staffFor(ids),
        backend.providers.reviewsFor(ids),
      ]);
      for (const group of [images, services, staff, reviews]) {
        expect([...group.keys()].sort()).toEqual(["barbers-hub", "glamour-spot"]);
      }
      expect(images.get("glamour-spot")).toHaveLength(4);
      expect(images.get("glamour-spot")![0]).toEqual({
        url: "https://images.unsplash.com/photo-1560066984-138dadb4c035?auto=format&fit=crop&w=1200&q=70",
        alt: "Bright salon interior with styling chairs and large mirrors",
      });
      expect(services.get("glamour-spot")!.map((service) => service.id)).toEqual([
        "glamour-spot-haircut",
        "glamour-spot-manicure",
        "glamour-spot-pedicure",
        "glamour-spot-facial",
        "glamour-spot-keratin",
        "glamour-spot-threading",
      ]);
      expect(services.get("glamour-spot")![0]).toEqual({
        id: "glamour-spot-haircut",
        providerId: "glamour-spot",
        name: "Haircut & Blow-dry",
        priceAed: 180,
        durationMinutes: 60,
      });
      expect(staff.get("barbers-hub")![0]).toEqual({
        id: expect.any(String),
        name: expect.any(String),
        title: expect.any(String),
        imageUrl: expect.stringMatching(/^https:\/\//),
      });
      const rating = reviews.get("glamour-spot")![0]!.rating;
      expect(rating >= 1 && rating <= 5).toBe(true);
      for (const group of [images, services, staff, reviews]) expect(group.has("no-such-provider")).toBe(false);
      expect((await backend.providers.servicesFor([])).size).toBe(0);
    });

    it("knows which staff member performs which service: every service by someone of its own provider", async () => {
      const ids = PROVIDERS_BY_NAME;
      const [services, staff, staffServices] = await Promise.all([
        backend.providers.servicesFor(ids),
        backend.providers.staffFor(ids),
        backend.providers.staffServicesFor([...ids, "no-such-provider"]),
      ]);
      expect([...staffServices.keys()].sort()).toEqual([...ids]);
      for (const id of ids) {
        const entries = staffServices.get(id)!;
        const staffIds = new Set(staff.get(id)!.map((member) => member.id));
        const serviceIds = services.get(id)!.map((service) => service.id);
        expect(
          entries.every((entry) => staffIds.has(entry.staffId)),
          id,
        ).toBe(true);
        expect(new Set(entries.map((entry) => entry.serviceId)), id).toEqual(new Set(serviceIds));
        // One fixed order (staff, then service), so two reads compare equal.
        const keys = entries.map((entry) => `${entry.staffId} ${entry.serviceId}`);
        expect(keys).toEqual([...keys].sort());
      }
      expect(staffServices.get("glamour-spot")!.filter((entry) => entry.serviceId === "glamour-spot-threading")).toEqual([
        { staffId: "glamour-spot-staff-1", serviceId: "glamour-spot-threading" },
        { staffId: "glamour-spot-staff-2", serviceId: "glamour-spot-threading" },
        { staffId: "glamour-spot-staff-3", serviceId: "glamour-spot-threading" },
      ]);
    });
  });
}

export function contentContract(subject: ContractSubject) {
  describe("offers and plans", () => {
    let backend: Backend;
    beforeEach(async () => {
      backend = (await subject.world()).backend();
    });

    it("lists the four site offers in display order", async () => {
      const offers = await backend.offers.list();
      expect(offers.map((offer) => [offer.id, offer.type])).toEqual([
        ["offer-1", "Package Deal"],
        ["offer-2", "Weekly Deal"],
        ["offer-3", "Welcome Offer"],
        ["offer-4", "Membership Perk"],
      ]);
      expect(offers[0]).toMatchObject({ title: "Bridal Glow Package", imageUrl: expect.stringMatching(/^https:\/\//) });
      expect(offers[0]!.details.length).toBeGreaterThan(50);
    });

    it("lists the plans cheapest first, and both feature matrices", async () => {
      const plans = await backend.plans.list();
      expect(plans.map((plan) => [plan.id, plan.priceAed, plan.popular])).toEqual([
        ["basic", 0, false],
        ["premium", 100, true],
        ["featured", 500, false],
      ]);
      expect(plans[1]!.note).toBe("First 3 months FREE!");
      expect(plans[0]!.note).toBeNull();

      const pricing = await backend.plans.features("pricing");
      expect(pricing).toHaveLength(11);
      expect(pricing[0]).toEqual({ name: "Business Profile Listing", basic: true, premium: true, featured: true });
      expect(pricing[10]).toEqual({ name: "Top Search Result Priority", basic: false, premium: false, featured: true });
      const subscription = await backend.plans.features("subscription");
      expect(subscription.map((feature) => feature.name)).toContain("Job Posting (1 active limit)");
      expect(subscription.find((feature) => feature.name === "Job Posting (1 active limit)")).toEqual({
        name: "Job Posting (1 active limit)",
        basic: false,
        premium: false,
        featured: false,
      });
    });
  });
}

export function searchContract(subject: ContractSubject) {
  describe("search", () => {
    let backend: Backend;
    beforeEach(async () => {
      backend = (await subject.world()).backend();
    });
    const ids = async (criteria: Partial<SearchCriteria>, first = 10) =>
      (await backend.search.search({ ...DEFAULT_CRITERIA, ...criteria }, first, null)).nodes.map((hit) => hit.providerId);

    it("returns everyone by rating (highest first), then name, with the total", async () => {
      const page = await backend.search.search(DEFAULT_CRITERIA, 10, null);
      expect(page.totalCount).toBe(6);
      expect(page.hasNextPage).toBe(false);
      expect(page.nodes.map((hit) => [hit.providerId, hit.rating])).toEqual([
        ["aura-aesthetic", 4.9],
        ["glamour-spot", 4.8],
        ["skin-revive-clinic", 4.8],
        ["barbers-hub", 4.7],
        ["elite-gents-salon", 4.7],
        ["nails-n-more", 4.6],
      ]);
      expect(page.nodes[0]!.name).toBe("Aura Aesthetic Clinic");
    });

    it("pages with a keyset cursor", async () => {
      const first = await backend.search.search(DEFAULT_CRITERIA, 4, null);
      expect(first).toMatchObject({ totalCount: 6, hasNextPage: true });
      const last = first.nodes[3]!;
      const second = await backend.search.search(DEFAULT_CRITERIA, 4, {
        rating: last.rating,
        name: last.name,
        providerId: last.providerId,
      });
      expect(second).toMatchObject({ totalCount: 6, hasNextPage: false });
      expect(second.nodes.map((hit) => hit.providerId)).toEqual(["elite-gents-salon", "nails-n-more"]);
    });

    it("applies each filter as matchesSearch does", async () => {
      expect(await ids({ name: "GLAM" })).toEqual(["glamour-spot"]);
      expect(await ids({ name: "clinic" })).toEqual(["aura-aesthetic", "skin-revive-clinic"]);
      expect(await ids({ emirate: "Abu Dhabi" })).toEqual(["aura-aesthetic", "elite-gents-salon"]);
      expect(await ids({ providerType: "Parlour", minRating: 4.7 })).toEqual(["glamour-spot", "barbers-hub", "elite-gents-salon"]);
      expect(await ids({ service: "botox" })).toEqual(["aura-aesthetic", "skin-revive-clinic"]);
      expect(await ids({ minPrice: 1150, maxPrice: 1200 })).toEqual(["aura-aesthetic", "skin-revive-clinic"]);
      // One service must satisfy both: a haircut under AED 100.
      expect(await ids({ service: "haircut", maxPrice: 100 })).toEqual(["barbers-hub"]);
      expect(await ids({ name: "%" })).toEqual([]);
      expect(await ids({ service: "Laser Hair Removal", emirate: "Dubai" })).toEqual(["skin-revive-clinic"]);
    });

    it("finds a free text in names, services, areas, addresses and emirates, ignoring case and accents; every word counts", async () => {
      expect(await ids({ text: "keratin" })).toEqual(["glamour-spot"]);
      expect(await ids({ text: "FACIAL" })).toEqual(["aura-aesthetic", "glamour-spot", "skin-revive-clinic", "elite-gents-salon"]);
      expect(await ids({ text: "HydraFacial" })).toEqual(["aura-aesthetic"]);
      expect(await ids({ text: "Jumeirah" })).toEqual(["glamour-spot"]);
      expect(await ids({ text: "Al Reem" })).toEqual(["aura-aesthetic"]);
      expect(await ids({ text: "Oud Metha" })).toEqual(["skin-revive-clinic"]);
      expect(await ids({ text: "sharjah" })).toEqual(["barbers-hub"]);
      // 'nails' is also manicure and pedicure (search-synonyms.ts): the salon offering both is found too.
      expect(await ids({ text: "nails" })).toEqual(["glamour-spot", "elite-gents-salon", "nails-n-more"]);
      expect(await ids({ text: "botox dubai" })).toEqual(["skin-revive-clinic"]);
      expect(await ids({ text: "Dubai, BOTOX" })).toEqual(["skin-revive-clinic"]);
      expect(await ids({ text: "kératin jumeirah" })).toEqual(["glamour-spot"]);
      expect(await ids({ text: "botox sharjah" })).toEqual([]);
      expect(await ids({ text: "al", emirate: "Ajman" })).toEqual(["nails-n-more"]);
      expect(await ids({ text: "shave", minRating: 4.7, emirate: "Abu Dhabi" })).toEqual(["elite-gents-salon"]);
      expect(await ids({ text: "%" })).toEqual([]);
    });
  });
}

// ---------------------------------------------------------------------------
// Bookings (writes)
// ---------------------------------------------------------------------------

export function bookingContract(subject: ContractSubject) {
  describe("bookings", () => {
    let world: ContractWorld;
    let backend: Backend;
    beforeEach(async () => {
      world = await subject.world();
      backend = world.backend();
    });

    it("reports the sample bookings as busy minutes of their staff member's Dubai day", async () => {
      expect(await backend.bookings.busyOn("glamour-spot", "2026-12-07")).toEqual([
        { staffId: "glamour-spot-staff-1", start: 630, end: 690 },
      ]);
      expect(await backend.bookings.busyOn("glamour-spot", "2026-12-09")).toEqual([
        { staffId: "glamour-spot-staff-3", start: 990, end: 1065 },
      ]);
      expect(await backend.bookings.busyOn("barbers-hub", "2026-12-07")).toEqual([]);
    });

    it("creates a booking, then replays it for the same idempotency key", async () => {
      const day = world.freshDay();
      const booking = newBooking(day, "10:00", "11:00");
      const created = await backend.bookings.insertIfFree(booking, BOOKING_LIMITS);
      expect(created.kind).toBe("created");
      if (created.kind !== "created") return;
      expect(created.booking).toEqual(recordOf(booking, "glamour-spot-staff-1"));
      expect(Math.abs(Date.parse(created.booking.createdAt) - Date.now())).toBeLessThan(10 * 60_000);

      expect(await backend.bookings.byIdempotencyKey(booking.idempotencyKey)).toEqual(created.booking);
      // A retry (new id, even other details): the first booking comes back, nothing new is written.
      const retry = await backend.bookings.insertIfFree({ ...booking, id: bookingId(), customerName: "Someone Else" }, BOOKING_LIMITS);
      expect(retry).toEqual({ kind: "replayed", booking: created.booking });
      expect(await backend.bookings.busyOn("glamour-spot", day)).toEqual([{ staffId: "glamour-spot-staff-1", start: 600, end: 660 }]);
      expect(await backend.bookings.byIdempotencyKey(idempotencyKey())).toBeNull();
    });

    it("refuses any overlap with a live booking of the same staff member, and allows touching ones", async () => {
      const day = world.freshDay();
      expect((await backend.bookings.insertIfFree(newBooking(day, "11:00", "12:00"), BOOKING_LIMITS)).kind).toBe("created");
      for (const [start, end] of [
        ["11:00", "12:00"],
        ["10:30", "11:30"],
        ["11:30", "12:30"],
      ] as const) {
        const attempt = newBooking(day, start, end);
        expect(await backend.bookings.insertIfFree(attempt, BOOKING_LIMITS), `${start}–${end}`).toEqual({ kind: "slot_taken" });
        expect(await backend.bookings.byIdempotencyKey(attempt.idempotencyKey)).toBeNull();
      }
      expect((await backend.bookings.insertIfFree(newBooking(day, "10:00", "11:00"), BOOKING_LIMITS)).kind).toBe("created");
      expect((await backend.bookings.insertIfFree(newBooking(day, "12:00", "13:00"), BOOKING_LIMITS)).kind).toBe("created");
      // Another provider's calendar is separate.
      const elsewhere = newBooking(day, "11:00", "11:30", { providerId: "barbers-hub", serviceId: "barbers-hub-haircut" });
      expect((await backend.bookings.insertIfFree(elsewhere, BOOKING_LIMITS)).kind).toBe("created");
      const layla = "glamour-spot-staff-1";
      expect(await backend.bookings.busyOn("glamour-spot", day)).toEqual([
        { staffId: layla, start: 600, end: 660 },
        { staffId: layla, start: 660, end: 720 },
        { staffId: layla, start: 720, end: 780 },
      ]);
    });

    it("gives a booking to the first of the staff asked for who performs the service and is free, in that order", async () => {
      const day = world.freshDay();
      // Eyebrow threading (30 minutes): all three of Glamour Spot's staff perform it. A phone each (the daily limit).
      let customers = 0;
      const phone = () => `+97150${String(6_000_000 + (customers += 1)).padStart(7, "0")}`;
      const threading = (staffIds: string[], start = "14:00", end = "14:30") =>
        newBooking(day, start, end, { serviceId: "glamour-spot-threading", staffIds, customerPhone: phone() });
      const order = ["glamour-spot-staff-2", "glamour-spot-staff-3", "glamour-spot-staff-1"];
      const given: string[] = [];
      for (let n = 0; n < 3; n += 1) {
        const asked = threading(order);
        const outcome = await backend.bookings.insertIfFree(asked, BOOKING_LIMITS);
        if (outcome.kind !== "created") throw new Error(outcome.kind);
        expect(outcome.booking).toEqual(recordOf(asked, order[n]!));
        given.push(outcome.booking.staffId!);
      }
      expect(given).toEqual(order);
      const fourth = threading(order);
      expect(await backend.bookings.insertIfFree(fourth, BOOKING_LIMITS)).toEqual({ kind: "slot_taken" });
      expect(await backend.bookings.byIdempotencyKey(fourth.idempotencyKey)).toBeNull();

      // A person busy with a longer service in part of the time is passed over.
      const haircut = newBooking(day, "10:00", "11:00", { staffIds: ["glamour-spot-staff-1"], customerPhone: phone() });
      expect((await backend.bookings.insertIfFree(haircut, BOOKING_LIMITS)).kind).toBe("created");
      const overlapping = await backend.bookings.insertIfFree(
        threading(["glamour-spot-staff-1", "glamour-spot-staff-3"], "10:30", "11:00"),
        BOOKING_LIMITS,
      );
      expect(overlapping).toMatchObject({ kind: "created", booking: { staffId: "glamour-spot-staff-3" } });

      // Nobody is given a service they do not perform, nor another provider's booking.
      const notTheirs = newBooking(day, "16:00", "17:00", {
        staffIds: ["glamour-spot-staff-2", "barbers-hub-staff-1"],
        customerPhone: phone(),
      });
      expect(await backend.bookings.insertIfFree(notTheirs, BOOKING_LIMITS)).toEqual({ kind: "slot_taken" });
      expect(await backend.bookings.busyOn("glamour-spot", day)).toEqual([
        { staffId: "glamour-spot-staff-1", start: 600, end: 660 },
        { staffId: "glamour-spot-staff-3", start: 630, end: 660 },
        { staffId: "glamour-spot-staff-1", start: 840, end: 870 },
        { staffId: "glamour-spot-staff-2", start: 840, end: 870 },
        { staffId: "glamour-spot-staff-3", start: 840, end: 870 },
      ]);
    });

    it("gives N customers racing for one time exactly as many bookings as suitable staff are free, each to another person", async () => {
      const day = world.freshDay();
      const everyone = ["glamour-spot-staff-1", "glamour-spot-staff-2", "glamour-spot-staff-3"];
      const race = (count: number, staffIds: string[], start: string, end: string) =>
        Promise.all(
          Array.from({ length: count }, (_, n) =>
            world.backend().bookings.insertIfFree(
              newBooking(day, start, end, {
                serviceId: "glamour-spot-threading",
                staffIds,
                customerPhone: `+97150${String(7_000_000 + n).padStart(7, "0")}`,
              }),
              BOOKING_LIMITS,
            ),
          ),
        );
      const anyone = await race(12, everyone, "11:00", "11:30");
      const won = anyone.flatMap((outcome) => (outcome.kind === "created" ? [outcome.booking.staffId] : []));
      expect(won.sort()).toEqual(everyone);
      expect(anyone.filter((outcome) => outcome.kind === "slot_taken")).toHaveLength(9);

      const onePerson = await race(6, ["glamour-spot-staff-2"], "15:00", "15:30");
      expect(onePerson.filter((outcome) => outcome.kind === "created")).toHaveLength(1);
      expect(onePerson.filter((outcome) => outcome.kind === "slot_taken")).toHaveLength(5);
      expect((await backend.bookings.busyOn("glamour-spot", day)).map((interval) => interval.staffId)).toEqual([
        ...everyone,
        "glamour-spot-staff-2",
      ]);
    });

    it("lets exactly one of two simultaneous requests for the same time win", async () => {
      const day = world.freshDay();
      const [first, second] = await Promise.all([
        backend.bookings.insertIfFree(newBooking(day, "14:00", "15:00"), BOOKING_LIMITS),
        world.backend().bookings.insertIfFree(newBooking(day, "14:30", "15:30"), BOOKING_LIMITS),
      ]);
      expect([first.kind, second.kind].sort()).toEqual(["created", "slot_taken"]);

      const twin = newBooking(day, "16:00", "17:00");
      const [one, other] = await Promise.all([
        backend.bookings.insertIfFree(twin, BOOKING_LIMITS),
        world.backend().bookings.insertIfFree({ ...twin, id: bookingId() }, BOOKING_LIMITS),
      ]);
      expect([one.kind, other.kind].sort()).toEqual(["created", "replayed"]);
      if ("booking" in one && "booking" in other) expect(one.booking).toEqual(other.booking);
    });

    it("finds a booking by its manage token and cancels it until the cut-off, freeing its time", async () => {
      const day = world.freshDay();
      const booking = newBooking(day, "12:00", "13:00");
      const created = await backend.bookings.insertIfFree(booking, BOOKING_LIMITS);
      expect(created.kind).toBe("created");
      expect(await backend.bookings.byManageToken(booking.manageToken)).toMatchObject({ id: booking.id, manageToken: booking.manageToken });
      expect(await backend.bookings.byManageToken(newManageToken())).toBeNull();

      // Past the cut-off (the horizon is after the start): refused, nothing changes.
      expect(await backend.bookings.cancelByManageToken(booking.manageToken, `${day}T12:00`)).toBe("too_late");
      expect(await backend.bookings.busyOn("glamour-spot", day)).toEqual([{ staffId: "glamour-spot-staff-1", start: 720, end: 780 }]);
      expect(await backend.bookings.cancelByManageToken(newManageToken(), `${day}T08:00`)).toBe("not_found");

      expect(await backend.bookings.cancelByManageToken(booking.manageToken, `${day}T10:00`)).toBe("cancelled");
      expect((await backend.bookings.byManageToken(booking.manageToken))?.status).toBe("Cancelled");
      expect(await backend.bookings.busyOn("glamour-spot", day)).toEqual([]);
      expect(await backend.bookings.cancelByManageToken(booking.manageToken, `${day}T10:00`)).toBe("cancelled");
      // The time can be booked again.
      expect((await backend.bookings.insertIfFree(newBooking(day, "12:00", "13:00"), BOOKING_LIMITS)).kind).toBe("created");
    });

    it("holds a phone number to its daily limit with one provider, even when its requests race", async () => {
      const day = world.freshDay();
      const phone = "+971501234999";
      const ask = (start: string, end: string, overrides: Partial<NewBooking> = {}) =>
        world.backend().bookings.insertIfFree(newBooking(day, start, end, { customerPhone: phone, ...overrides }), BOOKING_LIMITS);
      const burst = await Promise.all([
        ask("10:00", "11:00"),
        ask("11:00", "12:00"),
        ask("12:00", "13:00"),
        ask("13:00", "14:00"),
        ask("14:00", "15:00"),
      ]);
      const kinds = burst.map((outcome) => outcome.kind);
      expect(kinds.filter((kind) => kind === "created")).toHaveLength(BOOKING_LIMITS.perPhonePerDay);
      expect(kinds.filter((kind) => kind === "daily_limit")).toHaveLength(5 - BOOKING_LIMITS.perPhonePerDay);
      expect(await backend.bookings.busyOn("glamour-spot", day)).toHaveLength(BOOKING_LIMITS.perPhonePerDay);
      // Another phone, another provider, another day: not limited by it.
      expect((await ask("16:00", "17:00", { customerPhone: "+971501234998" })).kind).toBe("created");
      expect((await ask("16:00", "16:30", { providerId: "barbers-hub", serviceId: "barbers-hub-haircut" })).kind).toBe("created");
      const nextDay = world.freshDay();
      const elsewhen = newBooking(nextDay, "10:00", "11:00", { customerPhone: phone });
      expect((await backend.bookings.insertIfFree(elsewhen, BOOKING_LIMITS)).kind).toBe("created");
    });

    it("holds a client's address, then its network, to their share of a provider's day, even when its requests race", async () => {
      const day = world.freshDay();
      let customers = 0;
      // Eyebrow threading, which all three staff perform; each booking with a phone number of its own.
      const threading = (client: ClientKeys, start: string, overrides: Partial<NewBooking> = {}) => {
        const [hours, minutes] = start.split(":").map(Number);
        const end = `${String(hours! + (minutes === 30 ? 1 : 0)).padStart(2, "0")}:${minutes === 30 ? "00" : "30"}`;
        return newBooking(day, start, end, {
          serviceId: "glamour-spot-threading",
          staffIds: ["glamour-spot-staff-1", "glamour-spot-staff-2", "glamour-spot-staff-3"],
          customerPhone: `+97150${String(5_000_000 + (customers += 1)).padStart(7, "0")}`,
          client,
          ...overrides,
        });
      };
      const ask = (booking: NewBooking) => world.backend().bookings.insertIfFree(booking, BOOKING_LIMITS);
      const askInTurn = async (bookings: NewBooking[]) => {
        const kinds = [];
        for (const booking of bookings) kinds.push((await ask(booking)).kind);
        return kinds;
      };
      const bot = newClientKeys();
      const burst = await Promise.all(["10:00", "10:30", "11:00", "11:30", "12:00", "12:30"].map((start) => ask(threading(bot, start))));
      const kinds = burst.map((outcome) => outcome.kind);
      expect(kinds.filter((kind) => kind === "created")).toHaveLength(BOOKING_LIMITS.perClientAddressPerDay);
      expect(kinds.filter((kind) => kind === "client_limit")).toHaveLength(6 - BOOKING_LIMITS.perClientAddressPerDay);
      expect(await backend.bookings.busyOn("glamour-spot", day)).toHaveLength(BOOKING_LIMITS.perClientAddressPerDay);

      // Another address of the same network books until the network holds its share; then nobody of it does.
      const neighbour = { ...newClientKeys(), network: bot.network };
      expect(await askInTurn(["13:00", "13:30", "14:00", "14:30"].map((start) => threading(neighbour, start)))).toEqual([
        "created",
        "created",
        "created",
        "client_limit",
      ]);
      expect(BOOKING_LIMITS.perClientNetworkPerDay).toBe(2 * BOOKING_LIMITS.perClientAddressPerDay);
      expect((await ask(threading({ ...newClientKeys(), network: bot.network }, "15:00"))).kind).toBe("client_limit");

      // Another network, the same client on another provider's day or another day: not limited by it.
      expect((await ask(threading(newClientKeys(), "15:00"))).kind).toBe("created");
      const barbers = threading(bot, "15:00", {
        providerId: "barbers-hub",
        serviceId: "barbers-hub-haircut",
        staffIds: ["barbers-hub-staff-1"],
      });
      expect((await ask(barbers)).kind).toBe("created");
      const otherDay = world.freshDay();
      expect((await ask({ ...threading(bot, "10:00"), startsAt: `${otherDay}T10:00`, endsAt: `${otherDay}T10:30` })).kind).toBe("created");

      // Cancelled bookings count for nobody.
      const held = burst.find((outcome) => outcome.kind === "created")!;
      if (held.kind !== "created") throw new Error(held.kind);
      expect(await backend.bookings.cancelByManageToken(held.booking.manageToken!, `${day}T08:00`)).toBe("cancelled");
      expect((await ask(threading(bot, "16:00"))).kind).toBe("created");
    });
  });
}

// ---------------------------------------------------------------------------
// Storage (writes)
// ---------------------------------------------------------------------------

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

let uploaderSerial = 0;
/** A new signed-in account: business documents and registrations belong to an account. */
export async function signedUpAccount(backend: Backend): Promise<{ accessToken: string; user: AuthUser }> {
  const email = `uploader.${Date.now().toString(36)}.${(uploaderSerial += 1)}@example.com`;
  const outcome = await backend.auth.signUp({ email, password: "correct horse battery staple" });
  if (!outcome.ok || !outcome.value.session) throw new Error(`Could not sign up ${email}`);
  return { accessToken: outcome.value.session.accessToken, user: outcome.value.user };
}
/**
 * A new account that opened its emailed verification link (registering, posting a job and adding a product
 * need a verified address): as the adapter verifies it, with the token the world read from its emails.
 */
export async function verifiedAccount(world: ContractWorld): Promise<{ accessToken: string; user: AuthUser }> {
  const account = await signedUpAccount(world.backend());
  const token = await world.emailedToken?.(account.user.email, "verify_email");
  if (!token) throw new Error(`No verification email for ${account.user.email}`);
  const verified = await world.backend().auth.verifyEmail(token);
  if (!verified.ok) throw new Error(`Could not verify ${account.user.email}: ${verified.error.code}`);
  return { ...account, user: { ...account.user, emailConfirmed: true } };
}
const signedUpSession = async (backend: Backend) => (await signedUpAccount(backend)).accessToken;
/** How many objects the world's storage holds (0 where it cannot be counted: a live project). */
const storedUploads = async (world: ContractWorld) => (world.storedObjects ? world.storedObjects() : 0);

async function bytesOf(stream: ReadableStream): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export function storageContract(subject: ContractSubject) {
  describe("storage", () => {
    let world: ContractWorld;
    let backend: Backend;
    beforeEach(async () => {
      world = await subject.world();
      backend = world.backend();
    });

    it("stores an upload under its spec path and gives it back with its type and size", async () => {
      const key = `product_images/products/${Date.now()}_argan-serum.png`;
      await backend.storage.put(key, PNG.slice().buffer, "image/png");
      const stored = await world.backend().storage.get(key);
      expect(stored).not.toBeNull();
      expect(stored!.key).toBe(key);
      expect(stored!.contentType).toBe("image/png");
      expect(stored!.size).toBe(PNG.byteLength);
      expect(await bytesOf(stored!.body)).toEqual(PNG);
    });

    it("serves business logos kept beside the private trade licences, uploaded by their account", async () => {
      const owner = await signedUpSession(backend);
      const key = `provider_documents/logos/${Date.now()}_desert-rose.webp`;
      await world.backend(owner).storage.put(key, WEBP.slice().buffer, "image/webp");
      expect((await world.backend().storage.get(key))?.size).toBe(WEBP.byteLength);
    });

    it("runs the upload pipeline: a licence stored as sent, a photo as WebP without its metadata", async () => {
      const owner = world.backend(await signedUpSession(backend));
      const licence = await storeUpload(owner, "tradeLicense", new File([PDF.slice()], "Licence.pdf"));
      expect(licence).toMatchObject({ ok: true, upload: { url: null, contentType: "application/pdf", size: PDF.byteLength } });
      const logo = await storeUpload(owner, "businessLogo", new File([PHOTO_JPEG.slice()], "shop.jpg"));
      expect(logo).toMatchObject({
        ok: true,
        upload: {
          contentType: "image/webp",
          url: expect.stringMatching(/^http.*\/uploads\/provider_documents\/logos\/\d{16}_shop\.webp$/),
        },
      });
      if (!logo.ok || !licence.ok) return;
      const served = await bytesOf((await world.backend().storage.get(logo.upload.key))!.body);
      expect(new TextDecoder("latin1").decode(served.subarray(8, 12))).toBe("WEBP");
      expect(new TextDecoder("latin1").decode(served)).not.toMatch(/GlowPhone|Exif|EXIF/);
      const stored = await owner.storage.get(licence.upload.key);
      expect(await bytesOf(stored!.body)).toEqual(PDF);
    });

    it("stores nothing for a refused upload", async () => {
      const owner = world.backend(await signedUpSession(backend));
      const page = new File([new TextEncoder().encode("<html><script>alert(1)</script>")], "licence.pdf");
      expect(await storeUpload(owner, "tradeLicense", page)).toMatchObject({ ok: false, reason: "refused" });
    });

    it("answers null for objects that do not exist", async () => {
      expect(await backend.storage.get(`job_postings_assets/logos/${Date.now()}_missing.png`)).toBeNull();
    });

    it("gives public objects a URL on this site's /uploads/ route", () => {
      expect(backend.storage.publicUrl("job_postings_assets/logos/1732186800000_glam.png")).toBe(
        `${world.origin}/uploads/job_postings_assets/logos/1732186800000_glam.png`,
      );
    });
  });
}

// ---------------------------------------------------------------------------
// Business registrations (writes)
// ---------------------------------------------------------------------------

// The email in mixed case, as someone may type it.
export const REGISTRATION = { ...REGISTRATION_DETAILS, businessEmail: "Layla@DesertRose.ae" };

export function registrationContract(subject: ContractSubject) {
  describe("business registrations", () => {
    let world: ContractWorld;
    beforeEach(async () => {
      world = await subject.world();
    });
    const files = () => ({
      tradeLicense: new File([PDF.slice()], "Trade Licence.pdf"),
      logo: new File([PHOTO_JPEG.slice()], "logo.jpg"),
    });

    it("stores a signed-in account's registration as Pending with its licence and logo, readable by that account only", async () => {
      const owner = await signedUpAccount(world.backend());
      const outcome = await registerBusiness(world.backend(owner.accessToken), owner.user, REGISTRATION, files());
      expect(outcome.kind).toBe("BusinessRegistrationSubmitted");
      if (outcome.kind !== "BusinessRegistrationSubmitted") return;
      const { registration } = outcome;
      expect(registration).toMatchObject({
        accountId: owner.user.id,
        status: "Pending",
        businessName: "Desert Rose Spa",
        businessEmail: "layla@desertrose.ae",
        businessPhone: "+97141234567",
        tradeLicensePath: expect.stringMatching(/^provider_documents\/trade_licenses\/\d{16}_Trade-Licence\.pdf$/),
        logoUrl: expect.stringMatching(/\/uploads\/provider_documents\/logos\/\d{16}_logo\.webp$/),
      });
      expect(outcome.logoNotice).toBeNull();
      expect(Date.now() - Date.parse(registration.submittedAt)).toBeLessThan(60_000);
      expect(await registrationFor(world.backend(owner.accessToken), owner.user, registration.id)).toEqual(registration);

      expect((await ownerDashboard(requestContext(world, owner.accessToken)))!.registrations).toEqual([registration]);

      const other = await signedUpAccount(world.backend());
      expect(await registrationFor(world.backend(other.accessToken), other.user, registration.id)).toBeNull();
      expect((await ownerDashboard(requestContext(world, other.accessToken)))!.registrations).toEqual([]);
      expect(await registrationFor(world.backend(), null, registration.id)).toBeNull();
    });

    it("refuses a caller who is not signed in, and stores nothing for refused input", async () => {
      const register = `mutation ($input: RegisterBusinessInput!, $tradeLicense: File!) {
        registerBusiness(input: $input, tradeLicense: $tradeLicense) { ${REFUSAL_FIELDS} } }`;
      expect(
        (await graphqlAs(world, null, register, { input: REGISTRATION, tradeLicense: files().tradeLicense })).registerBusiness,
      ).toMatchObject({
        __typename: "NotSignedIn",
        // The refusal's own words by code (its `code` is always NOT_SIGNED_IN): what a page says it by.
        messageCode: "REGISTRATION_SIGN_IN",
        params: [],
      });
      const owner = await signedUpAccount(world.backend());
      const refused = await registerBusiness(
        world.backend(owner.accessToken),
        owner.user,
        { ...REGISTRATION, emirate: "Muscat" },
        {
          tradeLicense: new File([new TextEncoder().encode("<html>")], "licence.pdf"),
          logo: null,
        },
      );
      expect(withEnglish(refused)).toMatchObject({
        kind: "RegisterBusinessInvalid",
        fieldErrors: { emirate: "Please choose the emirate.", tradeLicense: expect.stringMatching(/web page/) },
      });
    });

    afterEach(() => vi.restoreAllMocks());

    /** The adapter's own storage, except that storing under `folder` fails (an outage, a full bucket). */
    const failingUnder = (backend: Backend, folder: string): Backend => ({
      ...backend,
      storage: {
        ...backend.storage,
        put: (key, body, contentType) =>
          key.includes(`/${folder}/`) ? Promise.reject(new Error("storage unavailable")) : backend.storage.put(key, body, contentType),
        get: (key) => backend.storage.get(key),
        publicUrl: (key) => backend.storage.publicUrl(key),
      },
    });

    it("goes through without a logo that cannot be stored, saying so", async () => {
      const owner = await signedUpAccount(world.backend());
      vi.spyOn(console, "error").mockImplementation(() => {});
      const outcome = await registerBusiness(failingUnder(world.backend(owner.accessToken), "logos"), owner.user, REGISTRATION, files());
      expect(outcome).toMatchObject({
        kind: "BusinessRegistrationSubmitted",
        registration: {
          status: "Pending",
          logoUrl: null,
          tradeLicensePath: expect.stringMatching(/^provider_documents\/trade_licenses\//),
        },
        logoNotice: { code: "REGISTRATION_LOGO_DROPPED" },
        // Why, by code (BusinessRegistrationSubmitted.logoRefusal), for pages saying the notice in Arabic.
        logoRefusal: { code: "UPLOAD_NOT_STORED" },
      });
      if (outcome.kind !== "BusinessRegistrationSubmitted") return;
      expect(englishOf(outcome.logoNotice!)).toMatch(/^Your logo could not be uploaded, so the registration was sent without it\./);
      expect(await registrationFor(world.backend(owner.accessToken), owner.user, outcome.registration.id)).toMatchObject({ logoUrl: null });
    });

    it("stops when the trade licence cannot be stored, registering nothing", async () => {
      const owner = await signedUpAccount(world.backend());
      vi.spyOn(console, "error").mockImplementation(() => {});
      const outcome = await registerBusiness(
        failingUnder(world.backend(owner.accessToken), "trade_licenses"),
        owner.user,
        REGISTRATION,
        files(),
      );
      expect(withEnglish(outcome)).toEqual({
        kind: "UploadFailed",
        bucket: "provider_documents",
        message: "The file could not be stored just now. Please try again in a moment.",
      });
    });
  });
}

// ---------------------------------------------------------------------------
// The shop (reads, then adding a product)
// ---------------------------------------------------------------------------

/** The six sample products in the order they were added (all at once: by id). */
export const SAMPLE_PRODUCTS = ["product-1", "product-2", "product-3", "product-4", "product-5", "product-6"];
export const NEW_PRODUCT = {
  name: "Rose Water Toner",
  brand: "Desert Bloom Botanicals",
  category: "Wellness",
  price: "55.50",
  stock: 0,
  description: "A gentle toner with Taif rose water.\nAlcohol-free.",
};

export function productContract(subject: ContractSubject) {
  describe("products", () => {
    let world: ContractWorld;
    let backend: Backend;
    beforeEach(async () => {
      world = await subject.world();
      backend = world.backend();
    });
    const everything: ProductFilter = { text: null, category: null };
    /** Every page of a list, one product at a time, following the cursors. */
    async function allPages(filter: ProductFilter, sort: ProductSort, size: number) {
      const ids: string[] = [];
      let after = null;
      for (;;) {
        const page = await backend.products.list(filter, sort, size, after);
        ids.push(...page.nodes.map((product) => product.id));
        if (!page.hasNextPage) return ids;
        after = cursorOf(page.nodes.at(-1)!, sort);
      }
    }

    it("lists the samples in the order added, by price either way, page by page, with the total", async () => {
      const first = await backend.products.list(everything, "DEFAULT", 4, null);
      expect(first.nodes.map((product) => product.id)).toEqual(SAMPLE_PRODUCTS.slice(0, 4));
      expect(first).toMatchObject({ hasNextPage: true, totalCount: 6 });
      expect(await allPages(everything, "DEFAULT", 4)).toEqual(SAMPLE_PRODUCTS);
      // 65, 75, 89, 149, 349, 420 AED
      const cheapest = ["product-3", "product-5", "product-1", "product-2", "product-6", "product-4"];
      expect(await allPages(everything, "PRICE_ASC", 2)).toEqual(cheapest);
      expect(await allPages(everything, "PRICE_DESC", 4)).toEqual([...cheapest].reverse());
    });

    it("filters by text in the name or brand, case-insensitive, and by category, counting only matches", async () => {
      const serums = await backend.products.list({ text: "SERUM", category: null }, "DEFAULT", 10, null);
      expect(serums.nodes.map((product) => product.id)).toEqual(["product-1", "product-2"]);
      expect(serums.totalCount).toBe(2);
      expect((await backend.products.list({ text: "stylepro", category: null }, "DEFAULT", 10, null)).nodes.map((p) => p.id)).toEqual([
        "product-6",
      ]);
      const hair = await backend.products.list({ text: "serum", category: "Hair Care" }, "PRICE_ASC", 10, null);
      expect(hair).toMatchObject({ totalCount: 1, hasNextPage: false });
      expect(hair.nodes.map((product) => product.id)).toEqual(["product-1"]);
      // LIKE's wildcards are matched as typed.
      expect((await backend.products.list({ text: "%", category: null }, "DEFAULT", 10, null)).totalCount).toBe(0);
      expect((await backend.products.list({ text: "_", category: null }, "DEFAULT", 10, null)).totalCount).toBe(0);
      expect((await backend.products.list({ text: "o", category: "Wellness" }, "DEFAULT", 10, null)).totalCount).toBe(0);
    });

    it("reads a product by id with every field, money in fils, and answers null for unknown ids", async () => {
      expect(await backend.products.byId("product-4")).toEqual({
        id: "product-4",
        ownerId: null,
        providerId: null,
        name: "Oud & Amber Eau de Parfum 100 ml",
        brand: "Al Qasr Perfumes",
        category: "Fragrance",
        priceFils: 42000,
        // The spec's sample shop, as data (0041): previous price the price + AED 20, both notes.
        compareAtFils: 44000,
        claimsGenuine: true,
        claimsUaeDelivery: true,
        stock: 0,
        description: "A rich, long-lasting blend of Cambodian oud, amber and a touch of rose, inspired by Arabian evenings.",
        imageUrl: "https://images.unsplash.com/photo-1541643600914-78b084683601?auto=format&fit=crop&w=1200&q=70",
        rating: 4.9,
        createdAt: "2026-11-01T00:00:00.000Z",
      });
      expect(await backend.products.byId("no-such-product")).toBeNull();
    });

    it("knows the categories that have products", async () => {
      expect(await productCategories(backend)).toEqual(SAMPLE_PRODUCT_CATEGORIES);
    });

    it("adds a listing owner's product with its image as WebP, without a rating, after the others", async () => {
      if (!world.makeOwner) return; // a live project has no listing a test may own
      const seller = await signedUpAccount(world.backend());
      await world.makeOwner("aura-aesthetic", seller.user.id);
      const image = new File([PHOTO_JPEG.slice()], "Rose Toner.jpg");
      const outcome = await addProduct(world.backend(seller.accessToken), seller.user, NEW_PRODUCT, image);
      expect(outcome.kind).toBe("ProductAdded");
      if (outcome.kind !== "ProductAdded") return;
      const { product } = outcome;
      expect(product).toMatchObject({
        ownerId: seller.user.id,
        providerId: "aura-aesthetic", // the account's only listing, when none is named
        name: "Rose Water Toner",
        category: "Wellness",
        priceFils: 5550,
        compareAtFils: null,
        claimsGenuine: false,
        claimsUaeDelivery: false,
        stock: 0,
        rating: null,
        imageUrl: expect.stringMatching(/\/uploads\/product_images\/products\/\d{16}_Rose-Toner\.webp$/),
      });
      expect(Date.now() - Date.parse(product.createdAt)).toBeLessThan(60_000);
      expect(await world.backend().products.byId(product.id)).toEqual(product);
      const key = product.imageUrl.slice(product.imageUrl.indexOf("/uploads/") + "/uploads/".length);
      expect((await world.backend().storage.get(key))?.contentType).toBe("image/webp");

      const listed = await allPages(everything, "DEFAULT", 50);
      expect(listed.at(-1)).toBe(product.id);
      expect(await productCategories(backend)).toContain("Wellness");
      const wellness = await backend.products.list({ text: "rose water", category: "Wellness" }, "DEFAULT", 10, null);
      expect(wellness.nodes.map((p) => p.id)).toContain(product.id);
      expect(await relatedProducts(backend, product, 4)).not.toContainEqual(expect.objectContaining({ id: product.id }));

      // Another owner's session adds as that account, for their listing, never as the first one.
      const other = await signedUpAccount(world.backend());
      await world.makeOwner("barbers-hub", other.user.id);
      const theirs = await addProduct(
        world.backend(other.accessToken),
        other.user,
        { ...NEW_PRODUCT, providerId: "barbers-hub" },
        new File([PNG_IMAGE.slice()], "toner.png"),
      );
      expect(theirs).toMatchObject({ kind: "ProductAdded", product: { ownerId: other.user.id, providerId: "barbers-hub" } });
    });

    it("refuses an account without an approved listing, and another account's listing or an unknown one, storing nothing", async () => {
      const image = () => new File([PHOTO_JPEG.slice()], "toner.jpg");
      const before = (await backend.products.list(everything, "DEFAULT", 1, null)).totalCount;
      const uploads = await storedUploads(world);
      const newcomer = await verifiedAccount(world);
      const asNewcomer = world.backend(newcomer.accessToken);
      const required = { kind: "BusinessListingRequired", message: BUSINESS_LISTING_REQUIRED_MESSAGE };
      expect(await addProduct(asNewcomer, newcomer.user, NEW_PRODUCT, image())).toEqual(required);
      // A named listing is the field's `owns` scope's to refuse, before the service runs.
      const add = `mutation ($input: AddProductInput!, $image: File!) {
        addProduct(input: $input, image: $image) { __typename ... on NotAllowed { message } ... on BusinessListingRequired { message } }
      }`;
      const addAs = async (accessToken: string, providerId: string, price = NEW_PRODUCT.price) =>
        (await graphqlAs(world, accessToken, add, { input: { ...NEW_PRODUCT, providerId, price }, image: image() })).addProduct;
      // Naming a listing changes nothing for an account that has none.
      expect(await addAs(newcomer.accessToken, "glamour-spot")).toEqual({
        __typename: "BusinessListingRequired",
        message: englishOf(BUSINESS_LISTING_REQUIRED_MESSAGE),
      });
      if (world.makeOwner) {
        const owner = await verifiedAccount(world);
        const stranger = await verifiedAccount(world);
        await world.makeOwner("glamour-spot", owner.user.id);
        await world.makeOwner("elite-gents-salon", stranger.user.id);
        const asStranger = world.backend(stranger.accessToken);
        for (const providerId of ["glamour-spot", "no-such-listing", "aura-aesthetic"]) {
          expect(await addAs(stranger.accessToken, providerId), providerId).toEqual({
            __typename: "NotAllowed",
            message: englishOf(NOT_YOUR_LISTING_MESSAGE),
          });
        }
        // The owner naming the same listing is let through to the service (here refused a price, so nothing is stored).
        expect(await addAs(owner.accessToken, "glamour-spot", "0")).toEqual({ __typename: "AddProductInvalid" });
        // The repository itself refuses a listing that is not the seller's, whatever the API asked before.
        const url = `${world.origin}/uploads/product_images/products/1732186800000123_toner.webp`;
        const row = {
          accountId: stranger.user.id,
          providerId: "glamour-spot",
          name: "Toner",
          brand: "Brand",
          category: "Wellness" as const,
        };
        expect(
          await asStranger.products.add({
            ...row,
            priceFils: 100,
            compareAtFils: null,
            claimsGenuine: false,
            claimsUaeDelivery: false,
            stock: 1,
            description: "Text.",
            imageUrl: url,
          }),
        ).toEqual({
          kind: "notOwner",
        });
      }
      expect((await backend.products.list(everything, "DEFAULT", 1, null)).totalCount).toBe(before);
      expect(await storedUploads(world)).toBe(uploads);
    });

    it("asks an owner of several listings which one sells the product, keeping the other field errors", async () => {
      if (!world.makeOwner) return;
      const owner = await signedUpAccount(world.backend());
      await world.makeOwner("glamour-spot", owner.user.id);
      await world.makeOwner("nails-n-more", owner.user.id);
      const asOwner = world.backend(owner.accessToken);
      expect(
        withEnglish(await addProduct(asOwner, owner.user, { ...NEW_PRODUCT, price: "0" }, new File([PNG_IMAGE.slice()], "toner.png"))),
      ).toEqual({
        kind: "AddProductInvalid",
        message: "Some details need your attention.",
        fieldErrors: { providerId: CHOOSE_LISTING_MESSAGE, price: "The price must be more than AED 0.00." },
      });
      const chosen = await addProduct(
        asOwner,
        owner.user,
        { ...NEW_PRODUCT, providerId: "nails-n-more" },
        new File([PNG_IMAGE.slice()], "toner.png"),
      );
      expect(chosen).toMatchObject({ kind: "ProductAdded", product: { providerId: "nails-n-more", ownerId: owner.user.id } });
    });

    it("keeps the seller's previous price and statements, and refuses a previous price not above the price, keeping the rest", async () => {
      if (!world.makeOwner) return;
      const owner = await signedUpAccount(world.backend());
      await world.makeOwner("glamour-spot", owner.user.id);
      const asOwner = world.backend(owner.accessToken);
      const photo = () => new File([PNG_IMAGE.slice()], "toner.png");
      expect(
        withEnglish(await addProduct(asOwner, owner.user, { ...NEW_PRODUCT, price: "45.50", compareAtPrice: "45.50" }, photo())),
      ).toEqual({
        kind: "AddProductInvalid",
        message: "Some details need your attention.",
        fieldErrors: { compareAtPrice: "The previous price must be more than the price, or left empty." },
      });
      expect(withEnglish(await addProduct(asOwner, owner.user, { ...NEW_PRODUCT, compareAtPrice: "sixty" }, photo()))).toMatchObject({
        fieldErrors: { compareAtPrice: "Please enter the price as a number in AED, e.g. 49.99." },
      });
      const added = await addProduct(
        asOwner,
        owner.user,
        { ...NEW_PRODUCT, price: "45.50", compareAtPrice: "٦٥٫٥٠", claimsGenuine: true, claimsUaeDelivery: false },
        photo(),
      );
      if (added.kind !== "ProductAdded") throw new Error(added.kind);
      expect(added.product).toMatchObject({ priceFils: 4550, compareAtFils: 6550, claimsGenuine: true, claimsUaeDelivery: false });
      expect(await world.backend().products.byId(added.product.id)).toEqual(added.product);
      // Without one, nothing is invented.
      const plain = await addProduct(asOwner, owner.user, { ...NEW_PRODUCT, compareAtPrice: "" }, photo());
      if (plain.kind !== "ProductAdded") throw new Error(plain.kind);
      expect(plain.product).toMatchObject({ compareAtFils: null, claimsGenuine: false, claimsUaeDelivery: false });
    });

    it(`stops a listing at ${DAILY_PRODUCTS_PER_LISTING} products in 24 hours, in the database, saying when one more may be added`, async () => {
      if (!world.makeOwner) return;
      const owner = await signedUpAccount(world.backend());
      await world.makeOwner("skin-revive-clinic", owner.user.id);
      const asOwner = world.backend(owner.accessToken);
      const stored = await storeUpload(asOwner, "productImage", new File([PNG_IMAGE.slice()], "serum.png"));
      if (!stored.ok) throw new Error(englishOf(stored.message));
      const row = {
        accountId: owner.user.id,
        providerId: "skin-revive-clinic",
        name: "Serum",
        brand: "Skin Revive",
        category: "Skin Care" as const,
        priceFils: 9900,
        compareAtFils: null,
        claimsGenuine: false,
        claimsUaeDelivery: false,
        stock: 5,
        description: "A serum.",
        imageUrl: stored.upload.url!,
      };
      const first = await asOwner.products.add(row);
      if (first.kind !== "added") throw new Error(first.kind);
      for (let added = 1; added < DAILY_PRODUCTS_PER_LISTING; added += 1) expect((await asOwner.products.add(row)).kind).toBe("added");
      const endsAt = new Date(Date.parse(first.product.createdAt) + 24 * 3600_000).toISOString();
      expect(await asOwner.products.add(row)).toEqual({ kind: "dailyLimitReached", endsAt });

      // The API says so before it reads the image, so nothing is stored.
      const uploads = await storedUploads(world);
      const refused = await addProduct(asOwner, owner.user, NEW_PRODUCT, new File([PNG_IMAGE.slice()], "toner.png"));
      expect(refused).toMatchObject({ kind: "DailyProductLimitReached", limit: DAILY_PRODUCTS_PER_LISTING });
      if (refused.kind !== "DailyProductLimitReached") return;
      expect(refused.retryAfterSeconds).toBeGreaterThan(24 * 3600 - 120);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(24 * 3600);
      expect(englishOf(refused.message)).toBe(
        `A business can add at most ${DAILY_PRODUCTS_PER_LISTING} products in 24 hours. Please try again in 24 hours.`,
      );
      expect(await storedUploads(world)).toBe(uploads);
      const total = await asOwner.products.list({ text: "serum", category: "Skin Care" }, "DEFAULT", 50, null);
      expect(total.nodes.filter((product) => product.providerId === "skin-revive-clinic")).toHaveLength(DAILY_PRODUCTS_PER_LISTING);
    });

    it("refuses a caller who is not signed in, a missing or unfit image and bad fields, storing nothing", async () => {
      const image = () => new File([PHOTO_JPEG.slice()], "toner.jpg");
      const add = `mutation ($input: AddProductInput!, $image: File!) { addProduct(input: $input, image: $image) { ${REFUSAL_FIELDS} } }`;
      expect((await graphqlAs(world, null, add, { input: NEW_PRODUCT, image: image() })).addProduct).toMatchObject({
        __typename: "NotSignedIn",
      });
      if (!world.makeOwner) return;
      const seller = await signedUpAccount(world.backend());
      await world.makeOwner("glamour-spot", seller.user.id);
      const as = world.backend(seller.accessToken);
      const before = (await backend.products.list(everything, "DEFAULT", 1, null)).totalCount;
      expect(await addProduct(as, seller.user, NEW_PRODUCT, null)).toMatchObject({
        kind: "AddProductInvalid",
        fieldErrors: { image: "Please upload a product image." },
      });
      expect(await addProduct(as, seller.user, NEW_PRODUCT, new File([], ""))).toMatchObject({
        kind: "AddProductInvalid",
        fieldErrors: { image: "Please upload a product image." },
      });
      const refused = await addProduct(
        as,
        seller.user,
        { ...NEW_PRODUCT, price: "0", stock: -1, category: "Jewellery" },
        new File([PDF.slice()], "toner.jpg"),
      );
      expect(withEnglish(refused)).toMatchObject({
        kind: "AddProductInvalid",
        fieldErrors: {
          price: "The price must be more than AED 0.00.",
          stock: "Please enter the stock as a whole number, 0 or more.",
          category: "Please choose a category.",
          image: expect.stringMatching(/product image/),
        },
      });
      expect((await backend.products.list(everything, "DEFAULT", 1, null)).totalCount).toBe(before);
    });
  });
}

// ---------------------------------------------------------------------------
// The job board (reads, then posting a job: Premium accounts only)
// ---------------------------------------------------------------------------

/** The four sample jobs, newest first. */
export const SAMPLE_JOBS = ["job-1", "job-2", "job-3", "job-4"];
export const NEW_JOB = {
  title: "Lash & Brow Artist",
  companyName: "Desert Bloom Beauty Lounge",
  location: "Ras Al Khaimah",
  jobType: "Temporary",
  salaryRange: "",
  description: "Cover our busy winter season.\nClassic and volume lashes.",
  requirements: "2+ years of lash extensions\n\n- Brow lamination",
  confirmAccuracy: true,
};

export function jobContract(subject: ContractSubject) {
  describe("jobs", () => {
    let world: ContractWorld;
    let backend: Backend;
    beforeEach(async () => {
      world = await subject.world();
      backend = world.backend();
    });
    /** Every page of the board, following the cursors. */
    async function allPages(filter: JobFilter, size: number, as: Backend = backend) {
      const ids: string[] = [];
      let after = null;
      for (;;) {
        const page = await as.jobs.list(filter, size, after);
        ids.push(...page.nodes.map((job) => job.id));
        if (!page.hasNextPage) return ids;
        after = positionOf(page.nodes.at(-1)!);
      }
    }
    const ids = async (filter: Partial<JobFilter>) =>
      (await backend.jobs.list({ ...NO_JOB_FILTER, ...filter }, 10, null)).nodes.map((job) => job.id);

    it("lists the open samples newest first, page by page, with the total", async () => {
      const first = await backend.jobs.list(NO_JOB_FILTER, 3, null);
      expect(first.nodes.map((job) => job.id)).toEqual(SAMPLE_JOBS.slice(0, 3));
      expect(first).toMatchObject({ hasNextPage: true, totalCount: 4 });
      expect(await allPages(NO_JOB_FILTER, 1)).toEqual(SAMPLE_JOBS);
    });

    it("filters by text in the title or company (case-insensitive), by the location before its comma and by type", async () => {
      expect(await ids({ text: "BARBER" })).toEqual(["job-4"]);
      expect(await ids({ text: "aura aesthetic" })).toEqual(["job-2"]);
      // Shorter than the trigram index's three characters: 'Senior', 'Clinic', 'Technician'.
      expect(await ids({ text: "ni" })).toEqual(["job-1", "job-2", "job-3"]);
      expect(await allPages({ ...NO_JOB_FILTER, text: "Ni" }, 1)).toEqual(["job-1", "job-2", "job-3"]);
      expect(await ids({ text: "nu", type: "Full-time" })).toEqual(["job-2"]);
      expect(await ids({ location: "Dubai" })).toEqual(["job-1"]);
      expect(await ids({ location: "Jumeirah" })).toEqual([]);
      expect(await ids({ type: "Full-time" })).toEqual(["job-1", "job-2"]);
      expect(await ids({ type: "Full-time", location: "Abu Dhabi", text: "nurse" })).toEqual(["job-2"]);
      expect(await ids({ text: "%" })).toEqual([]);
      expect(await ids({ text: "_" })).toEqual([]);
      const counted = await backend.jobs.list({ ...NO_JOB_FILTER, type: "Full-time" }, 1, null);
      expect(counted).toMatchObject({ totalCount: 2, hasNextPage: true });
    });

    it("reads a job by id with every field, and answers null for unknown ids", async () => {
      expect(await backend.jobs.byId("job-3")).toEqual({
        id: "job-3",
        ownerId: null,
        title: "Nail Technician (Weekends)",
        companyName: "Nails N More",
        location: "Ajman, Al Nuaimiya",
        jobType: "Part-time",
        salaryRange: null,
        description: expect.stringMatching(/^Nails N More needs a creative nail technician/),
        requirements:
          "Proven experience with gel, acrylic and nail art\nStrict hygiene and sterilisation practices\nPortfolio of recent work\nAvailable on Saturdays and Sundays",
        companyLogoUrl: null,
        postedDate: "2026-10-28",
        status: "Open",
        applicants: 0,
        createdAt: "2026-10-27T20:00:00.000Z",
      });
      expect(await backend.jobs.byId("no-such-job")).toBeNull();
    });

    it("posts a Premium account's job with its logo as WebP, Open, newest on the board, and its own in 'my jobs' only", async () => {
      const owner = await verifiedAccount(world);
      const as = () => requestContext(world, owner.accessToken);
      const logo = () => new File([PHOTO_JPEG.slice()], "Desert Bloom.jpg");
      const before = (await backend.jobs.list(NO_JOB_FILTER, 1, null)).totalCount;

      // Basic: refused by the field's premium scope, whatever it sends, and nothing is stored.
      const post = `mutation ($input: PostJobInput!, $logo: File) { postJob(input: $input, logo: $logo) { ${REFUSAL_FIELDS} } }`;
      expect((await graphqlAs(world, owner.accessToken, post, { input: NEW_JOB, logo: logo() })).postJob).toEqual({
        __typename: "PremiumRequired",
        feature: "Job Posting",
        message: "Access to Job Posting requires an active subscription.",
      });
      expect((await backend.jobs.list(NO_JOB_FILTER, 1, null)).totalCount).toBe(before);

      await subscribeToPremium(as());
      const outcome = await postJob(as(), owner.user, NEW_JOB, logo());
      expect(outcome.kind).toBe("JobPosted");
      if (outcome.kind !== "JobPosted") return;
      const { job } = outcome;
      expect(job).toMatchObject({
        ownerId: owner.user.id,
        title: "Lash & Brow Artist",
        location: "Ras Al Khaimah",
        jobType: "Temporary",
        salaryRange: null,
        requirements: "2+ years of lash extensions\n\n- Brow lamination",
        status: "Open",
        applicants: 0,
        postedDate: dubaiNow(new Date()).date,
        companyLogoUrl: expect.stringMatching(/\/uploads\/job_postings_assets\/logos\/\d{16}_Desert-Bloom\.webp$/),
      });
      expect(Date.now() - Date.parse(job.createdAt)).toBeLessThan(60_000);
      expect(await world.backend().jobs.byId(job.id)).toEqual(job);
      const key = job.companyLogoUrl!.slice(job.companyLogoUrl!.indexOf("/uploads/") + "/uploads/".length);
      expect((await world.backend().storage.get(key))?.contentType).toBe("image/webp");

      expect((await allPages(NO_JOB_FILTER, 2))[0]).toBe(job.id);
      expect(await ids({ location: "Ras Al Khaimah", text: "desert bloom", type: "Temporary" })).toEqual([job.id]);

      // 'My jobs': the owner's own postings, with their applicants; another account gets nothing.
      const mine = await world.backend(owner.accessToken).jobs.postedBy(owner.user.id, 10, null);
      expect(mine.nodes).toEqual([job]);
      expect(mine.totalCount).toBe(1);
      const stranger = await signedUpAccount(world.backend());
      expect((await world.backend(stranger.accessToken).jobs.postedBy(stranger.user.id, 10, null)).nodes).toEqual([]);
      expect(await refuseStranger(world.backend(stranger.accessToken).ownership, stranger.user, "job", job.id)).toEqual(notAllowed());
      expect(await refuseStranger(world.backend(owner.accessToken).ownership, owner.user, "job", job.id)).toBeNull();
      expect(await refuseStranger(world.backend(owner.accessToken).ownership, owner.user, "job", "job-1")).toEqual(notAllowed());
      expect(await jobFor(world.backend(stranger.accessToken), stranger.user, job.id)).toEqual(job);
    });

    it("refuses a caller who is not signed in, bad fields and an unfit logo, storing nothing", async () => {
      const post = `mutation ($input: PostJobInput!) { postJob(input: $input) { ${REFUSAL_FIELDS} } }`;
      expect((await graphqlAs(world, null, post, { input: NEW_JOB })).postJob).toMatchObject({ __typename: "NotSignedIn" });
      const owner = await signedUpAccount(world.backend());
      const as = () => requestContext(world, owner.accessToken);
      await subscribeToPremium(as());
      const before = (await backend.jobs.list(NO_JOB_FILTER, 1, null)).totalCount;
      const refused = await postJob(
        as(),
        owner.user,
        { ...NEW_JOB, title: " ", location: "Jumeirah", jobType: "Freelance", requirements: "", confirmAccuracy: false },
        new File([PDF.slice()], "logo.png"),
      );
      expect(withEnglish(refused)).toMatchObject({
        kind: "PostJobInvalid",
        fieldErrors: {
          title: "Please enter the job title.",
          location: "Please choose a location.",
          jobType: "Please choose a job type.",
          requirements: "Please list the requirements, one per line.",
          confirmAccuracy: "Please confirm that the information provided is accurate.",
          logo: expect.stringMatching(/logo/),
        },
      });
      expect((await backend.jobs.list(NO_JOB_FILTER, 1, null)).totalCount).toBe(before);
      // Without a logo it goes through, with none.
      const posted = await postJob(as(), owner.user, { ...NEW_JOB, salaryRange: "AED 5,000 / month" }, null);
      expect(posted).toMatchObject({ kind: "JobPosted", job: { companyLogoUrl: null, salaryRange: "AED 5,000 / month" } });
    });
  });
}

// ---------------------------------------------------------------------------
// Ownership: a stranger is refused (every owner-only read or write asks this first)
// ---------------------------------------------------------------------------

export function ownershipContract(subject: ContractSubject) {
  describe("ownership", () => {
    let world: ContractWorld;
    beforeEach(async () => {
      world = await subject.world();
    });

    it("a stranger is refused a registration; its owner is let through; an unknown id reads as nobody's", async () => {
      const owner = await signedUpAccount(world.backend());
      const asOwner = world.backend(owner.accessToken);
      const outcome = await registerBusiness(asOwner, owner.user, REGISTRATION, {
        tradeLicense: new File([PDF.slice()], "Trade Licence.pdf"),
        logo: null,
      });
      if (outcome.kind !== "BusinessRegistrationSubmitted") throw new Error(`not registered: ${outcome.kind}`);
      const id = outcome.registration.id;
      expect(await asOwner.ownership.ownerOf("registration", id)).toBe(owner.user.id);
      expect(await refuseStranger(asOwner.ownership, owner.user, "registration", id)).toBeNull();

      const stranger = await signedUpAccount(world.backend());
      const asStranger = world.backend(stranger.accessToken).ownership;
      expect(await refuseStranger(asStranger, stranger.user, "registration", id)).toEqual(notAllowed());
      expect(await refuseStranger(asStranger, stranger.user, "registration", crypto.randomUUID())).toEqual(notAllowed());
      expect(await asOwner.ownership.ownerOf("registration", crypto.randomUUID())).toBeNull();
    });

    it("a stranger is refused a product; its seller is let through", async () => {
      if (!world.makeOwner) return;
      const seller = await signedUpAccount(world.backend());
      await world.makeOwner("aura-aesthetic", seller.user.id);
      const asSeller = world.backend(seller.accessToken);
      const added = await addProduct(asSeller, seller.user, NEW_PRODUCT, new File([PNG_IMAGE.slice()], "serum.png"));
      if (added.kind !== "ProductAdded") throw new Error(`not added: ${added.kind}`);
      expect(await refuseStranger(asSeller.ownership, seller.user, "product", added.product.id)).toBeNull();
      const stranger = await signedUpAccount(world.backend());
      const asStranger = world.backend(stranger.accessToken).ownership;
      expect(await refuseStranger(asStranger, stranger.user, "product", added.product.id)).toEqual(notAllowed());
      expect(await refuseStranger(asStranger, stranger.user, "product", "product-1")).toEqual(notAllowed()); // a sample: nobody's
    });

    it("a stranger is refused a booking: only its business's owner is let through, not its customer or anyone else", async () => {
      if (!world.makeOwner) return;
      const owner = await signedUpAccount(world.backend());
      const customer = await signedUpAccount(world.backend());
      const stranger = await signedUpAccount(world.backend());
      await world.makeOwner("nails-n-more", owner.user.id);
      const made = await world.backend(customer.accessToken).bookings.insertIfFree(
        newBooking(world.freshDay(), "10:00", "10:45", {
          providerId: "nails-n-more",
          serviceId: "nails-n-more-gel-manicure",
          customerId: customer.user.id,
        }),
        BOOKING_LIMITS,
      );
      if (made.kind !== "created") throw new Error(made.kind);
      const id = made.booking.id;
      expect(await refuseStranger(world.backend(owner.accessToken).ownership, owner.user, "booking", id)).toBeNull();
      expect(await refuseStranger(world.backend(customer.accessToken).ownership, customer.user, "booking", id)).toEqual(notAllowed());
      expect(await refuseStranger(world.backend(stranger.accessToken).ownership, stranger.user, "booking", id)).toEqual(notAllowed());
      expect(await refuseStranger(world.backend(owner.accessToken).ownership, owner.user, "booking", "no-such-booking")).toEqual(
        notAllowed(),
      );
      // As its customer: the customer is let through, the business's owner and strangers are not.
      expect(await refuseStranger(world.backend(customer.accessToken).ownership, customer.user, "customerBooking", id)).toBeNull();
      expect(await refuseStranger(world.backend(owner.accessToken).ownership, owner.user, "customerBooking", id)).toEqual(notAllowed());
      expect(await refuseStranger(world.backend(stranger.accessToken).ownership, stranger.user, "customerBooking", id)).toEqual(
        notAllowed(),
      );
    });

    it("a signed-in customer reads their own upcoming bookings with manage tokens; another account, none of them", async () => {
      const customer = await signedUpAccount(world.backend());
      const stranger = await signedUpAccount(world.backend());
      const day = world.freshDay();
      const asCustomer = world.backend(customer.accessToken);
      const mine = await asCustomer.bookings.insertIfFree(
        newBooking(day, "14:00", "15:00", { customerId: customer.user.id }),
        BOOKING_LIMITS,
      );
      const guest = await world.backend().bookings.insertIfFree(newBooking(day, "16:00", "17:00"), BOOKING_LIMITS);
      if (mine.kind !== "created" || guest.kind !== "created") throw new Error(`${mine.kind} ${guest.kind}`);

      const listed = await customerBookings(asCustomer, customer.user);
      expect(listed.map((booking) => [booking.id, booking.manageToken, booking.customerId])).toEqual([
        [mine.booking.id, mine.booking.manageToken, customer.user.id],
      ]);
      expect(listed[0]).toMatchObject({ providerId: "glamour-spot", startsAt: `${day}T14:00`, status: "Confirmed" });
      const theirs = await customerBookings(world.backend(stranger.accessToken), stranger.user);
      expect(theirs.map((booking) => booking.id)).not.toContain(mine.booking.id);
      expect(theirs.map((booking) => booking.id)).not.toContain(guest.booking.id);
      // A cancelled booking stays on the list, saying who cancelled it (issue #33: it used to vanish).
      await asCustomer.bookings.cancelByManageToken(mine.booking.manageToken!, `${day}T00:00`);
      expect(await customerBookings(asCustomer, customer.user)).toMatchObject([
        { id: mine.booking.id, status: "Cancelled", cancelledBy: "customer" },
      ]);
    });

    it("a stranger's dashboard guard keeps none of an owner's providers, so its lists show none of theirs", async () => {
      if (!world.makeOwner) return;
      const owner = await signedUpAccount(world.backend());
      const stranger = await signedUpAccount(world.backend());
      await world.makeOwner("glamour-spot", owner.user.id);
      const asStranger = world.backend(stranger.accessToken);
      // The owner's dashboard lists, read by owner as a stranger: the rows name the owner, so the guard keeps none.
      const ownerOfRow = (row: { ownerId: string | null }) => row.ownerId;
      const everything = ["2000-01-01T00:00", "9999-12-31T23:59"] as const;
      const listed = await asStranger.owners.dashboardOf(owner.user.id, ...everything);
      expect(listed.providers.map((provider) => [provider.id, provider.ownerId])).toEqual([["glamour-spot", owner.user.id]]);
      expect(listed.offers.every((offer) => offer.ownerId === owner.user.id)).toBe(true);
      expect(listed.bookings.every((booking) => booking.ownerId === owner.user.id)).toBe(true);
      const guarded = ownedIds(stranger.user, "provider", listed.providers, ownerOfRow);
      expect([...guarded]).toEqual([]);
      expect(ownRows(stranger.user, listed.offers, ownerOfRow)).toEqual([]);
      expect(ownRows(stranger.user, listed.bookings, ownerOfRow)).toEqual([]);
      expect(await asStranger.owners.bookingsOf(guarded, ...everything)).toEqual([]);
      const ownersOwn = ownedIds(
        owner.user,
        "provider",
        (await world.backend(owner.accessToken).owners.dashboardOf(owner.user.id, ...everything)).providers,
        ownerOfRow,
      );
      expect([...ownersOwn]).toEqual(["glamour-spot"]);
      const strangers = (await ownerDashboard(requestContext(world, stranger.accessToken)))!;
      expect([strangers.providers, strangers.upcomingBookings, strangers.offers]).toEqual([[], [], []]);

      // Registrations: the stranger's dashboard lists none of the owner's.
      const registered = await registerBusiness(world.backend(owner.accessToken), owner.user, REGISTRATION, {
        tradeLicense: new File([PDF.slice()], "Trade Licence.pdf"),
        logo: null,
      });
      if (registered.kind !== "BusinessRegistrationSubmitted") throw new Error(registered.kind);
      const theirs = (await ownerDashboard(requestContext(world, stranger.accessToken)))!;
      expect(theirs.registrations).toEqual([]);
      const mine = (await ownerDashboard(requestContext(world, owner.accessToken)))!;
      expect(mine.registrations.map((row) => row.id)).toEqual([registered.registration.id]);
      expect(await registrationFor(world.backend(stranger.accessToken), stranger.user, registered.registration.id)).toBeNull();
    });

    it("a stranger is refused a provider, and one that does not exist", async () => {
      const stranger = await signedUpAccount(world.backend());
      const backend = world.backend(stranger.accessToken);
      expect(await backend.ownership.ownerOf("provider", "glamour-spot")).not.toBe(stranger.user.id);
      expect(await refuseStranger(backend.ownership, stranger.user, "provider", "glamour-spot")).toEqual(notAllowed());
      expect(await refuseStranger(backend.ownership, stranger.user, "provider", "no-such-provider")).toEqual(notAllowed());
    });
  });
}

// ---------------------------------------------------------------------------
// Accounts (writes)
// ---------------------------------------------------------------------------

let accountSerial = 0;
const newEmail = () => `contract.${Date.now().toString(36)}.${(accountSerial += 1)}@example.com`;
const PASSWORD = "correct horse battery staple";

/** For cases that check dozens of passwords: the local adapter hashes each with 100,000 PBKDF2 iterations. */
const PASSWORD_HASHING_TIMEOUT = 60_000;

export function authContract(subject: ContractSubject) {
  describe("auth", () => {
    let world: ContractWorld;
    let backend: Backend;
    beforeEach(async () => {
      world = await subject.world();
      backend = world.backend();
    });

    it("signs up, signs in, and knows the user behind an access token", async () => {
      const email = newEmail();
      const signedUp = await backend.auth.signUp({ email, password: PASSWORD });
      expect(signedUp.ok).toBe(true);
      if (!signedUp.ok) return;
      // Not verified until the emailed link is opened (account-email-contract.ts), yet signed in.
      expect(signedUp.value.user).toEqual({ id: expect.any(String), email, emailConfirmed: false });
      expect(signedUp.value.session).not.toBeNull();

      const signedIn = await backend.auth.signInWithPassword({ email, password: PASSWORD }, "203.0.113.7");
      expect(signedIn.ok).toBe(true);
      if (!signedIn.ok) return;
      const session = signedIn.value;
      expect(session).toMatchObject({ tokenType: "bearer", expiresIn: expect.any(Number), user: signedUp.value.user });
      expect(session.accessToken.length).toBeGreaterThan(20);
      expect(session.refreshToken.length).toBeGreaterThan(5);
      expect(session.expiresAt - Math.floor(Date.now() / 1000)).toBeGreaterThan(session.expiresIn - 60);

      // A later request of the same user.
      const user = await world.backend(session.accessToken).auth.getUser(session.accessToken);
      const basic = { accountId: signedUp.value.user.id, plan: "basic", trialEndsOn: null };
      expect(user).toEqual({ ok: true, value: { ...signedUp.value.user, isReviewer: false, subscription: basic } });
    });

    it("refuses a second account for the same email, and wrong passwords, in Supabase's words", async () => {
      const email = newEmail();
      expect((await backend.auth.signUp({ email, password: PASSWORD })).ok).toBe(true);
      expect(await backend.auth.signUp({ email, password: PASSWORD })).toEqual({
        ok: false,
        error: { code: "user_already_exists", message: AUTH_MESSAGES.user_already_exists, reasons: [], retryAfterSeconds: null },
      });
      const invalid = {
        ok: false,
        error: { code: "invalid_credentials", message: AUTH_MESSAGES.invalid_credentials, reasons: [], retryAfterSeconds: null },
      };
      expect(await backend.auth.signInWithPassword({ email, password: "not the password" }, "203.0.113.8")).toEqual(invalid);
      expect(await backend.auth.signInWithPassword({ email: newEmail(), password: PASSWORD }, "203.0.113.8")).toEqual(invalid);
    });

    it("refreshes a session with a new refresh token, and refuses unknown ones", async () => {
      const email = newEmail();
      await backend.auth.signUp({ email, password: PASSWORD });
      const signedIn = await backend.auth.signInWithPassword({ email, password: PASSWORD }, "203.0.113.9");
      if (!signedIn.ok) throw new Error(englishOf(signedIn.error.message));
      const refreshed = await world.backend().auth.refreshSession(signedIn.value.refreshToken);
      expect(refreshed.ok).toBe(true);
      if (!refreshed.ok) return;
      expect(refreshed.value.refreshToken).not.toBe(signedIn.value.refreshToken);
      expect(refreshed.value.user.email).toBe(email);
      expect((await world.backend().auth.getUser(refreshed.value.accessToken)).ok).toBe(true);

      expect(await backend.auth.refreshSession("not-a-refresh-token")).toEqual({
        ok: false,
        error: { code: "refresh_token_not_found", message: AUTH_MESSAGES.refresh_token_not_found, reasons: [], retryAfterSeconds: null },
      });
    });

    it("signs out (twice is fine), after which the token no longer names a user", async () => {
      const email = newEmail();
      await backend.auth.signUp({ email, password: PASSWORD });
      const signedIn = await backend.auth.signInWithPassword({ email, password: PASSWORD }, "203.0.113.10");
      if (!signedIn.ok) throw new Error(englishOf(signedIn.error.message));
      const token = signedIn.value.accessToken;
      expect(await world.backend(token).auth.signOut(token, "local")).toEqual({ ok: true, value: null });
      const after = await world.backend(token).auth.getUser(token);
      expect(after).toEqual({
        ok: false,
        error: { code: "session_not_found", message: AUTH_MESSAGES.session_not_found, reasons: [], retryAfterSeconds: null },
      });
      expect(await world.backend(token).auth.signOut(token, "local")).toEqual({ ok: true, value: null });
    });

    it("refuses tokens it did not issue", async () => {
      const badJwt = { ok: false, error: { code: "bad_jwt", message: AUTH_MESSAGES.bad_jwt, reasons: [], retryAfterSeconds: null } };
      const forged = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl";
      expect(await backend.auth.getUser(forged)).toEqual(badJwt);
      expect(await backend.auth.signOut(forged, "global")).toEqual(badJwt);
    });

    it.runIf(subject.limitsSignIns)(
      `locks an account and address out after ${SIGN_IN_FAILURE_LIMIT} failed sign-ins, and only that pair`,
      async () => {
        const email = newEmail();
        await backend.auth.signUp({ email, password: PASSWORD });
        for (let attempt = 0; attempt < SIGN_IN_FAILURE_LIMIT; attempt += 1) {
          const failed = await backend.auth.signInWithPassword({ email, password: "wrong password" }, "198.51.100.1");
          expect(failed.ok || failed.error.code).toBe("invalid_credentials");
        }
        const locked = await backend.auth.signInWithPassword({ email, password: PASSWORD }, "198.51.100.1");
        expect(locked.ok).toBe(false);
        if (locked.ok) return;
        expect(locked.error.code).toBe("over_request_rate_limit");
        expect(locked.error.retryAfterSeconds).toBeGreaterThan(0);
        expect(englishOf(locked.error.message)).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/);
        // The same account from another address still signs in.
        expect((await backend.auth.signInWithPassword({ email, password: PASSWORD }, "198.51.100.2")).ok).toBe(true);
      },
    );

    it.runIf(subject.limitsSignIns)(
      "decides a concurrent burst atomically: of 30 attempts at once, 10 are checked",
      async () => {
        const email = newEmail();
        await backend.auth.signUp({ email, password: PASSWORD });
        const results = await Promise.all(
          Array.from({ length: 30 }, (_, i) => backend.auth.signInWithPassword({ email, password: `wrong ${i}` }, "198.51.100.30")),
        );
        const codes = results.map((result) => (result.ok ? "ok" : result.error.code));
        expect(codes.filter((code) => code === "invalid_credentials")).toHaveLength(SIGN_IN_FAILURE_LIMIT);
        expect(codes.filter((code) => code === "over_request_rate_limit")).toHaveLength(30 - SIGN_IN_FAILURE_LIMIT);
      },
      PASSWORD_HASHING_TIMEOUT,
    );

    it.runIf(subject.limitsSignIns)(
      `holds an account after ${ACCOUNT_FAILURE_LIMIT} failures from any addresses, except at an address it signed in from`,
      async () => {
        const email = newEmail();
        await backend.auth.signUp({ email, password: PASSWORD });
        expect((await backend.auth.signInWithPassword({ email, password: PASSWORD }, "203.0.113.40")).ok).toBe(true);
        for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i += 1) {
          const failed = await backend.auth.signInWithPassword({ email, password: `guess ${i}` }, `198.51.101.${Math.floor(i / 5)}`);
          expect(failed.ok || failed.error.code).toBe("invalid_credentials");
        }
        const held = await backend.auth.signInWithPassword({ email, password: PASSWORD }, "198.51.101.200");
        expect(held.ok || held.error.code).toBe("over_request_rate_limit");
        expect((await backend.auth.signInWithPassword({ email, password: PASSWORD }, "203.0.113.40")).ok).toBe(true);
      },
      PASSWORD_HASHING_TIMEOUT,
    );

    it.runIf(subject.limitsSignIns)(
      `holds a network after ${NETWORK_ACCOUNT_LIMIT} accounts failed from it (password spraying), except for an account known there`,
      async () => {
        const signIn = async (email: string, address: string) => {
          const outcome = await backend.auth.signInWithPassword({ email, password: PASSWORD }, address);
          return outcome.ok ? "signed_in" : outcome.error;
        };
        const known = newEmail();
        await backend.auth.signUp({ email: known, password: PASSWORD });
        expect(await signIn(known, "198.51.102.1")).toBe("signed_in");
        // One password against many addresses (none registered: it makes no difference), from one
        // IPv4 address, then from addresses of one IPv6 /64, which one device can all hold.
        const spray = async (addressOf: (i: number) => string) => {
          for (let i = 0; i < NETWORK_ACCOUNT_LIMIT; i += 1)
            expect(await signIn(newEmail(), addressOf(i))).toMatchObject({ code: "invalid_credentials" });
        };
        await spray(() => "198.51.102.1");
        await spray((i) => `2001:db8:33:44::${(i + 1).toString(16)}`);
        for (const address of ["198.51.102.1", "2001:db8:33:44:ffff::2"]) {
          const held = await signIn(newEmail(), address);
          expect(held).toMatchObject({ code: "over_request_rate_limit", retryAfterSeconds: expect.any(Number) });
          if (held === "signed_in") return;
          expect(held.retryAfterSeconds).toBeGreaterThan(0);
          expect(englishOf(held.message)).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/);
        }
        // Other networks are not held, and an account known at the sprayer's address still signs in there.
        expect(await signIn(newEmail(), "198.51.102.2")).toMatchObject({ code: "invalid_credentials" });
        expect(await signIn(newEmail(), "2001:db8:33:45::1")).toMatchObject({ code: "invalid_credentials" });
        expect(await signIn(known, "198.51.102.1")).toBe("signed_in");
      },
      PASSWORD_HASHING_TIMEOUT * 2,
    );

    it.runIf(subject.canRequireConfirmation)("with email confirmation on, reveals nothing about taken addresses", async () => {
      const confirming = (await subject.world({ confirmEmail: true })).backend();
      const email = newEmail();
      const first = await confirming.auth.signUp({ email, password: PASSWORD });
      expect(first).toMatchObject({ ok: true, value: { session: null, user: { email, emailConfirmed: false } } });
      const again = await confirming.auth.signUp({ email, password: PASSWORD });
      expect(again).toMatchObject({ ok: true, value: { session: null, user: { email } } });
      expect(await confirming.auth.signInWithPassword({ email, password: PASSWORD }, "203.0.113.11")).toEqual({
        ok: false,
        error: { code: "email_not_confirmed", message: AUTH_MESSAGES.email_not_confirmed, reasons: [], retryAfterSeconds: null },
      });
    });
  });
}

/** The whole contract; `writes: false` keeps to reads (for a live project one would rather not fill). */
export function backendContract(subject: ContractSubject, { writes = true }: { writes?: boolean } = {}) {
  providerContract(subject);
  contentContract(subject);
  searchContract(subject);
  if (writes) {
    bookingContract(subject);
    storageContract(subject);
    registrationContract(subject);
    productContract(subject);
    jobContract(subject);
    jobApplicationContract(subject);
    apiKeysContract(subject);
    ownershipContract(subject);
    authContract(subject);
    accountEmailContract(subject);
    verifiedEmailContract(subject);
    dataRightsContract(subject);
    cancellationContract(subject);
    myBookingsContract(subject);
    bookingLifecycleContract(subject);
    onlineRequestsContract(subject);
    visitReviewsContract(subject);
    reviewModerationContract(subject);
    ownerChangesContract(subject);
    subscriptionContract(subject);
    ownerContract(subject);
    reviewContract(subject);
    listingContract(subject);
    scheduleContract(subject);
    outboxContract(subject);
    outboxFollowUpsContract(subject);
    hoursContract(subject);
    searchOpenContract(subject);
    searchWordsContract(subject);
    staffScheduleContract(subject);
    calendarContract(subject);
    healthLicenceContract(subject);
    webhooksContract(subject);
  }
}

// ---------------------------------------------------------------------------
// Plans and the owner dashboard (writes)
// ---------------------------------------------------------------------------

/** A GraphQL context as one request of this caller gets it (the services take the context). */
export function requestContext(world: ContractWorld, accessToken: string | null): GraphQLContext {
  // The limits are the Worker's bindings (tested in integration); here every attempt is within them.
  const allowed: RateLimiter = { limit: async () => "allowed" };
  const noLimits = new Proxy({}, { get: () => allowed }) as RateLimits;
  // No booking is made through these services; a report of a review keys its reporter with this secret.
  const contractSecret = async () => "contract client key secret";
  // Nor is a password set through them (the auth port is called directly): the list is never asked for.
  const noList = () => Promise.reject(new Error("No common-password list in the contract's context."));
  return createContext({
    backend: world.backend(accessToken),
    rateLimits: noLimits,
    accessToken,
    clientKeySecret: contractSecret,
    commonPasswords: noList,
  });
}

/**
 * One GraphQL operation over the world's backend as the holder of `accessToken` (null: signed out):
 * the fields' scopes decide who may, as in production, on every adapter. Its data, or its first error thrown.
 */
export async function graphqlAs(
  world: ContractWorld,
  accessToken: string | null,
  source: string,
  variables?: Record<string, unknown>,
): Promise<any> {
  const result = await execute({
    schema,
    document: parse(source),
    contextValue: requestContext(world, accessToken),
    variableValues: variables,
  });
  if (result.errors?.length) throw result.errors[0];
  return result.data;
}

/** The refusal members a scope answers with, for the operations below. */
const REFUSAL_FIELDS =
  "__typename ... on NotSignedIn { message messageCode params { name value } } ... on NotAllowed { message messageCode params { name value } } " +
  "... on PremiumRequired { feature message }";

export function subscriptionContract(subject: ContractSubject) {
  describe("plans kept on the server", () => {
    let world: ContractWorld;
    beforeEach(async () => {
      world = await subject.world();
    });

    it("starts on Basic; subscribing gives Premium with the free months' end once; cancelling keeps that end", async () => {
      const owner = await signedUpAccount(world.backend());
      const as = () => requestContext(world, owner.accessToken);
      const today = dubaiNow(new Date()).date;
      expect(await world.backend(owner.accessToken).subscriptions.forAccount(owner.user.id)).toEqual({
        accountId: owner.user.id,
        plan: "basic",
        trialEndsOn: null,
      });

      const premium = { accountId: owner.user.id, plan: "premium", trialEndsOn: trialEndsOn(today) };
      expect(await subscribeToPremium(as())).toMatchObject({ kind: "SubscriptionChanged", subscription: premium });
      expect(await subscribeToPremium(as())).toMatchObject({ kind: "SubscriptionChanged", subscription: premium });
      expect(await world.backend(owner.accessToken).subscriptions.forAccount(owner.user.id)).toEqual(premium);
      // The session's account read carries the same plan (a signed-in page reads it there).
      expect(await world.backend(owner.accessToken).auth.getUser(owner.accessToken)).toMatchObject({
        ok: true,
        value: { subscription: premium },
      });

      const basicAgain = { ...premium, plan: "basic" };
      expect(await cancelSubscription(as())).toMatchObject({ subscription: basicAgain });
      expect(await cancelSubscription(as())).toMatchObject({ subscription: basicAgain });
      expect(await subscribeToPremium(as())).toMatchObject({ subscription: premium });
    });

    it("changes only the caller's own plan, and refuses a caller who is not signed in", async () => {
      const owner = await signedUpAccount(world.backend());
      const other = await signedUpAccount(world.backend());
      await subscribeToPremium(requestContext(world, owner.accessToken));
      await cancelSubscription(requestContext(world, other.accessToken));
      expect((await world.backend(owner.accessToken).subscriptions.forAccount(owner.user.id)).plan).toBe("premium");
      await subscribeToPremium(requestContext(world, other.accessToken));
      await cancelSubscription(requestContext(world, owner.accessToken));
      expect((await world.backend(other.accessToken).subscriptions.forAccount(other.user.id)).plan).toBe("premium");
      // Each session's account read carries its own account's plan, never another's.
      for (const [caller, plan] of [
        [owner, "basic"],
        [other, "premium"],
      ] as const) {
        expect(await world.backend(caller.accessToken).auth.getUser(caller.accessToken)).toMatchObject({
          ok: true,
          value: { id: caller.user.id, subscription: { accountId: caller.user.id, plan } },
        });
      }
      // The signedIn scope answers a caller who is not signed in; the service itself fails closed.
      const change = `mutation { subscribeToPremium { ${REFUSAL_FIELDS} } cancelSubscription { ${REFUSAL_FIELDS} } }`;
      expect(await graphqlAs(world, null, change)).toMatchObject({
        subscribeToPremium: { __typename: "NotSignedIn" },
        cancelSubscription: { __typename: "NotSignedIn" },
      });
      await expect(subscribeToPremium(requestContext(world, null))).rejects.toMatchObject({ extensions: { code: "UNAUTHENTICATED" } });
    });
  });
}

export function ownerContract(subject: ContractSubject) {
  describe("owner dashboard", () => {
    let world: ContractWorld;
    beforeEach(async () => {
      world = await subject.world();
    });

    it("shows an owner their providers' bookings and offers, and another account nothing", async () => {
      if (!world.makeOwner) return;
      const owner = await signedUpAccount(world.backend());
      const other = await signedUpAccount(world.backend());
      await world.makeOwner("nails-n-more", owner.user.id);
      await world.makeOwner("glamour-spot", owner.user.id);
      const day = world.freshDay();
      const made = await world
        .backend()
        .bookings.insertIfFree(
          newBooking(day, "10:00", "10:45", { providerId: "nails-n-more", serviceId: "nails-n-more-gel-manicure" }),
          BOOKING_LIMITS,
        );
      expect(made.kind).toBe("created");
      if (made.kind !== "created") return;

      const mine = (await ownerDashboard(requestContext(world, owner.accessToken)))!;
      expect(mine.providers.map((provider) => provider.id)).toEqual(["glamour-spot", "nails-n-more"]);
      const upcoming = mine.upcomingBookings;
      expect(upcoming.map((booking) => booking.id)).toContain(made.booking.id);
      // Who does each booking is part of what the owner reads (issue #16).
      expect(upcoming.find((booking) => booking.id === made.booking.id)?.staffId).toBe("nails-n-more-staff-1");
      expect(upcoming.every((booking) => ["glamour-spot", "nails-n-more"].includes(booking.providerId))).toBe(true);
      const offers = mine.offers;
      expect(offers.map((offer) => [offer.id, offer.active])).toEqual([
        ["sample-offer-1", true],
        ["sample-offer-2", true],
        ["sample-offer-3", false],
      ]);

      // Another account owns nothing and sees nothing, even asking for the owner's providers by id.
      const theirs = (await ownerDashboard(requestContext(world, other.accessToken)))!;
      expect(theirs.providers).toEqual([]);
      expect(theirs.upcomingBookings).toEqual([]);
      expect(await ownerDashboard(requestContext(world, null))).toBeNull();
      await subscribeToPremium(requestContext(world, other.accessToken));
      // The owns scope: another account's cancelling answers as if there were no such booking.
      const cancel = `mutation ($id: ID!) { cancelBooking(input: { bookingId: $id }) { ${REFUSAL_FIELDS} ... on BookingNotFound { message } } }`;
      expect((await graphqlAs(world, other.accessToken, cancel, { id: made.booking.id })).cancelBooking).toMatchObject({
        __typename: "BookingNotFound",
      });
      expect((await graphqlAs(world, null, cancel, { id: made.booking.id })).cancelBooking).toMatchObject({ __typename: "NotSignedIn" });
      expect(await world.backend().bookings.busyOn("nails-n-more", day)).toEqual([
        { staffId: "nails-n-more-staff-1", start: 600, end: 645 },
      ]);
    });

    it("lets only a Premium owner cancel a booking, which frees its time", async () => {
      if (!world.makeOwner) return;
      const owner = await signedUpAccount(world.backend());
      await world.makeOwner("barbers-hub", owner.user.id);
      const day = world.freshDay();
      const booking = newBooking(day, "11:00", "11:30", { providerId: "barbers-hub", serviceId: "barbers-hub-haircut" });
      const made = await world.backend().bookings.insertIfFree(booking, BOOKING_LIMITS);
      if (made.kind !== "created") throw new Error(made.kind);
      const as = () => requestContext(world, owner.accessToken);
      const dashboard = (await ownerDashboard(as()))!;

      const refusal = {
        __typename: "PremiumRequired",
        feature: expect.any(String),
        message: expect.stringMatching(/^Access to .+ requires an active subscription\.$/),
      };
      // The premium scope, on the mutation and on the dashboard's fields.
      const cancel = `mutation ($id: ID!) { cancelBooking(input: { bookingId: $id }) { ${REFUSAL_FIELDS} } }`;
      expect((await graphqlAs(world, owner.accessToken, cancel, { id: made.booking.id })).cancelBooking).toEqual(refusal);
      const premiumReads = `{ ownerDashboard { calendar { ${REFUSAL_FIELDS} } analytics { ${REFUSAL_FIELDS} } } }`;
      const { ownerDashboard: basicReads } = await graphqlAs(world, owner.accessToken, premiumReads);
      expect(basicReads).toEqual({ calendar: refusal, analytics: refusal });
      expect(await world.backend().bookings.busyOn("barbers-hub", day)).toHaveLength(1);

      await subscribeToPremium(as());
      // The dashboard read while Basic holds only upcoming bookings: the Premium views read their own range.
      const calendarRead = await bookingCalendar(as(), dashboard);
      const analyticsRead = await ownerAnalytics(as(), dashboard);
      expect(calendarRead).toMatchObject({ kind: "BookingCalendar", days: expect.any(Array) });
      expect(analyticsRead).toMatchObject({ kind: "OwnerAnalytics", last30Days: expect.any(Number) });
      // Read as Premium, the dashboard's one read holds both views: the same answers, no second read.
      const premiumCtx = as();
      const premiumDashboard = (await ownerDashboard(premiumCtx))!;
      const secondReads = vi.spyOn(premiumCtx.backend.owners, "bookingsOf");
      expect(await bookingCalendar(premiumCtx, premiumDashboard)).toEqual(calendarRead);
      expect(await ownerAnalytics(premiumCtx, premiumDashboard)).toEqual(analyticsRead);
      expect(secondReads).not.toHaveBeenCalled();
      secondReads.mockRestore();
      const outcome = await cancelBooking(as(), { bookingId: made.booking.id });
      expect(outcome).toMatchObject({ kind: "BookingCancelled", booking: { id: made.booking.id, status: "Cancelled" } });
      expect(await cancelBooking(as(), { bookingId: made.booking.id })).toMatchObject({
        kind: "BookingCancelled",
        booking: { status: "Cancelled" },
      });
      expect(await cancelBooking(as(), { bookingId: "no-such-booking" })).toMatchObject({ kind: "BookingNotFound" });
      expect(await world.backend().bookings.busyOn("barbers-hub", day)).toEqual([]);
      const again = await world
        .backend()
        .bookings.insertIfFree(
          { ...booking, id: `${booking.id}-again`, idempotencyKey: idempotencyKey(), manageToken: newManageToken() },
          BOOKING_LIMITS,
        );
      expect(again.kind).toBe("created");
    });

    it("lets only the provider's Premium owner place an offer; Basic, another business and bad input are refused", async () => {
      if (!world.makeOwner) return;
      const owner = await signedUpAccount(world.backend());
      const stranger = await signedUpAccount(world.backend());
      await world.makeOwner("elite-gents-salon", owner.user.id);
      const as = (account: { accessToken: string }) => requestContext(world, account.accessToken);
      const offer = {
        providerId: "elite-gents-salon",
        title: "Eid Grooming Package",
        description: "Haircut, beard trim and a hot towel shave for AED 150.",
      };
      const listed = async () => {
        const mine = (await ownerDashboard(as(owner)))!;
        expect(mine.providerIds).toEqual(["elite-gents-salon"]);
        return mine.offers.map((placed) => [placed.title, placed.active]);
      };

      // The scopes: premium first, then owns (the provider), each answered by the field's union.
      const place = `mutation ($input: CreateOfferInput!) { createOffer(input: $input) { ${REFUSAL_FIELDS} } }`;
      const placeAs = async (account: { accessToken: string } | null, input: typeof offer) =>
        (await graphqlAs(world, account?.accessToken ?? null, place, { input })).createOffer;
      expect(await placeAs(owner, offer)).toEqual({
        __typename: "PremiumRequired",
        feature: "Offer Placement",
        message: "Access to Offer Placement requires an active subscription.",
      });
      expect(await placeAs(null, offer)).toMatchObject({ __typename: "NotSignedIn" });
      expect(await listed()).toEqual([]);

      await subscribeToPremium(as(owner));
      await subscribeToPremium(as(stranger));
      const notAllowed = {
        __typename: "NotAllowed",
        message: englishOf(NOT_YOUR_PROVIDER_MESSAGE),
        messageCode: "OFFER_NOT_YOUR_BUSINESS",
        params: [],
      };
      expect(await placeAs(stranger, offer)).toEqual(notAllowed);
      expect(await placeAs(owner, { ...offer, providerId: "glamour-spot" })).toEqual(notAllowed);
      expect(await placeAs(owner, { ...offer, providerId: "no-such-provider" })).toEqual(notAllowed);
      expect(withEnglish(await createOffer(as(owner), owner.user, { ...offer, title: "  ", description: "x".repeat(201) }))).toEqual({
        kind: "CreateOfferInvalid",
        message: englishOf(CREATE_OFFER_INVALID_MESSAGE),
        fieldErrors: { title: "Please enter the offer's title.", description: "Please keep this under 200 characters." },
      });
      expect(await listed()).toEqual([]);

      const placed = await createOffer(as(owner), owner.user, offer);
      expect(placed).toMatchObject({
        kind: "OfferCreated",
        offer: { providerId: "elite-gents-salon", title: offer.title, description: offer.description, active: true },
      });
      await createOffer(as(owner), owner.user, { ...offer, title: "Weekday Fade", active: false });
      expect(await listed()).toEqual([
        [offer.title, true],
        ["Weekday Fade", false],
      ]);
      const dashboard = (await ownerDashboard(as(stranger)))!;
      expect(dashboard.offers).toEqual([]);
    });
  });
}

// ---------------------------------------------------------------------------
// The review of registrations (writes; needs a way to make a reviewer)
// ---------------------------------------------------------------------------

export function reviewContract(subject: ContractSubject) {
  describe("the review of registrations", () => {
    let world: ContractWorld;
    beforeEach(async () => {
      world = await subject.world();
    });

    /** A new account's registration (optionally with a logo), and the account. */
    async function registered(details: Partial<typeof REGISTRATION> = {}, withLogo = false) {
      const owner = await signedUpAccount(world.backend());
      const outcome = await registerBusiness(
        world.backend(owner.accessToken),
        owner.user,
        { ...REGISTRATION, ...details },
        { tradeLicense: new File([PDF.slice()], "Trade Licence.pdf"), logo: withLogo ? new File([PNG_IMAGE.slice()], "logo.png") : null },
      );
      if (outcome.kind !== "BusinessRegistrationSubmitted") throw new Error(`not registered: ${outcome.kind}`);
      return { owner, registration: outcome.registration };
    }

    async function reviewer() {
      const account = await signedUpAccount(world.backend());
      await world.makeReviewer!(account.user.id);
      return { ...account, backend: world.backend(account.accessToken) };
    }

    it("hides the queue, the registrations and their licences from everyone but reviewers, and refuses them every decision", async () => {
      if (!world.makeReviewer) return;
      const { owner, registration } = await registered();
      const stranger = await signedUpAccount(world.backend());
      // The reviewer scope: reads answer null, decisions NotAllowed (NotSignedIn when signed out).
      const reads = `query ($id: ID!) {
        registrationReviewQueue { id } registrationForReview(id: $id) { id } registrationLicenceLink(registrationId: $id) }`;
      const nothing = { registrationReviewQueue: null, registrationForReview: null, registrationLicenceLink: null };
      const decide = `mutation ($id: ID!) {
        approveRegistration(input: { registrationId: $id }) { ${REFUSAL_FIELDS} }
        rejectRegistration(input: { registrationId: $id, reason: "No." }) { ${REFUSAL_FIELDS} } }`;
      for (const caller of [stranger, owner]) {
        const backend = world.backend(caller.accessToken);
        expect(await graphqlAs(world, caller.accessToken, reads, { id: registration.id })).toEqual(nothing);
        expect(await backend.reviews.isReviewer(caller.user.id)).toBe(false);
        // The session's own account read says so too (every signed-in page asks it there).
        expect(await backend.auth.getUser(caller.accessToken)).toMatchObject({
          ok: true,
          value: { id: caller.user.id, isReviewer: false },
        });
        const refusal = {
          __typename: "NotAllowed",
          message: "Only reviewers can review business registrations.",
          messageCode: "REVIEW_REVIEWERS_ONLY",
          params: [],
        };
        expect(await graphqlAs(world, caller.accessToken, decide, { id: registration.id })).toEqual({
          approveRegistration: refusal,
          rejectRegistration: refusal,
        });
      }
      expect(await graphqlAs(world, null, reads, { id: registration.id })).toEqual(nothing);
      expect(await graphqlAs(world, null, decide, { id: registration.id })).toMatchObject({
        approveRegistration: { __typename: "NotSignedIn" },
        rejectRegistration: { __typename: "NotSignedIn" },
      });
      expect(await registrationFor(world.backend(owner.accessToken), owner.user, registration.id)).toMatchObject({ status: "Pending" });
    });

    it("shows a reviewer the pending registrations newest first, every field, and a working short-lived licence link", async () => {
      if (!world.makeReviewer) return;
      const first = await registered({ businessName: "First Glow Salon" });
      const second = await registered({ businessName: "Second Glow Salon" }, true);
      const { user, backend, accessToken } = await reviewer();
      expect(await backend.reviews.isReviewer(user.id)).toBe(true);
      expect(await backend.auth.getUser(accessToken)).toEqual({
        ok: true,
        value: { ...user, isReviewer: true, subscription: { accountId: user.id, plan: "basic", trialEndsOn: null } },
      });
      const queue = (await reviewQueue(backend, user))!;
      const ours = queue.filter((row) => [first.registration.id, second.registration.id].includes(row.id));
      expect(ours).toEqual([second.registration, first.registration]);
      expect(ours[0]).toMatchObject({ businessName: "Second Glow Salon", logoUrl: expect.stringMatching(/logos/), status: "Pending" });

      const link = (await licenceLink(backend, user, first.registration.id))!;
      expect(link).toMatch(/^https?:\/\//);
      expect(link).not.toContain("trade_licenses/" + "x"); // a link, not a bare key
      if (world.fetchLink) {
        const file = await world.fetchLink(link);
        expect(file.status).toBe(200);
        expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
        // Tampered with, it opens nothing. The second-to-last character changes: the last one of a
        // base64url signature can carry padding bits, so A and B there may decode to the same bytes.
        const tampered = link.slice(0, -2) + (link.at(-2) === "A" ? "B" : "A") + link.slice(-1);
        expect((await world.fetchLink(tampered)).status).not.toBe(200);
      }
    });

    it("approving makes exactly one listing, owned by the registering account, even when reviewers approve at the same moment", async () => {
      if (!world.makeReviewer) return;
      const { owner, registration } = await registered({ businessName: "Beauté & Co. Spa" }, true);
      const [one, two] = [await reviewer(), await reviewer()];
      const outcomes = await Promise.all([
        approveRegistration(one.backend, one.user, { registrationId: registration.id }),
        approveRegistration(two.backend, two.user, { registrationId: registration.id }),
        approveRegistration(one.backend, one.user, { registrationId: registration.id }),
      ]);
      const approved = outcomes.filter((outcome) => outcome.kind === "RegistrationApproved");
      expect(approved).toHaveLength(1);
      for (const outcome of outcomes.filter((outcome) => outcome.kind !== "RegistrationApproved")) {
        expect(withEnglish(outcome)).toMatchObject({
          kind: "RegistrationAlreadyReviewed",
          message: "This registration has already been approved: its listing exists.",
          registration: { status: "Approved" },
        });
      }
      const providerId = (approved[0] as Extract<(typeof outcomes)[number], { kind: "RegistrationApproved" }>).providerId;
      expect(providerId).toMatch(/^beaute-and-co-spa(-\d+)?$/);

      const anyone = world.backend();
      const listing = (await anyone.providers.byIds([providerId])).get(providerId)!;
      expect(listing).toMatchObject({
        id: providerId,
        name: "Beauté & Co. Spa",
        type: "Parlour", // a Spa is listed as a parlour
        emirate: "Dubai",
        address: "Villa 3, Al Wasl Road, Jumeirah",
        about: "A calm day spa with massages and facials.",
        phone: "+97141234567",
        email: "layla@desertrose.ae",
        rating: null,
      });
      expect(await anyone.ownership.ownerOf("provider", providerId)).toBe(owner.user.id);
      const images = (await anyone.providers.imagesFor([providerId])).get(providerId) ?? [];
      expect(images).toEqual([{ url: registration.logoUrl ?? expect.stringMatching(/logos/), alt: "Beauté & Co. Spa logo" }]);
      expect((await anyone.providers.servicesFor([providerId])).get(providerId) ?? []).toEqual([]);
      expect((await anyone.providers.reviewsFor([providerId])).get(providerId) ?? []).toEqual([]);
      // Not in search until it has a service and its area (issue #33; "starts a new listing's setup" below).
      const found = await anyone.search.search({ ...DEFAULT_CRITERIA, text: "Beauté" }, 10, null);
      expect(found.nodes.map((hit) => hit.providerId)).not.toContain(providerId);
      expect(listing.location).toBe("");

      expect(await registrationFor(world.backend(owner.accessToken), owner.user, registration.id)).toMatchObject({
        status: "Approved",
        providerId,
        rejectionReason: null,
      });
      expect(
        withEnglish(await rejectRegistration(one.backend, one.user, { registrationId: registration.id, reason: "Too late." })),
      ).toMatchObject({
        kind: "RegistrationAlreadyReviewed",
        message: "This registration has already been approved, so it cannot be rejected.",
      });
      expect((await reviewQueue(one.backend, one.user))!.map((row) => row.id)).not.toContain(registration.id);
    });

    it("gives a second business of the same name the next free slug, and a clinic the Clinic type", async () => {
      if (!world.makeReviewer) return;
      const { user, backend } = await reviewer();
      const a = await registered({ businessName: "Twin Glow Clinic", businessType: "Aesthetic / Derma Clinic" });
      const b = await registered({ businessName: "Twin Glow Clinic", businessType: "Other" });
      const first = await approveRegistration(backend, user, { registrationId: a.registration.id });
      const second = await approveRegistration(backend, user, { registrationId: b.registration.id, providerType: "Clinic" });
      if (first.kind !== "RegistrationApproved" || second.kind !== "RegistrationApproved") throw new Error("not approved");
      expect(second.providerId).toBe(`${first.providerId}-2`);
      const listings = await world.backend().providers.byIds([first.providerId, second.providerId]);
      expect([listings.get(first.providerId)!.type, listings.get(second.providerId)!.type]).toEqual(["Clinic", "Clinic"]);
    });

    it("rejects with the reason the owner reads; a rejected registration cannot be approved", async () => {
      if (!world.makeReviewer) return;
      const { owner, registration } = await registered();
      const { user, backend } = await reviewer();
      expect(withEnglish(await rejectRegistration(backend, user, { registrationId: registration.id, reason: "   " }))).toMatchObject({
        kind: "RejectRegistrationInvalid",
        fieldErrors: { reason: "Please say why the registration is rejected: the owner will read it." },
      });
      const reason = "The trade licence has expired. Please register again with a valid licence.";
      expect(withEnglish(await rejectRegistration(backend, user, { registrationId: registration.id, reason }))).toMatchObject({
        kind: "RegistrationRejected",
        registration: { status: "Rejected", rejectionReason: reason, providerId: null },
      });
      expect(await registrationFor(world.backend(owner.accessToken), owner.user, registration.id)).toMatchObject({
        status: "Rejected",
        rejectionReason: reason,
      });
      expect(withEnglish(await approveRegistration(backend, user, { registrationId: registration.id }))).toMatchObject({
        kind: "RegistrationAlreadyReviewed",
        message: "This registration was rejected, so it cannot be approved.",
      });
      expect(withEnglish(await rejectRegistration(backend, user, { registrationId: registration.id, reason: "Again." }))).toMatchObject({
        message: "This registration has already been rejected.",
      });
      expect(withEnglish(await approveRegistration(backend, user, { registrationId: crypto.randomUUID() }))).toEqual({
        kind: "NotAllowed",
        message: "There is no registration with this id.",
      });
    });
  });
}

// ---------------------------------------------------------------------------
// Owners editing their listing (writes; the listing comes from an approved registration)
// ---------------------------------------------------------------------------

export function listingContract(subject: ContractSubject) {
  describe("owners editing their listing", () => {
    let world: ContractWorld;
    beforeEach(async () => {
      world = await subject.world();
    });

    /** A new account's approved listing: the account, its backend, the listing's id. */
    async function listed(businessName = `Edit Me Salon ${Date.now()}`) {
      const owner = await signedUpAccount(world.backend());
      const outcome = await registerBusiness(
        world.backend(owner.accessToken),
        owner.user,
        { ...REGISTRATION, businessName },
        { tradeLicense: new File([PDF.slice()], "Trade Licence.pdf"), logo: null },
      );
      if (outcome.kind !== "BusinessRegistrationSubmitted") throw new Error(`not registered: ${outcome.kind}`);
      const reviewer = await signedUpAccount(world.backend());
      await world.makeReviewer!(reviewer.user.id);
      const approved = await approveRegistration(world.backend(reviewer.accessToken), reviewer.user, {
        registrationId: outcome.registration.id,
      });
      if (approved.kind !== "RegistrationApproved") throw new Error(`not approved: ${approved.kind}`);
      return { ...owner, backend: world.backend(owner.accessToken), providerId: approved.providerId };
    }
    const read = async (providerId: string) => (await world.backend().providers.byIds([providerId])).get(providerId)!;

    const PROFILE = {
      about: "A calm day spa in Jumeirah: massages, facials and hammam rituals.",
      phone: "050 123 4567",
      email: "Hello@DesertRose.ae",
      openingHours: "Sat–Thu 10:00–20:00, Fri closed",
      address: "Villa 12, Al Wasl Road, Umm Suqeim 2, Dubai",
      latitude: 25.1426,
      longitude: 55.2086,
    };

    it("saves the owner's profile, which shows at once; refuses bad fields, changing nothing", async () => {
      if (!world.makeReviewer) return;
      const { user, backend, providerId } = await listed();
      expect(withEnglish(await updateListing(backend, user, providerId, PROFILE))).toEqual({
        kind: "ListingUpdated",
        providerId,
        message: "Your business profile is saved.",
      });
      expect(await read(providerId)).toMatchObject({
        about: PROFILE.about,
        phone: "+971501234567",
        email: "hello@desertrose.ae",
        openingHours: PROFILE.openingHours,
        address: PROFILE.address,
        latitude: 25.1426,
        longitude: 55.2086,
      });
      // In search once it has a service and its area (issue #33): then found by its address at once.
      await saveListingService(backend, user, providerId, null, { name: "Hammam Ritual", priceAed: "300", durationMinutes: "90" });
      await updateListing(backend, user, providerId, { ...PROFILE, location: "Jumeirah" });
      const found = await world.backend().search.search({ ...DEFAULT_CRITERIA, text: "Umm Suqeim" }, 10, null);
      expect(found.nodes.map((hit) => hit.providerId)).toContain(providerId);

      const refused = await updateListing(backend, user, providerId, { ...PROFILE, about: "Changed", latitude: 30.1, phone: "12" });
      expect(refused).toMatchObject({
        kind: "UpdateListingInvalid",
        fieldErrors: {
          latitude: expect.stringMatching(/^Please enter a latitude inside the UAE/),
          phone: expect.stringMatching(/^Please enter a UAE phone number/),
        },
      });
      expect((await read(providerId)).about).toBe(PROFILE.about);
    });

    it("saves the area (shown on cards, found by search) when given and keeps it when absent; refuses it empty or too long", async () => {
      if (!world.makeReviewer) return;
      const { user, backend, providerId } = await listed();
      expect((await read(providerId)).location).toBe(""); // an approved listing starts with no area (issue #33)
      await saveListingService(backend, user, providerId, null, { name: "Hammam Ritual", priceAed: "300", durationMinutes: "90" });
      expect(await updateListing(backend, user, providerId, { ...PROFILE, location: "  Al   Sufouh " })).toMatchObject({
        kind: "ListingUpdated",
      });
      expect((await read(providerId)).location).toBe("Al Sufouh");
      const found = await world.backend().search.search({ ...DEFAULT_CRITERIA, text: "sufouh" }, 10, null);
      expect(found.nodes.map((hit) => hit.providerId)).toContain(providerId);

      expect(await updateListing(backend, user, providerId, { ...PROFILE, about: "Without an area." })).toMatchObject({
        kind: "ListingUpdated",
      });
      expect(await read(providerId)).toMatchObject({ about: "Without an area.", location: "Al Sufouh" });
      for (const [location, message] of [
        [" ", "Please enter the area customers know you by, e.g. Jumeirah."],
        ["J".repeat(61), "Please keep the area to 60 characters."],
      ]) {
        expect(await updateListing(backend, user, providerId, { ...PROFILE, about: "Refused.", location })).toMatchObject({
          kind: "UpdateListingInvalid",
          fieldErrors: { location: message },
        });
      }
      expect(await read(providerId)).toMatchObject({ about: "Without an area.", location: "Al Sufouh" });
      // Someone else's listing keeps its area.
      const stranger = await signedUpAccount(world.backend());
      const update = `mutation ($input: UpdateListingInput!) { updateListing(input: $input) { ${REFUSAL_FIELDS} } }`;
      expect(
        (await graphqlAs(world, stranger.accessToken, update, { input: { ...PROFILE, providerId, location: "Stolen" } })).updateListing,
      ).toEqual({
        __typename: "NotAllowed",
        message: "Only the owner of this listing can change it.",
        messageCode: "LISTING_OWNER_ONLY",
        params: [],
      });
      expect((await read(providerId)).location).toBe("Al Sufouh");
    });

    it("starts a new listing's setup: no area, no map point, out of search and booking until a service and its area (issue #33)", async () => {
      if (!world.makeReviewer) return;
      const name = `Setup Glow Lounge ${Date.now()}`;
      const { user, backend, providerId, accessToken } = await listed(name);
      expect((await read(providerId)).location).toBe("");
      expect(await world.backend().listings.setupOf([providerId, "glamour-spot"])).toEqual(
        new Map([[providerId, { areaChosen: false, mapPlaced: false }]]),
      );
      const searched = async () =>
        (await world.backend().search.search({ ...DEFAULT_CRITERIA, text: name }, 10, null)).nodes.map((hit) => hit.providerId);
      const everywhere = async () => (await world.backend().search.search(DEFAULT_CRITERIA, 100, null)).nodes.map((hit) => hit.providerId);
      expect(await searched()).toEqual([]);
      expect(await everywhere()).not.toContain(providerId);

      const SETUP = `query ($id: ID!) { provider(id: $id) { takingBookings mapPlaced setup { done total ready complete steps { step done } } } }`;
      expect((await graphqlAs(world, accessToken, SETUP, { id: providerId })).provider).toEqual({
        takingBookings: false,
        mapPlaced: false,
        setup: {
          done: 1, // the default hours only: no service (so the owner performs none), no logo as photo, no area, no map point
          total: 6,
          ready: false,
          complete: false,
          steps: expect.any(Array),
        },
      });
      const steps = (await graphqlAs(world, accessToken, SETUP, { id: providerId })).provider.setup.steps;
      expect(steps.map((step: { step: string }) => step.step)).toEqual(["SERVICES", "STAFF", "HOURS", "PHOTOS", "AREA", "MAP_POINT"]);
      // Another account, and a visitor, read no checklist.
      const stranger = await signedUpAccount(world.backend());
      expect((await graphqlAs(world, stranger.accessToken, SETUP, { id: providerId })).provider.setup).toBeNull();
      expect((await graphqlAs(world, null, SETUP, { id: providerId })).provider.setup).toBeNull();

      // A service: still out of search (no area), and a booking is refused clearly.
      const added = await saveListingService(backend, user, providerId, null, {
        name: "Gel Manicure",
        priceAed: "120",
        durationMinutes: "45",
      });
      expect(added).toMatchObject({ kind: "ListingUpdated" });
      expect(await searched()).toEqual([]);
      const serviceId = (await world.backend().providers.servicesFor([providerId])).get(providerId)![0]!.id;
      const BOOK = `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { __typename ... on BookingInputInvalid { code } } }`;
      const soon = new Date(Date.now() + 30 * 86_400_000);
      soon.setUTCDate(soon.getUTCDate() + ((8 - soon.getUTCDay()) % 7));
      const input = {
        providerId,
        serviceId,
        date: soon.toISOString().slice(0, 10),
        time: "10:00",
        customerName: "Mariam Al Hashimi",
        customerPhone: "050 555 0101",
        idempotencyKey: `setup-not-ready-${Date.now()}`,
      };
      expect((await graphqlAs(world, null, BOOK, { input })).createBooking).toEqual({
        __typename: "BookingInputInvalid",
        code: "BOOKING_LISTING_NOT_READY",
      });

      // The area is one of the emirate's known areas, the point inside the emirate; refused, nothing changes.
      expect(
        withEnglish(
          await updateListing(backend, user, providerId, { ...PROFILE, location: "Al Majaz", latitude: 24.4539, longitude: 54.3773 }),
        ),
      ).toMatchObject({
        kind: "UpdateListingInvalid",
        fieldErrors: {
          location: "Please choose your area from the list of Dubai's areas.",
          latitude: "Please enter a map point inside Dubai: this latitude and longitude are outside it.",
        },
      });
      expect(await world.backend().listings.setupOf([providerId])).toEqual(
        new Map([[providerId, { areaChosen: false, mapPlaced: false }]]),
      );
      // The area: in search, bookable; the map point placed with the same save.
      expect(await updateListing(backend, user, providerId, { ...PROFILE, location: "Jumeirah" })).toMatchObject({
        kind: "ListingUpdated",
      });
      expect(await world.backend().listings.setupOf([providerId])).toEqual(new Map([[providerId, { areaChosen: true, mapPlaced: true }]]));
      expect(await searched()).toEqual([providerId]);
      expect(await everywhere()).toContain(providerId);
      const ready = (await graphqlAs(world, accessToken, SETUP, { id: providerId })).provider;
      expect(ready).toMatchObject({ takingBookings: true, mapPlaced: true, setup: { ready: true } });
      // Booked now (through the service: the contract's GraphQL context has no client-key secret for a booking to store).
      const allowed = { limit: async () => "allowed" as const };
      const caller = {
        rateLimits: { bookingByAddress: allowed, bookingByPhone: allowed },
        clientAddress: "198.51.100.33",
        clientKeySecret: async () => "contract-client-key-secret",
        viewer: async () => null,
      };
      const booked = await createBooking(
        world.backend(),
        { ...input, idempotencyKey: `${input.idempotencyKey}-2` },
        () => crypto.randomUUID(),
        caller,
      );
      expect(booked.kind).toBe("BookingConfirmed");
      // Listings approved before (the sample ones) were never in setup: bookable and searchable as before.
      expect((await graphqlAs(world, null, SETUP, { id: "glamour-spot" })).provider).toMatchObject({
        takingBookings: true,
        mapPlaced: true,
        setup: null,
      });
    });

    it("changes the photos only while they are the ones the owner was shown: a photo added meanwhile is never dropped", async () => {
      if (!world.makeReviewer) return;
      const { user, backend, providerId } = await listed();
      const urls = async () => ((await world.backend().providers.imagesFor([providerId])).get(providerId) ?? []).map((photo) => photo.url);
      const base = `https://example.com/uploads/provider_documents/photos/${providerId}`;
      for (const name of ["a", "b"]) await backend.listings.addPhoto(providerId, { url: `${base}-${name}.webp`, alt: name }, 10);
      const shown = await urls();
      // Another tab adds a photo; this one, still showing two, removes the first.
      await backend.listings.addPhoto(providerId, { url: `${base}-c.webp`, alt: "c" }, 10);
      const stale = { kind: "ListingChangeRefused", message: "The photos changed meanwhile: please reload the page and try again." };
      expect(withEnglish(await arrangeListingPhotos(backend, user, providerId, [shown[1]!], shown))).toEqual(stale);
      expect(await backend.listings.arrangePhotos(providerId, [shown[1]!], shown)).toBe("stale");
      expect(await urls()).toEqual([...shown, `${base}-c.webp`]);
      // A photo to keep must be one of those shown.
      expect(withEnglish(await arrangeListingPhotos(backend, user, providerId, [`${base}-x.webp`], await urls()))).toEqual(stale);
      // Shown the three, the owner's change is made.
      const now = await urls();
      expect(await arrangeListingPhotos(backend, user, providerId, [now[2]!, now[0]!], now)).toMatchObject({ kind: "ListingUpdated" });
      expect(await urls()).toEqual([now[2], now[0]]);
    });

    it("refuses every change to someone else's listing, or one that does not exist", async () => {
      if (!world.makeReviewer) return;
      const { providerId } = await listed();
      const stranger = await signedUpAccount(world.backend());
      // The owns scope on every listing mutation (NotSignedIn when signed out).
      const refusal = {
        __typename: "NotAllowed",
        message: "Only the owner of this listing can change it.",
        messageCode: "LISTING_OWNER_ONLY",
        params: [],
      };
      const changes = `mutation ($profile: UpdateListingInput!, $photo: AddListingPhotoInput!, $file: File!, $id: ID!, $service: SaveListingServiceInput!) {
        updateListing(input: $profile) { ${REFUSAL_FIELDS} }
        addListingPhoto(input: $photo, photo: $file) { ${REFUSAL_FIELDS} }
        arrangeListingPhotos(input: { providerId: $id, urls: [], shown: [] }) { ${REFUSAL_FIELDS} }
        saveListingService(input: $service) { ${REFUSAL_FIELDS} }
        removeListingService(input: { providerId: $id, serviceId: "glamour-spot-haircut" }) { ${REFUSAL_FIELDS} } }`;
      const changing = (id: string) => ({
        id,
        profile: { ...PROFILE, providerId: id },
        photo: { providerId: id, alt: "Salon" },
        file: new File([PNG_IMAGE.slice()], "salon.png"),
        service: { providerId: id, name: "Haircut", priceAed: 50, durationMinutes: 30 },
      });
      const fields = ["updateListing", "addListingPhoto", "arrangeListingPhotos", "saveListingService", "removeListingService"];
      for (const id of [providerId, "glamour-spot", "no-such-listing"]) {
        expect(await graphqlAs(world, stranger.accessToken, changes, changing(id))).toEqual(
          Object.fromEntries(fields.map((field) => [field, refusal])),
        );
      }
      const signedOut = await graphqlAs(world, null, changes, changing(providerId));
      for (const field of fields)
        expect(signedOut[field]).toMatchObject({ __typename: "NotSignedIn", messageCode: "LISTING_SIGN_IN_TO_EDIT" });
      expect((await read(providerId)).about).toBe(REGISTRATION.shortDescription);
      expect((await world.backend().providers.servicesFor(["glamour-spot"])).get("glamour-spot")!.map((s) => s.id)).toContain(
        "glamour-spot-haircut",
      );
    });

    it("adds photos through the upload pipeline, reorders and removes them, and keeps at most 10", async () => {
      if (!world.makeReviewer) return;
      const { user, backend, providerId } = await listed();
      const photos = async () => (await world.backend().providers.imagesFor([providerId])).get(providerId) ?? [];
      const first = await addListingPhoto(backend, user, providerId, { alt: "Treatment room" }, new File([PHOTO_JPEG.slice()], "room.jpg"));
      expect(first).toMatchObject({ kind: "ListingUpdated" });
      await addListingPhoto(backend, user, providerId, { alt: "Reception" }, new File([PNG_IMAGE.slice()], "reception.png"));
      const [room, reception] = await photos();
      expect(room).toEqual({
        url: expect.stringMatching(/\/uploads\/provider_documents\/photos\/\d{16}_room\.webp$/),
        alt: "Treatment room",
      });
      expect(reception!.alt).toBe("Reception");
      expect(await addListingPhoto(backend, user, providerId, { alt: " " }, null)).toMatchObject({
        kind: "AddListingPhotoInvalid",
        fieldErrors: { alt: expect.any(String), photo: { code: "LISTING_PHOTO_REQUIRED", params: {} } },
      });
      expect(
        withEnglish(
          await addListingPhoto(backend, user, providerId, { alt: "A page" }, new File([new TextEncoder().encode("<html>")], "page.png")),
        ),
      ).toMatchObject({ kind: "AddListingPhotoInvalid", fieldErrors: { photo: expect.stringMatching(/web page/) } });

      const shown = [room!.url, reception!.url];
      expect(await arrangeListingPhotos(backend, user, providerId, [reception!.url, room!.url], shown)).toMatchObject({
        kind: "ListingUpdated",
      });
      expect((await photos()).map((photo) => photo.alt)).toEqual(["Reception", "Treatment room"]);
      expect(await arrangeListingPhotos(backend, user, providerId, [reception!.url, "https://evil.example/x.webp"], shown)).toMatchObject({
        kind: "ListingChangeRefused",
      });
      expect(await arrangeListingPhotos(backend, user, providerId, [room!.url], shown)).toMatchObject({ kind: "ListingUpdated" });
      expect(await photos()).toEqual([room]);

      for (let index = 2; index <= 10; index += 1) {
        expect(await backend.listings.addPhoto(providerId, { url: `${room!.url}?copy=${index}`, alt: `Copy ${index}` }, 10)).toBe(
          "changed",
        );
      }
      expect(await backend.listings.addPhoto(providerId, { url: `${room!.url}?copy=11`, alt: "Eleven" }, 10)).toBe("full");
      expect(
        withEnglish(await addListingPhoto(backend, user, providerId, { alt: "Eleven" }, new File([PNG_IMAGE.slice()], "eleven.png"))),
      ).toEqual({
        kind: "ListingChangeRefused",
        message: "A listing shows at most 10 photos: remove one before adding another.",
      });
      expect(await photos()).toHaveLength(10);
    });

    it("adds, edits and removes services, which search finds at once; a booked service stays", async () => {
      if (!world.makeReviewer) return;
      const { user, backend, providerId } = await listed();
      const services = async () => (await world.backend().providers.servicesFor([providerId])).get(providerId) ?? [];
      expect(
        withEnglish(
          await saveListingService(backend, user, providerId, null, { name: "Gel Manicure", priceAed: "120", durationMinutes: "45" }),
        ),
      ).toMatchObject({
        kind: "ListingUpdated",
        message: "Gel Manicure is added.",
      });
      await saveListingService(backend, user, providerId, null, { name: "Hot Stone Massage", priceAed: 350.5, durationMinutes: 90 });
      // In search once its area is chosen too (issue #33).
      await updateListing(backend, user, providerId, { ...PROFILE, location: "Jumeirah" });
      const [manicure, massage] = await services();
      expect(manicure).toMatchObject({ providerId, name: "Gel Manicure", priceAed: 120, durationMinutes: 45 });
      expect(massage).toMatchObject({ name: "Hot Stone Massage", priceAed: 350.5, durationMinutes: 90 });
      const manicures = await world.backend().search.search({ ...DEFAULT_CRITERIA, service: "Manicure" }, 50, null);
      expect(manicures.nodes.map((hit) => hit.providerId)).toContain(providerId);

      expect(await saveListingService(backend, user, providerId, null, { name: "", priceAed: -1, durationMinutes: 7.5 })).toMatchObject({
        kind: "SaveListingServiceInvalid",
        fieldErrors: { name: expect.any(String), priceAed: expect.any(String), durationMinutes: expect.any(String) },
      });
      expect(
        withEnglish(
          await saveListingService(backend, user, providerId, manicure!.id, { name: "Gel Manicure", priceAed: 135, durationMinutes: 50 }),
        ),
      ).toMatchObject({ kind: "ListingUpdated", message: "Gel Manicure is saved." });
      expect((await services())[0]).toMatchObject({ id: manicure!.id, priceAed: 135, durationMinutes: 50 });
      // Issue #33: a second service of a name the listing has (any case) is refused, added or renamed; nothing changes.
      const taken = {
        kind: "SaveListingServiceInvalid",
        fieldErrors: { name: expect.objectContaining({ code: "LISTING_SERVICE_NAME_TAKEN" }) },
      };
      expect(
        await saveListingService(backend, user, providerId, null, { name: "gel MANICURE", priceAed: 99, durationMinutes: 30 }),
      ).toMatchObject(taken);
      expect(
        await saveListingService(backend, user, providerId, massage!.id, { name: "Gel Manicure", priceAed: 350.5, durationMinutes: 90 }),
      ).toMatchObject(taken);
      expect((await services()).map((service) => service.name)).toEqual(["Gel Manicure", "Hot Stone Massage"]);
      // Another provider's service is not this listing's.
      expect(
        await saveListingService(backend, user, providerId, "glamour-spot-haircut", { name: "Mine", priceAed: 1, durationMinutes: 30 }),
      ).toMatchObject({ kind: "ListingChangeRefused" });

      const booked = await world
        .backend()
        .bookings.insertIfFree(
          newBooking(world.freshDay(), "10:00", "10:50", { providerId, serviceId: manicure!.id, staffIds: [`${providerId}-owner`] }),
          BOOKING_LIMITS,
        );
      expect(booked.kind).toBe("created");
      expect(withEnglish(await removeListingService(backend, user, providerId, manicure!.id))).toEqual({
        kind: "ListingChangeRefused",
        message: "This service has bookings, so it cannot be removed. You can rename it or change its price instead.",
      });
      expect(await removeListingService(backend, user, providerId, massage!.id)).toMatchObject({ kind: "ListingUpdated" });
      expect((await services()).map((service) => service.id)).toEqual([manicure!.id]);
      expect(await removeListingService(backend, user, providerId, massage!.id)).toMatchObject({ kind: "ListingChangeRefused" });
    });
  });
}
