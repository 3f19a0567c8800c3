/**
 * The search port on D1: answers `matchesSearch` with the index of search_documents (d1/0001_baseline.sql).
 *
 *  - type, emirate and rating use the covering *_rank indexes, already in result order;
 *  - the sidebar's services (Haircut, Facial, …) and price ranges are bit tests on the same index;
 *  - a sidebar service priced in a range is looked up in search_selector_prices;
 *  - other name/service text of 3+ characters goes through the trigram FTS5 table search_fts;
 *  - each word of the free text of 3+ characters through search_text (case and
 *    accents folded), shorter words are a LIKE on the rows found otherwise;
 *  - only other service text combined with a price range reads the services table, and only for
 *    providers that passed every other test.
 *
 * Two plans, picked by how many providers the text matches (one cheap FTS count first):
 *  - few: start from the text matches, test the rest per match, sort them;
 *  - many, or no text: walk a rank index in result order and test membership, so a page stops
 *    after `first` hits and a count never reads the table.
 */
import { hasPriceFilter, selectorServiceIndex, type SearchCriteria } from "../../../graphql/modules/search/criteria";
import { searchTerms } from "../../../graphql/modules/search/match";
import { SEARCH_LIMITS } from "../../../graphql/shared/vocabulary";
import type { SearchCursor, SearchHit, SearchRepository } from "../../../graphql/modules/search/repository";
import type { Page } from "../../../graphql/shared/pagination";
import { ftsPhrase, isIndexable, likeContains, priceRangeMasks } from "./search-index";

/** Up to this many text matches, the query starts from them (measured with scripts/bench-search.mjs). */
const START_FROM_TEXT_LIMIT = 5000;

/** "text": the FTS matches drive the query; "rank": a rank index does. */
type Plan = "text" | "rank";

interface Condition {
  sql: (plan: Plan) => string;
  params: unknown[];
}

/** An equality or range on an indexed column; under the text plan `+` keeps SQLite off its index. */
const indexed = (column: string, operator: string, value: unknown): Condition => ({
  sql: (plan) => `${plan === "text" ? "+" : ""}d.${column} ${operator} ?`,
  params: [value],
});
const fixed = (sql: string, ...params: unknown[]): Condition => ({ sql: () => sql, params });

/** A full-text query: the rows of an FTS5 table (rowid = doc_id) matching an expression. */
interface TextMatch {
  table: "search_text" | "search_fts";
  expression: string;
}

function conditionsFor(criteria: SearchCriteria): { conditions: Condition[]; texts: TextMatch[] } {
  const conditions: Condition[] = [];
  const texts: TextMatch[] = [];
  const fts: string[] = [];

  if (criteria.text !== null) {
    const terms = searchTerms(criteria.text);
    const indexed = terms.filter(isIndexable);
    if (indexed.length) texts.push({ table: "search_text", expression: indexed.map((term) => ftsPhrase("body", term)).join(" AND ") });
    for (const term of terms.filter((term) => !isIndexable(term))) {
      conditions.push(
        fixed("EXISTS (SELECT 1 FROM search_text t WHERE t.rowid = d.doc_id AND t.body LIKE ? ESCAPE '\\')", likeContains(term)),
      );
    }
  }

  if (criteria.providerType) conditions.push(indexed("type", "=", criteria.providerType));
  if (criteria.emirate) conditions.push(indexed("emirate", "=", criteria.emirate));
  if (criteria.minRating > 0) conditions.push(indexed("rating", ">=", criteria.minRating));
  if (criteria.name !== null) {
    if (isIndexable(criteria.name)) fts.push(ftsPhrase("name", criteria.name));
    else conditions.push(fixed("d.name LIKE ? ESCAPE '\\'", likeContains(criteria.name)));
  }

  const selectorIndex = criteria.service === null ? null : selectorServiceIndex(criteria.service);
  if (criteria.service !== null) {
    if (selectorIndex !== null) conditions.push(fixed("(d.service_mask & ?) != 0", 2 ** selectorIndex));
    else if (isIndexable(criteria.service)) fts.push(ftsPhrase("services", criteria.service));
    // One name per line and no control characters in the text: a match never spans two services.
    else conditions.push(fixed("d.services LIKE ? ESCAPE '\\'", likeContains(criteria.service)));
  }

  if (hasPriceFilter(criteria)) {
    const open = criteria.maxPrice >= SEARCH_LIMITS.maxPrice;
    const bounds = open ? [criteria.minPrice] : [criteria.minPrice, criteria.maxPrice];
    if (selectorIndex !== null) {
      // The matching service itself must be priced in the range.
      const range = `p.selector = ? AND p.price_aed >= ?${open ? "" : " AND p.price_aed <= ?"}`;
      conditions.push({
        // Probe per text match, or collect the (many) priced services once and test membership.
        sql: (plan) =>
          plan === "text"
            ? `EXISTS (SELECT 1 FROM search_selector_prices p WHERE p.doc_id = d.doc_id AND ${range})`
            : `+d.doc_id IN (SELECT p.doc_id FROM search_selector_prices p WHERE ${range})`,
        params: [selectorIndex, ...bounds],
      });
    } else {
      const { inside, exact } = priceRangeMasks(criteria.minPrice, criteria.maxPrice);
      const bits = ["(d.price_mask_low & ?) != 0", "(d.price_mask_high & ?) != 0"];
      const params: unknown[] = [inside.low, inside.high];
      if (exact) {
        bits.push("(d.price_exact_low & ?) != 0", "(d.price_exact_high & ?) != 0");
        params.push(exact.low, exact.high);
      }
      conditions.push(fixed(`(${bits.join(" OR ")})`, ...params));
      if (criteria.service !== null) {
        // Other service text: the bits narrow the candidates, then the matching service's own price decides.
        conditions.push(
          fixed(
            `EXISTS (SELECT 1 FROM services s WHERE s.provider_id = d.provider_id AND s.price_aed >= ?${open ? "" : " AND s.price_aed <= ?"} AND s.name LIKE ? ESCAPE '\\')`,
            ...bounds,
            likeContains(criteria.service),
          ),
        );
      }
    }
  }
  if (fts.length) texts.push({ table: "search_fts", expression: fts.join(" AND ") });
  return { conditions, texts };
}

