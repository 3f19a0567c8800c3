/** The plans port: subscription plans (Basic, Premium) and their feature matrices. */
import type { PlanFeatureMatrix, PlanTier } from "../../shared/vocabulary";

export interface PlanRecord {
  /** 'basic' | 'premium' | 'featured' */
  id: string;
  name: string;
  /** Per month. */
  priceAed: number;
  description: string;
  ctaLabel: string;
  popular: boolean;
  /** e.g. 'First 3 months FREE!' */
  note: string | null;
}

export interface PlanFeatureRecord {
  name: string;
  basic: boolean;
  premium: boolean;
  featured: boolean;
}

export interface PlanRepository {
  /** Every plan, cheapest first. */
  list(): Promise<PlanRecord[]>;
  /** One feature matrix, in display order. */
  features(matrix: PlanFeatureMatrix): Promise<PlanFeatureRecord[]>;
}

/** An account's plan as the server keeps it (never a browser flag). Accounts without a row are Basic. */
export interface SubscriptionRecord {
  accountId: string;
  plan: PlanTier;
  /** The last free day of Premium's trial ('YYYY-MM-DD', Dubai), once Premium was first taken. */
  trialEndsOn: string | null;
}

/**
 * Accounts' plans. Only the account itself may read or change its plan (hosted: row level
 * security, and changes only through the subscribe/cancel functions, which decide the trial's end
 * themselves). Both writes are single statements, safe under concurrent requests.
 */
export interface SubscriptionRepository {
  forAccount(accountId: string): Promise<SubscriptionRecord>;
  /** Basic → Premium; the trial ends on `trialEndsOn` unless an earlier subscription fixed it. No-op on Premium. */
  subscribeToPremium(accountId: string, trialEndsOn: string): Promise<SubscriptionRecord>;
  /** Back to Basic, keeping the trial's end. */
  cancel(accountId: string): Promise<SubscriptionRecord>;
}
