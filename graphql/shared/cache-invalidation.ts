/**
 * What each mutation makes stale in the edge cache of anonymous pages (workers/edge-cache.ts,
 * docs/decisions/043-edge-cache.md): the one place that says so. A cached page is keyed by the versions
 * of its tags; a mutation's tags get new versions once it has run, so the next view of every page that
 * shows them is rendered again.
 *
 * Adding a mutation that changes what an anonymous visitor sees: add its field here with the tags it
 * changes (docs/adding-a-module.md). A mutation missing from this table purges every page ("site"), so
 * forgetting costs speed, never correctness.
 */

/** A part of the site a page shows: one provider's page, every listing view (home, search), the job board, the shop, the offers, or everything. */
export type PageTag = `provider:${string}` | "listings" | "jobs" | "products" | "offers" | "site";

export const providerTag = (providerId: string): PageTag => `provider:${providerId}`;

type Args = Record<string, unknown>;

/** The provider named by a mutation's `input.providerId` (listing edits, bookings, offers). */
const ofProvider = (args: Args): PageTag[] => {
  const id = (args.input as Args | undefined)?.providerId;
  return typeof id === "string" && id !== "" ? [providerTag(id)] : [];
};

/** No page an anonymous visitor can be served from the cache shows what these change. */
const nothing = (): PageTag[] => [];

export const PAGE_CHANGES: Readonly<Record<string, (args: Args) => PageTag[]>> = {
  // Accounts, sessions and plans: only signed-in pages show them, and those never come from the cache.
  signUp: nothing,
  signIn: nothing,
  refreshSession: nothing,
  signOut: nothing,
  verifyEmail: nothing,
  resendVerificationEmail: nothing,
  requestPasswordReset: nothing,
  resetPassword: nothing,
  deleteAccount: nothing, // a listing owner is refused: no public page shows a customer
  subscribeToPremium: nothing,
  cancelSubscription: nothing,
  // A registration is private until approved; a rejection shows nowhere public.
  registerBusiness: nothing,
  rejectRegistration: nothing,
  // A message sent again: only reviewers' pages show the outbox.
  sendDeadLetterAgain: nothing,
  // Free times are never in a cached page (decision 043): a booking purges its provider's page all the
  // same, so that whatever the page ever shows of bookings is fresh. A cancellation names only its booking.
  createBooking: ofProvider,
  cancelBooking: nothing,
  // The owner's own bookings: as createBooking's, whatever the page shows of bookings stays fresh.
  createWalkInBooking: ofProvider,
  rescheduleBooking: nothing,
  cancelBookingByLink: nothing,
  // A booking's answer or outcome (decision 063) names only its booking, as a cancellation does.
  confirmBooking: nothing,
  declineBooking: nothing,
  completeBooking: nothing,
  markNoShow: nothing,
  // A visit's review moves its provider's rating, shown on its page and in every list; the token names no provider.
  submitReview: () => ["site"],
  // A reply shows under its review and a hidden review leaves its provider's page and rating (home, search):
  // the arguments name the review, not its provider.
  replyToReview: () => ["site"],
  hideReview: () => ["site"],
  // Reports are the reviewers' only.
  reportReview: nothing,
  // The listing as every page shows it: its own page, and the cards on home and search.
  updateListing: (args) => [...ofProvider(args), "listings"],
  saveListingService: (args) => [...ofProvider(args), "listings"],
  removeListingService: (args) => [...ofProvider(args), "listings"],
  addListingPhoto: (args) => [...ofProvider(args), "listings"],
  arrangeListingPhotos: (args) => [...ofProvider(args), "listings"],
  // The owner's hours, closures and staff schedules (decision 046): what the provider's page says of them;
  // the provider's hours also decide search's "open on a date" (decision 056).
  setWeeklyHours: (args) => [...ofProvider(args), "listings"],
  addClosure: (args) => [...ofProvider(args), "listings"],
  removeClosure: (args) => [...ofProvider(args), "listings"],
  setSpecialHours: (args) => [...ofProvider(args), "listings"],
  setStaffSchedule: ofProvider,
  addStaffTimeOff: ofProvider,
  removeStaffTimeOff: ofProvider,
  setBookingRules: ofProvider,
  // Whether the provider's bookings wait for its answer (issue 32): its page's booking flow, as setBookingRules.
  setBookingConfirmation: ofProvider,
  // A new live listing: home and search (its page was a 404, and 404s are never cached).
  approveRegistration: () => ["listings"],
  // The provider page shows the licence; the "Licensed clinics only" search filter reads it.
  setHealthLicence: (args) => [...ofProvider(args), "listings"],
  verifyHealthLicence: (args) => [...ofProvider(args), "listings"],
  createOffer: () => ["offers"],
  postJob: () => ["jobs"],
  // A job's applicants and their count are its poster's only (never on a cached page); contact messages are shown nowhere.
  applyToJob: nothing,
  setJobStatus: () => ["jobs"], // a closed job leaves the board
  sendContactMessage: nothing,
  // Partner apps' keys (issue #35): shown on no cached page (/developers is the signed-in account's own).
  createApiKey: nothing,
  revokeApiKey: nothing,
  // A partner's webhook endpoints and deliveries: shown on no anonymous page.
  createWebhookEndpoint: nothing,
  deleteWebhookEndpoint: nothing,
  sendTestWebhookEvent: nothing,
  redeliverWebhook: nothing,
  addProduct: () => ["products"],
};

/** The tags a mutation field with these arguments changes; an unlisted field changes everything. */
export function tagsChangedBy(field: string, args: Args): PageTag[] {
  const changes = Object.hasOwn(PAGE_CHANGES, field) ? PAGE_CHANGES[field]! : null;
  return changes ? changes(args) : ["site"];
}

/**
 * The tags a page shows, from its path (without the /ar prefix: both languages share tags). Every page
 * has "site"; null for a path the cache never serves.
 */
export function tagsShownBy(pathname: string): PageTag[] | null {
  const provider = /^\/provider\/([^/]+)$/.exec(pathname);
  if (provider) return ["site", providerTag(decodeURIComponent(provider[1]!))];
  if (pathname === "/") return ["site", "listings"];
  if (/^\/search(\/[^/]+)?$/.test(pathname) || pathname === "/parlours" || pathname === "/clinics") return ["site", "listings"];
  if (pathname === "/offers") return ["site", "offers", "listings"]; // each offer names its provider
  if (/^\/careers(\/job\/[^/]+)?$/.test(pathname)) return ["site", "jobs"];
  if (/^\/shop(\/product\/[^/]+)?$/.test(pathname)) return ["site", "products"];
  if (CONTENT_PAGES.has(pathname)) return ["site"];
  return null;
}

/** Pages whose text is the site's own (no directory data). */
const CONTENT_PAGES = new Set(["/about", "/contact", "/faq", "/pricing", "/privacy-policy", "/terms-for-business", "/for-business"]);
