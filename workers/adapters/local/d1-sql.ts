/**
 * The D1 statements the repositories share: a filter's conditions with their parameters, a list's
 * placeholders, the rows of a read as records, one keyset page of a list with its total (read in one
 * batch), and an INSERT of a row that answers the row.
 */
import { pageFromRows, type Page } from "../../../graphql/shared/pagination";

/** SQL conditions and their parameters, kept in step: `where.add("type = ?", filter.type)`. */
export class Conditions {
  readonly sql: string[] = [];
  readonly params: unknown[] = [];

  add(condition: string, ...params: unknown[]): this {
    this.sql.push(condition);
    this.params.push(...params);
    return this;
  }

  /** These conditions and another's, as a new set. */
  and(other: Conditions): Conditions {
    const both = new Conditions();
    both.sql.push(...this.sql, ...other.sql);
    both.params.push(...this.params, ...other.params);
    return both;
  }

  /** `WHERE a AND b`, or nothing when there are none. */
  get clause(): string {
    return this.sql.length ? `WHERE ${this.sql.join(" AND ")}` : "";
  }
}

/** `?1, ?2, …` for a list bound after `offset` other parameters. */
export const placeholders = (count: number, offset = 0) => Array.from({ length: count }, (_, index) => `?${index + offset + 1}`).join(", ");

/** Every row a statement reads, each made a record by `toRecord`. */
export async function d1Rows<Row, Item>(statement: D1PreparedStatement, toRecord: (row: Row) => Item): Promise<Item[]> {
  const { results } = await statement.all<Row>();
  return results.map((row) => toRecord(row));
}

export interface KeysetList {
  /** What to select, and from which table. */
  columns: string;
  table: string;
  /** The list's filter: which rows the page and the total are of. */
  filter: Conditions;
  /** The keyset: the rows after the previous page's last one, in `orderBy`'s order. */
  beyond: Conditions;
  orderBy: string;
  /** A statement that counts the filter's rows more cheaply than `SELECT COUNT(*) … WHERE filter`. */
  count?: D1PreparedStatement;
}

/** `first` rows of a keyset-paged list (one more is read, to know whether a next page exists) and its total, in one batch. */
export async function d1KeysetPage<Row, Node>(
  db: D1Database,
  list: KeysetList,
  first: number,
  toNode: (row: Row) => Node,
): Promise<Page<Node>> {
  const page = list.filter.and(list.beyond);
  const [rows, count] = await db.batch<Row | { total: number }>([
    db.prepare(`SELECT ${list.columns} FROM ${list.table} ${page.clause} ORDER BY ${list.orderBy} LIMIT ?`).bind(...page.params, first + 1),
    list.count ?? db.prepare(`SELECT COUNT(*) AS total FROM ${list.table} ${list.filter.clause}`).bind(...list.filter.params),
  ]);
  return d1Page(rows, count, first, toNode);
}

/** A page query that fetched `first + 1` rows and its `SELECT COUNT(*) AS total`, as one page. */
function d1Page<Row, Node>(page: D1Result | undefined, count: D1Result | undefined, first: number, toNode: (row: Row) => Node): Page<Node> {
  const total = ((count?.results ?? [])[0] as { total: number } | undefined)?.total ?? 0;
  return pageFromRows((page?.results ?? []) as Row[], first, toNode, total);
}

/** Inserts a row (its keys are the column names) and answers the stored row's `returning` columns. */
export async function d1InsertReturning<Row>(db: D1Database, table: string, row: Record<string, unknown>, returning: string): Promise<Row> {
  const columns = Object.keys(row);
  const stored = await db
    .prepare(`INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")}) RETURNING ${returning}`)
    .bind(...Object.values(row))
    .first<Row>();
  return stored!;
}

/**
 * Whether a statement that writes at most one row (by key, or a conditional insert of one) wrote it. D1's
 * `meta.changes` also counts the rows its triggers wrote (the outbox's, 0011_outbox.sql), so never `=== 1`.
 */
export const wroteRow = (result: D1Result): boolean => result.meta.changes > 0;
