/**
 * The search port on D1: answers `matchesSearch` with the index of search_documents (d1/0001_baseline.sql,
 * d1/0004_short_text_grams.sql).
 *
 *  - type, emirate and rating use the covering *_rank indexes, already in result order;
 *  - the sidebar's services (Haircut, Facial, …) and price ranges are bit tests on the same index;
 *  - a sidebar service priced in a range is looked up in search_selector_prices;
 *  - other name/service text of 3+ characters goes through the trigram FTS5 table search_fts;
 *  - each word of the free text of 3+ characters through search_text (case and accents folded), as an
 *    OR of its alternatives (searchTermGroups: 'lashes' is 'lash', 'دبي' also 'dubai'),
 *    shorter words through the one- and two-character pieces of search_grams (0004);
 *  - only other service text combined with a price range reads the services table, and only for
 *    providers that passed every other test.
 *
 * With text, one statement answers: the full-text matches are evaluated once (a materialized CTE,
 * the intersection of every text index asked), counted, and one of two plans reads the page,
 * picked inside SQLite by that count (a LIMIT of 0 skips the other):
 *  - few: start from the text matches, test the rest per match (once, for the count and the page), sort them;
 *  - many: walk a rank index in result order and test membership, so a page stops after `first` hits.
 * Without text, the rank plan alone: the first page, and the count only when the page is full. One round trip either way.
 */
import { hasPriceFilter, selectorServiceIndex, type SearchCriteria } from "../../../graphql/modules/search/criteria";
import { searchTermGroups } from "../../../graphql/modules/search/terms";
import { SEARCH_LIMITS } from "../../../graphql/shared/vocabulary";
import type { SearchCursor, SearchHit, SearchRepository } from "../../../graphql/modules/search/repository";
import type { Page } from "../../../graphql/shared/pagination";
import type { OpenFilter } from "../../../graphql/modules/search/open";
import { weekday } from "../../../graphql/shared/dubai-time";
import { ftsPhrase, gramToken, isIndexable, likeContains, openHourBit, openHoursColumn, priceRangeMasks } from "./search-index";

/**
 * Up to this many text matches, the query starts from them; above, it walks a rank index. Each match
 * the text plan starts from is a lookup of a whole document row (~1–2 µs), while the rank plan reads
 * a narrow covering index in order and stops after the page: at 100,000 providers the rank plan was
 * already the cheaper from ~1,000 matches (decision 030, "Second pass").
 */
const START_FROM_TEXT_LIMIT = 1000;

/** "text": the FTS matches drive the query; "rank": a rank index does. */
type Plan = "text" | "rank";

interface Condition {
  sql: (plan: Plan) => string;
  params: unknown[];
  /** A count of the matches when this is the only condition, cheaper than counting documents. */
  countAlone?: string;
}

/** An equality or range on an indexed column; under the text plan `+` keeps SQLite off its index. */
const indexed = (column: string, operator: string, value: unknown): Condition => ({
  sql: (plan) => `${plan === "text" ? "+" : ""}d.${column} ${operator} ?`,
  params: [value],
});
const fixed = (sql: string, ...params: unknown[]): Condition => ({ sql: () => sql, params });

/** A full-text query: the rows of an FTS5 table (rowid = doc_id) matching an expression. */
interface TextMatch {
  table: "search_text" | "search_fts" | "search_grams";
  expression: string;
}

/**
 * Not a listing still in its setup without its area or a service (0048, docs/decisions/075-guided-setup.md):
 * the list is not correlated, so SQLite builds it once per statement (a scan of listing_setup, one row per
 * listing approved since, with an index seek into services each), then tests provider_id, which every rank
 * index covers: no plan changes.
 */
const READY_FOR_SEARCH = fixed(
  `+d.provider_id NOT IN (SELECT ls.provider_id FROM listing_setup ls WHERE ls.area_chosen = 0
     OR NOT EXISTS (SELECT 1 FROM services s WHERE s.provider_id = ls.provider_id))`,
);

