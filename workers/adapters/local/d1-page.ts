/** D1 list reads: a page query that fetched `first + 1` rows and its `SELECT COUNT(*) AS total`, as one page. */
import { pageFromRows, type Page } from "../../../graphql/shared/pagination";

export function d1Page<Row, Node>(
  page: D1Result | undefined,
  count: D1Result | undefined,
  first: number,
  toNode: (row: Row) => Node,
): Page<Node> {
  const total = ((count?.results ?? [])[0] as { total: number } | undefined)?.total ?? 0;
  return pageFromRows((page?.results ?? []) as Row[], first, toNode, total);
}
