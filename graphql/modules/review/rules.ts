/**
 * The review of a business registration, as pure rules (unit-tested): the listing's provider type
 * and slug made from the registration, the starting map position of a new listing, and the
 * rejection reason's schema. The service (service.ts) applies them; the adapters store the result.
 */
import * as z from "zod";
import { textField } from "../../shared/text";
import { parseInput, type Parsed } from "../../shared/results";
import type { BusinessType, Emirate, ProviderType } from "../../shared/vocabulary";
import { say, type CodedMessage } from "../../shared/say";

/**
 * The directory's type for a registration's type: Salon / Parlour and Spa are parlours, Aesthetic /
 * Derma Clinic a clinic; Other is a parlour unless the reviewer picks.
 */
export function providerTypeFor(businessType: BusinessType, picked: ProviderType | null = null): ProviderType {
  if (businessType === "Aesthetic / Derma Clinic") return "Clinic";
  if (businessType === "Other" && picked) return picked;
  return "Parlour";
}

/** The longest slug made from a name (suffixes such as '-2' come on top). */
export const SLUG_MAX = 60;
/** The slug of a name with no Latin letters or digits at all (an Arabic-only name, say). */
export const FALLBACK_SLUG = "business";

/**
 * A readable URL slug from a business name: accents folded, '&' as 'and', lowercase, anything but
 * a–z and 0–9 as single hyphens, at most SLUG_MAX characters, no hyphen at either end
 * ('Beauté & Co.' → 'beaute-and-co'). The same shape the databases check (^[a-z0-9]+(-[a-z0-9]+)*$).
 */
export function slugFromName(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/, "");
  return slug || FALLBACK_SLUG;
}

/** The n-th choice of slug: the slug itself, then 'slug-2', 'slug-3', … */
export function slugCandidate(base: string, attempt: number): string {
  return attempt === 0 ? base : `${base}-${attempt + 1}`;
}

/** The first of base, base-2, base-3, … not in `taken`. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  for (let attempt = 0; ; attempt += 1) {
    const candidate = slugCandidate(base, attempt);
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Where a new listing's map starts, until its owner sets the exact position: the emirate's main
 * city centre.
 */
export const EMIRATE_CENTRES: Record<Emirate, { latitude: number; longitude: number }> = {
  "Abu Dhabi": { latitude: 24.4539, longitude: 54.3773 },
  Dubai: { latitude: 25.2048, longitude: 55.2708 },
  Sharjah: { latitude: 25.3463, longitude: 55.4209 },
  Ajman: { latitude: 25.4052, longitude: 55.5136 },
  "Umm Al Quwain": { latitude: 25.5647, longitude: 55.5552 },
  "Ras Al Khaimah": { latitude: 25.8007, longitude: 55.9762 },
  Fujairah: { latitude: 25.1288, longitude: 56.3265 },
};

export const REJECTION_REASON_MAX = 500;

export const rejectRegistrationSchema = z.object({
  reason: textField({
    required: "Please say why the registration is rejected: the owner will read it.",
    max: REJECTION_REASON_MAX,
    multiline: true,
    what: "reason",
  }),
});

export function validateRejection(input: unknown): Parsed<z.output<typeof rejectRegistrationSchema>, "reason"> {
  return parseInput(rejectRegistrationSchema, input);
}

/** How long a link to a trade licence works. */
export const LICENCE_LINK_SECONDS = 300;

/** Why a decision cannot be made: the registration was decided before (by this reviewer or another). */
export function alreadyDecidedMessage(status: "Approved" | "Rejected", attempted: "approve" | "reject"): CodedMessage {
  if (status === "Approved") return say(attempted === "approve" ? "REVIEW_ALREADY_APPROVED" : "REVIEW_APPROVED_CANNOT_REJECT");
  return say(attempted === "approve" ? "REVIEW_REJECTED_CANNOT_APPROVE" : "REVIEW_ALREADY_REJECTED");
}

export const NOT_A_REVIEWER_MESSAGE = say("REVIEW_REVIEWERS_ONLY");
export const NO_SUCH_REGISTRATION_MESSAGE = say("REVIEW_NO_SUCH_REGISTRATION");
