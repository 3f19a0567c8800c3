/**
 * The product's fixed vocabulary (SPEC §9) beyond search: one source for the site's forms and
 * filters and for partner apps (GraphQL `referenceData`). Database CHECK constraints in
 * migration 0001 hold the same lists.
 */
import { EMIRATES } from "../providers/repository";

export const BUSINESS_TYPES = ["Salon / Parlour", "Aesthetic / Derma Clinic", "Spa", "Other"] as const;

export const JOB_TYPES = ["Full-time", "Part-time", "Contract", "Internship", "Temporary"] as const;

/** The job form's locations: the seven Emirates plus 'Multiple Locations'. */
export const JOB_LOCATIONS = [...EMIRATES, "Multiple Locations"] as const;

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
