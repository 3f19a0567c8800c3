/**
 * The product's fixed vocabulary: the one place the API, both adapters, the seeds' tests
 * and the site (app/) take it from. It imports nothing, so app/ may import it without pulling in any
 * of the API. The database CHECK constraints (migrations 0001_baseline.sql) hold the same lists.
 */

export const EMIRATES = ["Abu Dhabi", "Dubai", "Sharjah", "Ajman", "Umm Al Quwain", "Ras Al Khaimah", "Fujairah"] as const;
export type Emirate = (typeof EMIRATES)[number];

/** 'Umm Al Quwain' → 'umm-al-quwain' (the /search/{emirate} route slug). */
export function emirateSlug(name: Emirate): string {
  return name.toLowerCase().replace(/ /g, "-");
}

/** 'umm-al-quwain' → 'Umm Al Quwain'; null for anything that is not an emirate's slug. */
export function emirateFromSlug(slug: string): Emirate | null {
  return EMIRATES.find((name) => emirateSlug(name) === slug.toLowerCase()) ?? null;
}

export const PROVIDER_TYPES = ["Parlour", "Clinic"] as const;
export type ProviderType = (typeof PROVIDER_TYPES)[number];

/** Selector values that mean "no filter". */
export const ALL_EMIRATES = "all-emirates";
export const ALL_CATEGORIES = "all-categories";
export const ALL_SERVICES = "all-services";

/** The search page's categories: URL slug, label and the provider type each one means. */
export const SEARCH_CATEGORIES = [
  { slug: "parlours", label: "Salons & Parlours", providerType: "Parlour" },
  { slug: "clinics", label: "Aesthetic & Derma Clinics", providerType: "Clinic" },
] as const satisfies readonly { slug: string; label: string; providerType: ProviderType }[];
export type SearchCategorySlug = (typeof SEARCH_CATEGORIES)[number]["slug"];

/**
 * The service selector's choices. Their order is part of the D1 index format
 * (bit i of search_documents.service_mask in d1/0001_baseline.sql): append, never reorder.
 */
export const SEARCH_SERVICES = ["Haircut", "Manicure", "Pedicure", "Facial", "Botox", "Fillers", "Laser Hair Removal"] as const;

/** The search sliders' ranges and steps, and the longest search text. */
export const SEARCH_LIMITS = {
  minRating: 0,
  maxRating: 5,
  ratingStep: 0.5,
  minPrice: 0,
  /** The top of the price slider; a range ending here has no upper bound ("5000 and above"). */
  maxPrice: 5000,
  priceStep: 50,
  /** Longest name or service text accepted. */
  maxTextLength: 100,
} as const;

/** Subscription plans, cheapest first ('basic' is free). GraphQL spells them BASIC, PREMIUM, FEATURED. */
export const PLAN_TIERS = ["basic", "premium", "featured"] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

/** The plans' feature matrices: the /pricing page's and the subscription page's. */
export const PLAN_FEATURE_MATRICES = ["pricing", "subscription"] as const;
export type PlanFeatureMatrix = (typeof PLAN_FEATURE_MATRICES)[number];

export const BUSINESS_TYPES = ["Salon / Parlour", "Aesthetic / Derma Clinic", "Spa", "Other"] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const JOB_TYPES = ["Full-time", "Part-time", "Contract", "Internship", "Temporary"] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** The job form's locations: the seven Emirates plus 'Multiple Locations'. */
export const JOB_LOCATIONS = [...EMIRATES, "Multiple Locations"] as const;
export type JobLocation = (typeof JOB_LOCATIONS)[number];

/** A job on the board is Open (listed) or Closed (kept for its owner only). */
export const JOB_STATUSES = ["Open", "Closed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const PRODUCT_CATEGORIES = [
  "Hair Care",
  "Skin Care",
  "Makeup",
  "Body Care",
  "Fragrance",
  "Tools & Accessories",
  "Men's Grooming",
  "Wellness",
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** A label as a GraphQL enum value name: 'Umm Al Quwain' → 'UMM_AL_QUWAIN', 'basic' → 'BASIC'. */
export function enumValueName(label: string): string {
  return label.toUpperCase().replace(/[^A-Z0-9]+/g, "_");
}
