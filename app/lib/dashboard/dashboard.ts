/** The provider dashboard's tabs, toasts and labels, and which of its features are Premium's. */
import { premiumRequiredMessage, type PremiumFeature } from "../../../graphql/modules/plans/rules";
import type { TabDefinition } from "../ui/tabs";
import type { ToastMessage } from "../ui/toast";

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

/** 'Premium Feature' with the API's refusal ('Access to {feature} requires an active subscription.') and 'Subscribe Now'. */
export const premiumFeatureToast = (message: string): ToastMessage => ({
  title: "Premium Feature",
  description: message,
  variant: "destructive",
  action: { label: "Subscribe Now", href: SUBSCRIPTION_PATH },
});

/** The same toast for a premium action the page refuses before asking the API (the plan is the server's). */
export const premiumFeatureToastFor = (feature: PremiumFeature) => premiumFeatureToast(premiumRequiredMessage(feature));

export const DASHBOARD_TOASTS = {
  createOfferSoon: { title: "Create Offer page coming soon!" },
  profileEditingSoon: { title: "Coming Soon!", description: "Profile editing will be available soon." },
  bookingCancelled: { title: "Booking Cancelled", description: "The time is free for other customers again." },
} as const satisfies Record<string, ToastMessage>;

/** 'Confirmed' and 'Pending' as the badge reads them; green for Confirmed, yellow otherwise. */
export function bookingStatusBadge(status: "CONFIRMED" | "PENDING" | "CANCELLED"): { label: string; tone: "green" | "yellow" } {
  const label = status.charAt(0) + status.slice(1).toLowerCase();
  return { label, tone: status === "CONFIRMED" ? "green" : "yellow" };
}
