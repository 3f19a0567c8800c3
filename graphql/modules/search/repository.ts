/** The search port: what the GraphQL layer asks of any search backend. */
import type { Page } from "../../shared/pagination";
import type { SearchCriteria } from "./criteria";

/** One match, with the sort keys its cursor is made of. */
export interface SearchHit {
  providerId: string;
  rating: number;
  name: string;
}

/** Keyset position in the result order (rating highest first, then name, then id). */
export interface SearchCursor {
  rating: number;
  name: string;
  providerId: string;
}

export interface SearchRepository {
  /**
   * The providers `matchesSearch` accepts for these criteria, ordered by rating (highest first),
   * then name, then id; `first` of them after `after`, with the total number of matches.
   */
  search(criteria: SearchCriteria, first: number, after: SearchCursor | null): Promise<Page<SearchHit>>;
}
