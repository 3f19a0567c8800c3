/**
 * Plan rules: which plan includes the premium features, what a
 * refusal says, and when Premium's free first months end. Pure: no storage, no clock of its own.
 */
import type { PlanTier } from "../../shared/vocabulary";
import { say, type CodedMessage } from "../../shared/say";

/** Premium's first 3 months are free. */
export const PREMIUM_TRIAL_MONTHS = 3;

/**
 * The premium actions the API guards, with the feature name the refusal and the page's
 * 'Premium Feature' toast use ('Access to {feature} requires an active subscription.').
 */
export const PREMIUM_FEATURES = {
  calendar: "Full Booking Management & Calendar",
  cancelBooking: "Full Booking Management",
  analytics: "Advanced Analytics & Reports",
  createOffer: "Offer Placement",
  postJob: "Job Posting",
} as const;
export type PremiumFeature = keyof typeof PREMIUM_FEATURES;

/** Premium and the top tier (Featured: everything in Premium and more) include every premium feature. */
export const includesPremium = (plan: PlanTier): boolean => plan === "premium" || plan === "featured";

export const premiumRequiredMessage = (feature: PremiumFeature) => say("PREMIUM_REQUIRED", { feature: PREMIUM_FEATURES[feature] });

export interface PremiumRequired {
  kind: "PremiumRequired";
  feature: string;
  message: CodedMessage;
}

/** Null when the plan includes the feature; otherwise the refusal to answer with (never the data). */
export function premiumRefusal(plan: PlanTier, feature: PremiumFeature): PremiumRequired | null {
  if (includesPremium(plan)) return null;
  return { kind: "PremiumRequired", feature: PREMIUM_FEATURES[feature], message: premiumRequiredMessage(feature) };
}

/**
 * The last free day of a trial that starts on `startDate` ('YYYY-MM-DD', Dubai): the same day of
 * the month `PREMIUM_TRIAL_MONTHS` later, or that month's last day when it is shorter (30 November
 * → 28 February), as PostgreSQL's `date + interval '3 months'` counts (the hosted database
 * computes it itself, see 0001_baseline.sql).
 */
export function trialEndsOn(startDate: string, months = PREMIUM_TRIAL_MONTHS): string {
  const [year, month, day] = startDate.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

export interface SubscriptionState {
  plan: PlanTier;
  /** The trial's end once Premium was first taken ('YYYY-MM-DD'); kept after cancelling. */
  trialEndsOn: string | null;
}

export const BASIC: SubscriptionState = { plan: "basic", trialEndsOn: null };

/**
 * Subscribing: Basic becomes Premium. The free months are given once per account: the first
 * subscription fixes the trial's end, and subscribing again later keeps it. Already on Premium
 * (or Featured): nothing changes, so a repeated or concurrent request is harmless.
 */
export function subscribed(current: SubscriptionState, today: string): SubscriptionState {
  if (includesPremium(current.plan)) return current;
  return { plan: "premium", trialEndsOn: current.trialEndsOn ?? trialEndsOn(today) };
}

/** Cancelling: back to Basic, keeping the trial's end (the free months are not given twice). */
export function cancelled(current: SubscriptionState): SubscriptionState {
  return { plan: "basic", trialEndsOn: current.trialEndsOn };
}

/** The date to show as 'Free until …': while on Premium and the trial has not ended, else null. */
export function freeUntil(state: SubscriptionState, today: string): string | null {
  return state.plan === "premium" && state.trialEndsOn !== null && state.trialEndsOn >= today ? state.trialEndsOn : null;
}