interface HitRow {
  provider_id: string;
  rating: number;
  name: string;
}

export class D1SearchRepository implements SearchRepository {
  constructor(private readonly db: D1Database) {}

  async search(criteria: SearchCriteria, first: number, after: SearchCursor | null): Promise<Page<SearchHit>> {
    const { conditions, texts } = conditionsFor(criteria);

    let plan: Plan = "rank";
    let textMatches: number | null = null;
    const [driving, ...others] = texts;
    if (driving) {
      // The first text match may drive the query; the others are membership tests.
      const { table, expression } = driving;
      textMatches =
        (await this.db.prepare(`SELECT count(*) AS total FROM ${table} WHERE ${table} MATCH ?`).bind(expression).first<{ total: number }>())
          ?.total ?? 0;
      if (textMatches === 0) return { nodes: [], hasNextPage: false, totalCount: 0 };
      if (textMatches <= START_FROM_TEXT_LIMIT) plan = "text";
      conditions.unshift(
        {
          sql: (chosen) => `${chosen === "text" ? "" : "+"}d.doc_id IN (SELECT rowid FROM ${table} WHERE ${table} MATCH ?)`,
          params: [expression],
        },
        ...others.map((other) => fixed(`+d.doc_id IN (SELECT rowid FROM ${other.table} WHERE ${other.table} MATCH ?)`, other.expression)),
      );
    }

    const where = conditions.map((condition) => condition.sql(plan));
    const params = conditions.flatMap((condition) => condition.params);
    const pageWhere = [...where];
    const pageParams = [...params];
    if (after) {
      pageWhere.push("(d.rating < ? OR (d.rating = ? AND (d.name > ? OR (d.name = ? AND d.provider_id > ?))))");
      pageParams.push(after.rating, after.rating, after.name, after.name, after.providerId);
    }
    const clause = (list: string[]) => (list.length ? `WHERE ${list.join(" AND ")}` : "");
    const pageStatement = this.db
      .prepare(
        `SELECT d.provider_id, d.rating, d.name FROM search_documents d ${clause(pageWhere)}
         ORDER BY d.rating DESC, d.name, d.provider_id LIMIT ?`,
      )
      .bind(...pageParams, first + 1);

    let rows: HitRow[];
    let totalCount: number;
    if (textMatches !== null && conditions.length === 1) {
      // Text is the only filter: the FTS count already is the answer.
      rows = (await pageStatement.all<HitRow>()).results;
      totalCount = textMatches;
    } else {
      const countStatement = this.db.prepare(`SELECT count(*) AS total FROM search_documents d ${clause(where)}`).bind(...params);
      const [count, page] = await this.db.batch<HitRow | { total: number }>([countStatement, pageStatement]);
      totalCount = ((count?.results ?? [])[0] as { total: number } | undefined)?.total ?? 0;
      rows = (page?.results ?? []) as HitRow[];
    }

    return {
      nodes: rows.slice(0, first).map((row) => ({ providerId: row.provider_id, rating: row.rating, name: row.name })),
      hasNextPage: rows.length > first,
      totalCount,
    };
  }
}
