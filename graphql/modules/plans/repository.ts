/** The plans port: subscription plans and their feature matrices (SPEC §6). */
export const PLAN_FEATURE_MATRICES = ["pricing", "subscription"] as const;
/** 'pricing' is the /pricing page's matrix; 'subscription' the subscription page's. */
export type PlanFeatureMatrix = (typeof PLAN_FEATURE_MATRICES)[number];

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