function conditionsFor(criteria: SearchCriteria): { conditions: Condition[]; texts: TextMatch[] } {
  const conditions: Condition[] = [READY_FOR_SEARCH];
  const texts: TextMatch[] = [];
  const fts: string[] = [];

  if (criteria.text !== null) {
    // A group of alternatives (a word or what it is also called) is one OR; every group must match.
    // Only a lone word can be short (searchTermGroups), so a group is wholly in one table.
    const groups = searchTermGroups(criteria.text);
    const indexed = groups.filter((group) => group.every(isIndexable));
    const anyOf = (group: string[]) =>
      group.length === 1 ? ftsPhrase("body", group[0]!) : `(${group.map((term) => ftsPhrase("body", term)).join(" OR ")})`;
    if (indexed.length) texts.push({ table: "search_text", expression: indexed.map(anyOf).join(" AND ") });
    // Words of one or two characters: their pieces in search_grams (the LIKE they replace matched the same).
    const short = groups.filter((group) => !group.every(isIndexable)).map((group) => group[0]!);
    if (short.length) texts.push({ table: "search_grams", expression: short.map(gramToken).join(" AND ") });
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
    if (selectorIndex !== null) {
      // With a price range, the priced selector service below implies the bit.
      if (!hasPriceFilter(criteria)) conditions.push(fixed("(d.service_mask & ?) != 0", 2 ** selectorIndex));
    } else if (isIndexable(criteria.service)) fts.push(ftsPhrase("services", criteria.service));
    // One name per line and no control characters in the text: a match never spans two services.
    else conditions.push(fixed("d.services LIKE ? ESCAPE '\\'", likeContains(criteria.service)));
  }

  if (hasPriceFilter(criteria)) {
    const withText = texts.length > 0 || fts.length > 0;
    const open = criteria.maxPrice >= SEARCH_LIMITS.maxPrice;
    const bounds = open ? [criteria.minPrice] : [criteria.minPrice, criteria.maxPrice];
    if (selectorIndex !== null) {
      // The matching service itself must be priced in the range.
      const range = `p.selector = ? AND p.price_aed >= ?${open ? "" : " AND p.price_aed <= ?"}`;
      conditions.push({
        // Probe per candidate when a text narrows the candidates first (SQLite tests a correlated
        // subquery after the other conditions); without text, collect the (many) priced services once
        // and test membership.
        sql: (plan) =>
          plan === "text" || withText
            ? `EXISTS (SELECT 1 FROM search_selector_prices p WHERE p.doc_id = d.doc_id AND ${range})`
            : `+d.doc_id IN (SELECT p.doc_id FROM search_selector_prices p WHERE ${range})`,
        params: [selectorIndex, ...bounds],
        // The only filter: its own index counts the providers, without the documents.
        countAlone: `SELECT count(DISTINCT p.doc_id) AS total FROM search_selector_prices p WHERE ${range}`,
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
  if (criteria.open !== null) conditions.push(openCondition(criteria.open));
  // Licensed clinics only: a verified licence not expired on that day (0037; a handful of rows, collected once).
  if (criteria.licensedOn !== null) {
    conditions.push(
      fixed(
        "+d.provider_id IN (SELECT provider_id FROM health_licences WHERE verified_on IS NOT NULL AND expires_on >= ?)",
        criteria.licensedOn,
      ),
    );
  }
  if (fts.length) texts.push({ table: "search_fts", expression: fts.join(" AND ") });
  return { conditions, texts };
}

/** The uneven intervals (an end off the hour) of provider_weekly_hours_uneven, d1/0023's partial index. */
const UNEVEN = "(opens_minute % 60 != 0 OR closes_minute % 60 != 0)";

/**
 * Open on a date (at a minute, for "now"), as `isOpenFor` decides it: not closed that day, and the
 * special hours in force that day (special hours win), or else the weekly hours, open then. The weekly
 * hours are the document's bitmasks (d1/0023); on an uneven day (an interval off the hour) "now" is
 * also open when the provider is among the uneven intervals holding the minute (collected once).
 * Closures and special hours are read only for a document whose dated_until is on or after the date:
 * for every other one none is in force, and the bits answer alone (the count reads nothing else).
 * Those in force on the date are a few rows of their date indexes, collected once (uncorrelated IN).
 */
function openCondition({ date, minute }: OpenFilter): Condition {
  const day = weekday(date);
  const inForce = "ends_on >= ? AND starts_on <= ?";
  const weekly =
    minute === null
      ? { sql: "(d.open_days & ?) != 0", params: [2 ** day] }
      : {
          sql: `((d.${openHoursColumn(day)} & ?) != 0 OR ((d.uneven_days & ?) != 0 AND +d.provider_id IN (SELECT provider_id
              FROM provider_weekly_hours WHERE ${UNEVEN} AND weekday = ? AND opens_minute <= ? AND closes_minute > ?)))`,
          params: [2 ** openHourBit(day, minute), 2 ** day, day, minute, minute],
        };
  const specialOpen = minute === null ? "" : " AND opens_minute <= ? AND closes_minute > ?";
  return fixed(
    `CASE WHEN d.dated_until < ? THEN ${weekly.sql}
      ELSE +d.provider_id NOT IN (SELECT provider_id FROM provider_closures WHERE ${inForce})
        AND (+d.provider_id IN (SELECT provider_id FROM provider_special_hours WHERE ${inForce}${specialOpen})
          OR (${weekly.sql} AND +d.provider_id NOT IN (SELECT provider_id FROM provider_special_hours WHERE ${inForce}))) END`,
    date,
    ...weekly.params,
    date,
    date,
    date,
    date,
    ...(minute === null ? [] : [minute, minute]),
    ...weekly.params,
    date,
    date,
  );
}

const ORDER = "ORDER BY d.rating DESC, d.name, d.provider_id";
const where = (list: string[]) => (list.length ? `WHERE ${list.join(" AND ")}` : "");

/** After a position in the result order. */
function keyset(after: SearchCursor | null): Condition[] {
  if (!after) return [];
  return [
    fixed(
      "(d.rating < ? OR (d.rating = ? AND (d.name > ? OR (d.name = ? AND d.provider_id > ?))))",
      after.rating,
      after.rating,
      after.name,
      after.name,
      after.providerId,
    ),
  ];
}

/** SQL and its parameters, in order of appearance. */
class Query {
  readonly params: unknown[] = [];
  add(conditions: Condition[], plan: Plan): string[] {
    this.params.push(...conditions.flatMap((condition) => condition.params));
    return conditions.map((condition) => condition.sql(plan));
  }
}

export class D1SearchRepository implements SearchRepository {
  constructor(private readonly db: D1Database) {}

  async search(criteria: SearchCriteria, first: number, after: SearchCursor | null): Promise<Page<SearchHit>> {
    const { conditions, texts } = conditionsFor(criteria);
    const rows = texts.length ? await this.withText(texts, conditions, first, after) : await this.withoutText(conditions, first, after);
    const total = rows.find((row) => row.provider_id === null)?.total ?? 0;
    const hits = rows.filter((row) => row.provider_id !== null);
    return {
      nodes: hits.slice(0, first).map((row) => ({ providerId: row.provider_id!, rating: row.rating!, name: row.name! })),
      hasNextPage: hits.length > first,
      totalCount: total,
    };
  }

  /**
   * No text: the rank plan. The first page is read first, in one statement with the count: a page
   * that is not full already holds every match, and then its length is the count. Matches that are
   * few (open now late at night, a rare combination) are so walked once, not twice: a page with few
   * matches walks the whole index as the count does. Later pages (a keyset) count in the same batch.
   */
  private async withoutText(conditions: Condition[], first: number, after: SearchCursor | null): Promise<CountedRow[]> {
    const page = new Query();
    const pageSql = `SELECT d.provider_id, d.rating, d.name FROM search_documents d ${where(page.add([...conditions, ...keyset(after)], "rank"))} ${ORDER} LIMIT ?`;
    page.params.push(first + 1);
    const count = new Query();
    const alone = conditions.length === 1 ? conditions[0]!.countAlone : undefined;
    const countSql = alone ?? `SELECT count(*) AS total FROM search_documents d ${where(count.add(conditions, "rank"))}`;
    if (alone) count.params.push(...conditions[0]!.params);
    if (after === null) {
      const sql = `WITH page(provider_id, rating, name) AS MATERIALIZED (${pageSql})
        SELECT NULL AS provider_id, NULL AS rating, NULL AS name,
          CASE WHEN (SELECT count(*) FROM page) <= ? THEN (SELECT count(*) FROM page) ELSE (${countSql}) END AS total
        UNION ALL SELECT * FROM (SELECT provider_id, rating, name, NULL FROM page ORDER BY rating DESC, name, provider_id)`;
      return (
        await this.db
          .prepare(sql)
          .bind(...page.params, first, ...count.params)
          .all<CountedRow>()
      ).results;
    }
    const [counted, listed] = await this.db.batch<CountedRow>([
      this.db.prepare(countSql).bind(...count.params),
      this.db.prepare(pageSql).bind(...page.params),
    ]);
    const total = ((counted?.results ?? [])[0] as CountedRow | undefined)?.total ?? 0;
    return [{ provider_id: null, rating: null, name: null, total }, ...((listed?.results ?? []) as CountedRow[])];
  }

  /**
   * Text: one statement. m holds the documents every text index matched (evaluated once), n their
   * number; a first row (provider_id NULL) carries the total, then the page of whichever plan n picks.
   * Under the text plan, f holds the matches that pass the other conditions, read once for both the
   * count and the page (a LIMIT of 0 leaves it empty, unread, under the rank plan).
   */
  private async withText(texts: TextMatch[], conditions: Condition[], first: number, after: SearchCursor | null): Promise<CountedRow[]> {
    const query = new Query();
    const matches = texts
      .map(({ table, expression }) => {
        query.params.push(expression);
        return `SELECT rowid FROM ${table} WHERE ${table} MATCH ?`;
      })
      .join(" INTERSECT ");
    const few = `(SELECT matches FROM n) <= ${START_FROM_TEXT_LIMIT}`;
    const passing = `SELECT d.provider_id, d.rating, d.name FROM search_documents d
      ${where(["d.doc_id IN (SELECT doc_id FROM m)", ...query.add(conditions, "text")])} LIMIT CASE WHEN ${few} THEN -1 ELSE 0 END`;
    // The rank plan's page, read before the count: on a first page, one that is not full is every match.
    const ranked = `SELECT d.provider_id, d.rating, d.name FROM search_documents d
      ${where(["+d.doc_id IN (SELECT doc_id FROM m)", ...query.add([...conditions, ...keyset(after)], "rank")])} ${ORDER}
      LIMIT CASE WHEN ${few} THEN 0 ELSE ? END`;
    query.params.push(first + 1);
    let total = "(SELECT matches FROM n)";
    if (conditions.length) {
      let shortPage = "";
      if (after === null) {
        shortPage = "WHEN (SELECT count(*) FROM r) <= ? THEN (SELECT count(*) FROM r) ";
        query.params.push(first);
      }
      const rankCount = `(SELECT count(*) FROM search_documents d ${where(["+d.doc_id IN (SELECT doc_id FROM m)", ...query.add(conditions, "rank")])})`;
      total = `CASE WHEN ${few} THEN (SELECT count(*) FROM f) ${shortPage}ELSE ${rankCount} END`;
    }
    const fewPage = `SELECT * FROM (SELECT d.provider_id, d.rating, d.name, NULL FROM f d
      ${where(query.add(keyset(after), "text"))} ${ORDER} LIMIT CASE WHEN ${few} THEN ? ELSE 0 END)`;
    query.params.push(first + 1);
    const sql = `WITH m(doc_id) AS MATERIALIZED (${matches}), n(matches) AS MATERIALIZED (SELECT count(*) FROM m),
      f(provider_id, rating, name) AS MATERIALIZED (${passing}),
      r(provider_id, rating, name) AS MATERIALIZED (${ranked})
      SELECT NULL AS provider_id, NULL AS rating, NULL AS name, ${total} AS total
      UNION ALL ${fewPage}
      UNION ALL SELECT * FROM (SELECT provider_id, rating, name, NULL FROM r ORDER BY rating DESC, name, provider_id)`;
    return (
      await this.db
        .prepare(sql)
        .bind(...query.params)
        .all<CountedRow>()
    ).results;
  }
}

type CountedRow = { provider_id: string | null; rating: number | null; name: string | null; total: number | null };
