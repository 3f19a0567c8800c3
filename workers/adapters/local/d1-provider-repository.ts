/** The providers port on D1 (SQLite). The only code that knows the directory's tables. */
import type { ProviderCursor, ProviderFilter, ProviderRecord, ProviderRepository } from "../../../graphql/modules/providers/repository";
import {
  CHILD_TABLES,
  ProviderChildReads,
  PROVIDER_COLUMN_NAMES,
  toProvider,
  type ChildKind,
  type ChildRow,
  type ProviderRow,
} from "../provider-rows";
import { Conditions, d1KeysetPage, d1Rows, placeholders } from "./d1-sql";

const PROVIDER_COLUMNS = PROVIDER_COLUMN_NAMES.join(", ");

/**
 * Each child list as a JSON array column of its provider row, in display order, so a page of
 * providers and what its cards show arrive in one D1 round trip instead of two.
 */
const CHILD_JSON = {
  images: `(SELECT json_group_array(json_object('url', url, 'alt', alt)) FROM
      (SELECT url, alt FROM provider_images WHERE provider_id = providers.id ORDER BY position)) AS images_json`,
  services: `(SELECT json_group_array(json_object('id', id, 'providerId', provider_id, 'name', name,
        'priceAed', price_aed, 'durationMinutes', duration_minutes)) FROM
      (SELECT * FROM services WHERE provider_id = providers.id ORDER BY position)) AS services_json`,
  staff: `(SELECT json_group_array(json_object('id', id, 'name', name, 'title', title, 'imageUrl', image_url)) FROM
      (SELECT * FROM staff WHERE provider_id = providers.id ORDER BY position)) AS staff_json`,
  reviews: `(SELECT json_group_array(json_object('id', id, 'userName', user_name, 'rating', rating, 'comment', comment)) FROM
      (SELECT * FROM reviews WHERE provider_id = providers.id ORDER BY position)) AS reviews_json`,
  staffServices: `(SELECT json_group_array(json_object('staffId', staff_id, 'serviceId', service_id)) FROM
      (SELECT * FROM staff_services WHERE provider_id = providers.id ORDER BY staff_id, service_id)) AS staff_services_json`,
} as const;

/** Lists show pictures and services; a single provider's page shows everything. */
const LIST_COLUMNS = `${PROVIDER_COLUMNS}, ${CHILD_JSON.images}, ${CHILD_JSON.services}`;
const DETAIL_COLUMNS = `${LIST_COLUMNS}, ${CHILD_JSON.staff}, ${CHILD_JSON.reviews}, ${CHILD_JSON.staffServices}`;

type ProviderRowWithChildren = ProviderRow & {
  images_json?: string;
  services_json?: string;
  staff_json?: string;
  reviews_json?: string;
  staff_services_json?: string;
};

const parseList = <T>(json: string | undefined): T[] | undefined => (json === undefined ? undefined : (JSON.parse(json) as T[]));

function toProviderWithChildren(row: ProviderRowWithChildren): ProviderRecord {
  return {
    ...toProvider(row),
    prefetched: {
      images: parseList(row.images_json),
      services: parseList(row.services_json),
      staff: parseList(row.staff_json),
      reviews: parseList(row.reviews_json),
      staffServices: parseList(row.staff_services_json),
    },
  };
}

export class D1ProviderRepository extends ProviderChildReads implements ProviderRepository {
  constructor(private readonly db: D1Database) {
    super();
  }

  async list(filter: ProviderFilter, first: number, after: ProviderCursor | null) {
    const where = new Conditions();
    if (filter.type) where.add("type = ?", filter.type);
    if (filter.emirate) where.add("emirate = ?", filter.emirate);
    const beyond = new Conditions();
    if (after) beyond.add("(name > ? OR (name = ? AND id > ?))", after.name, after.name, after.id);
    const list = { columns: LIST_COLUMNS, table: "providers", filter: where, beyond, orderBy: "name, id" };
    return d1KeysetPage(this.db, list, first, toProviderWithChildren);
  }

  async featured(limit: number) {
    const featured = this.db.prepare(
      `SELECT ${LIST_COLUMNS} FROM providers WHERE featured_rank IS NOT NULL ORDER BY featured_rank, id LIMIT ?`,
    );
    return d1Rows(featured.bind(limit), toProviderWithChildren);
  }

  async byIds(ids: readonly string[]) {
    if (ids.length === 0) return new Map<string, ProviderRecord>();
    const { results } = await this.db
      .prepare(`SELECT ${DETAIL_COLUMNS} FROM providers WHERE id IN (${placeholders(ids.length)})`)
      .bind(...ids)
      .all<ProviderRowWithChildren>();
    return new Map(results.map((row) => [row.id, toProviderWithChildren(row)]));
  }

  protected override async childRows<K extends ChildKind>(kind: K, providerIds: readonly string[]) {
    const { table, columns, order } = CHILD_TABLES[kind];
    const { results } = await this.db
      .prepare(
        `SELECT ${columns.join(", ")} FROM ${table}
         WHERE provider_id IN (${placeholders(providerIds.length)}) ORDER BY provider_id, ${order.join(", ")}`,
      )
      .bind(...providerIds)
      .all<ChildRow<K>>();
    return results;
  }
}
