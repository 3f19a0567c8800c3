/**
 * The job board's filter state and its URL: /careers?q=&location=&type=&after=, defaults left out.
 * Reading a URL is lenient (a hand-edited or stale link never breaks the page): an unknown location
 * or type falls back to all. The API itself is strict; these rules only hand it valid input.
 */
import { JOB_LOCATIONS, JOB_TYPES, type JobLocation, type JobType } from "../../../graphql/shared/vocabulary";

/** The menus' "no filter" value. */
export const ALL = "all";
const MAX_TEXT = 100;

export interface CareersFilters {
  /** Text to find in a job's title or company ('' = everything). */
  q: string;
  /** Compared with the part of a job's location before its first comma ('Dubai' finds 'Dubai, Jumeirah'). */
  location: JobLocation | null;
  type: JobType | null;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;

export function careersFiltersFromUrl(url: URL): CareersFilters {
  return {
    q: [...(url.searchParams.get("q") ?? "").trim()].slice(0, MAX_TEXT).join(""),
    location: oneOf(JOB_LOCATIONS, url.searchParams.get("location")),
    type: oneOf(JOB_TYPES, url.searchParams.get("type")),
  };
}

/** /careers with the filters that are set, and the page cursor when given. */
export function careersHref(filters: CareersFilters, after: string | null = null): string {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set("q", filters.q.trim());
  if (filters.location) params.set("location", filters.location);
  if (filters.type) params.set("type", filters.type);
  if (after) params.set("after", after);
  const query = params.toString();
  return query ? `/careers?${query}` : "/careers";
}

/** The `jobs` query's filter for these filters. */
export const jobsFilter = (filters: CareersFilters) => ({ text: filters.q.trim() || null, location: filters.location, type: filters.type });

/** A company's initials for a card without a logo: 'Aura Aesthetic Clinic' → 'AA', 'barbers' → 'B'. */
export function companyInitials(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join("");
}
