/** The directory's fixed vocabulary (SPEC §9), as the UI needs it. */
export const EMIRATE_NAMES = [
  "Abu Dhabi",
  "Dubai",
  "Sharjah",
  "Ajman",
  "Umm Al Quwain",
  "Ras Al Khaimah",
  "Fujairah",
] as const;
export type EmirateName = (typeof EMIRATE_NAMES)[number];

/** 'Umm Al Quwain' → 'umm-al-quwain' */
export function emirateSlug(name: EmirateName): string {
  return name.toLowerCase().replace(/ /g, "-");
}

/** 'umm-al-quwain' → 'Umm Al Quwain'; null for anything that is not an emirate. */
export function emirateFromSlug(slug: string): EmirateName | null {
  return EMIRATE_NAMES.find((name) => emirateSlug(name) === slug.toLowerCase()) ?? null;
}

export const SEARCH_CATEGORIES = [
  { slug: "parlours", label: "Salons & Parlours" },
  { slug: "clinics", label: "Aesthetic & Derma Clinics" },
] as const;

export const SEARCH_SERVICES = [
  "Haircut",
  "Manicure",
  "Pedicure",
  "Facial",
  "Botox",
  "Fillers",
  "Laser Hair Removal",
] as const;
