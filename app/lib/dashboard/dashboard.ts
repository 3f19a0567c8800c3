/** The provider dashboard's tabs, toasts and labels, and which of its features are Premium's. */
import type { PremiumFeature } from "../../../graphql/modules/plans/rules";
import type { MessageCode } from "../../../graphql/shared/messages";
import type { AnsweredMessage, CodedToast } from "../ui/toast";
import type { TabDefinition } from "../ui/tabs";

export const DASHBOARD_TABS = [
  { id: "bookings", label: "Bookings" },
  { id: "offers", label: "Offers" },
  { id: "jobs", label: "Job Postings" },
  { id: "analytics", label: "Analytics" },
  { id: "settings", label: "Settings" },
] as const satisfies readonly [TabDefinition, ...TabDefinition[]];
export type DashboardTab = (typeof DASHBOARD_TABS)[number]["id"];

export const DASHBOARD_PATH = "/dashboard/provider";
export const SUBSCRIPTION_PATH = "/dashboard/subscription";
/** Premium's Create Offer form (app/routes/dashboard.offers.new.tsx). */
export const NEW_OFFER_PATH = "/dashboard/offers/new";

/** The dashboard at a tab, as a form's action or a redirect's target. */
export const dashboardTabPath = (tab: DashboardTab) => (tab === DASHBOARD_TABS[0].id ? DASHBOARD_PATH : `${DASHBOARD_PATH}?tab=${tab}`);

/**
 * 'Premium Feature' with the API's PremiumRequired ('Access to {feature} requires an active
 * subscription.', by its code) and 'Subscribe Now': /careers/post's refusal.
 */
export const premiumFeatureToast = (message: AnsweredMessage): CodedToast => ({
  title: { code: "PREMIUM_FEATURE_TITLE" },
  description: { api: message },
  variant: "destructive",
  action: { label: { code: "PREMIUM_SUBSCRIBE_ACTION" }, href: SUBSCRIPTION_PATH },
});

/** Each premium feature's name as the registry has it (PREMIUM_FEATURES' words, in both languages). */
const PREMIUM_FEATURE_NAMES = {
  calendar: "DASHBOARD_BOOKING_MANAGEMENT_CALENDAR",
  cancelBooking: "DASHBOARD_BOOKING_MANAGEMENT",
  analytics: "DASHBOARD_ANALYTICS",
  createOffer: "DASHBOARD_OFFER_PLACEMENT",
  postJob: "DASHBOARD_JOB_POSTING",
} as const satisfies Record<PremiumFeature, MessageCode>;

/**
 * The 'Premium Feature' toast for a feature the plan lacks, in codes: the API refused it (PremiumRequired)
 * or the page refuses before asking (the plan is the server's). The server formats it (`formatToast`).
 */
export const premiumFeatureToastFor = (feature: PremiumFeature): CodedToast => ({
  title: { code: "PREMIUM_FEATURE_TITLE" },
  description: { code: "PREMIUM_REQUIRED", params: { feature: { code: PREMIUM_FEATURE_NAMES[feature] } } },
  variant: "destructive",
  action: { label: { code: "PREMIUM_SUBSCRIBE_ACTION" }, href: SUBSCRIPTION_PATH },
});

export const DASHBOARD_TOASTS = {
  createOfferSoon: { title: { code: "DASHBOARD_CREATE_OFFER_SOON" } },
  profileEditingSoon: { title: { code: "DASHBOARD_COMING_SOON_TITLE" }, description: { code: "DASHBOARD_PROFILE_EDITING_SOON" } },
  bookingCancelled: { title: { code: "DASHBOARD_BOOKING_CANCELLED_TITLE" }, description: { code: "DASHBOARD_BOOKING_CANCELLED" } },
  cancelReasonInvalid: { title: { code: "DASHBOARD_CANCEL_REASON_INVALID" }, variant: "destructive" },
  bookingNotFound: {
    title: { code: "DASHBOARD_BOOKING_NOT_FOUND_TITLE" },
    description: { code: "DASHBOARD_BOOKING_NOT_FOUND" },
    variant: "destructive",
  },
} as const satisfies Record<string, CodedToast>;

/** 'Confirmed' and 'Pending' as the badge reads them; green for Confirmed, yellow otherwise. */
export function bookingStatusBadge(status: "CONFIRMED" | "PENDING" | "CANCELLED"): { label: string; tone: "green" | "yellow" } {
  const label = status.charAt(0) + status.slice(1).toLowerCase();
  return { label, tone: status === "CONFIRMED" ? "green" : "yellow" };
}
