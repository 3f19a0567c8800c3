/** The search port on Supabase: one call to search_providers, a page at a time. */
import type { SupabaseClient } from "@supabase/supabase-js";
import type { SearchCriteria } from "../../../graphql/modules/search/criteria";
import { searchTermGroups } from "../../../graphql/modules/search/terms";
import type { SearchCursor, SearchHit, SearchRepository } from "../../../graphql/modules/search/repository";
import type { Page } from "../../../graphql/shared/pagination";
import { rpcPage } from "./postgrest";

/** One hit of search_providers' answer `{ total, hits }`. */
interface SearchAnswerHit {
  provider_id: string;
  name: string;
  rating: number | string;
}

export class SupabaseSearchRepository implements SearchRepository {
  constructor(private readonly db: SupabaseClient) {}

  async search(criteria: SearchCriteria, first: number, after: SearchCursor | null): Promise<Page<SearchHit>> {
    const params = {
      // A group of alternatives per element, one per line (a word holds no line break; supabase/0034).
      p_terms: criteria.text === null ? null : searchTermGroups(criteria.text).map((group) => group.join("\n")),
      p_name: criteria.name,
      p_emirate: criteria.emirate,
      p_type: criteria.providerType,
      p_service: criteria.service,
      p_min_rating: criteria.minRating,
      p_min_price: criteria.minPrice,
      p_max_price: criteria.maxPrice,
      p_after_rating: after?.rating ?? null,
      p_after_name: after?.name ?? null,
      p_after_id: after?.providerId ?? null,
      // Open on a date, at a minute for "now" (supabase/0023).
      p_open_date: criteria.open?.date ?? null,
      p_open_minute: criteria.open?.minute ?? null,
      // Licensed clinics only, on Dubai's date (supabase/0037).
      p_licensed_on: criteria.licensedOn,
    };
    return rpcPage(this.db, "search_providers", params, "hits", first, (hit: SearchAnswerHit) => ({
      providerId: hit.provider_id,
      name: hit.name,
      rating: Number(hit.rating),
    }));
  }
}
