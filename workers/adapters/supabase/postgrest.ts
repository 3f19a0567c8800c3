/** Turning PostgREST answers into values or errors, the same way for every repository. */
import type { PostgrestError, SupabaseClient } from "@supabase/supabase-js";
import { AccessTokenRejected } from "../../../graphql/modules/accounts/auth-port";
import { AUTH_MESSAGES } from "../../../graphql/modules/accounts/errors";
import { pageFromRows, type Page } from "../../../graphql/shared/pagination";

/** A request to the hosted backend failed in a way the caller cannot fix (masked by the API). */
export class SupabaseRequestError extends Error {
  constructor(
    what: string,
    readonly status: number,
    readonly code: string | null,
    detail: string,
  ) {
    super(`Supabase ${what} failed (${status}${code ? ` ${code}` : ""}): ${detail}`);
    this.name = "SupabaseRequestError";
  }
}

interface PostgrestAnswer<T> {
  data: T | null;
  error: PostgrestError | null;
  status: number;
  count?: number | null;
}

/**
 * The answer, if it succeeded. A rejected access token (PostgREST's PGRST30x codes, HTTP 401)
 * is AccessTokenRejected, which the API answers with 401 UNAUTHENTICATED as the viewer lookup does;
 * anything else is unexpected.
 */
export function checked<Answer extends PostgrestAnswer<unknown>>(what: string, answer: Answer): Answer {
  if (!answer.error) return answer;
  const { code, message } = answer.error;
  if (answer.status === 401 && typeof code === "string" && code.startsWith("PGRST30")) {
    throw new AccessTokenRejected({ code: "bad_jwt", message: AUTH_MESSAGES.bad_jwt });
  }
  throw new SupabaseRequestError(what, answer.status, code || null, message);
}

/** The rows of a successful read. */
export function rowsOf<Row>(what: string, answer: PostgrestAnswer<Row[]>): Row[] {
  return checked(what, answer).data ?? [];
}

/**
 * A value for a PostgREST logic filter (`or=(…)`), always double-quoted so that commas, dots,
 * colons and parentheses in names stay part of the value; quotes and backslashes are escaped.
 */
export function filterValue(value: string): string {
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/** A read of one table, before or after its filters and order (whatever it selects). */
export type TableRead = ReturnType<ReturnType<SupabaseClient["from"]>["select"]>;

/**
 * A list's two reads, filtered alike: `where` narrows both the page (which the caller then positions
 * after the cursor and orders) and the count of every row the filter keeps.
 */
export function listReads(db: SupabaseClient, table: string, columns: string, where: (read: TableRead) => TableRead) {
  return {
    page: where(db.from(table).select(columns)),
    total: where(db.from(table).select("id", { count: "exact", head: true })),
  };
}

/**
 * The ordered page, read one row beyond `first` (the extra row says that another page follows), and
 * the filter's total, read together, as one page. `toNode` also gets the page answer's HTTP status,
 * for its errors; `what` names the reads in errors ('products' → 'products list', 'products count').
 */
export async function pageWithTotal<Row, Node>(
  what: string,
  page: TableRead,
  total: TableRead,
  first: number,
  toNode: (row: Row, status: number) => Node,
): Promise<Page<Node>> {
  const [rows, count] = await Promise.all([page.limit(first + 1).overrideTypes<Row[], { merge: false }>(), total]);
  return pageFromRows(rowsOf(`${what} list`, rows), first, (row) => toNode(row, rows.status), checked(`${what} count`, count).count ?? 0);
}

/**
 * One page from a database function that pages itself: it is called with `p_limit: first + 1` (the
 * extra row says that another page follows) and answers `{ total, <list>: rows }`.
 */
export async function rpcPage<Row, Node>(
  db: SupabaseClient,
  fn: string,
  params: Record<string, unknown>,
  list: string,
  first: number,
  toNode: (row: Row) => Node,
): Promise<Page<Node>> {
  const answer = await db.rpc(fn, { ...params, p_limit: first + 1 });
  const result = checked(fn, answer).data as ({ total: number | string } & Record<string, unknown>) | null;
  const rows = result?.[list];
  if (!result || !Array.isArray(rows)) {
    throw new SupabaseRequestError(fn, answer.status, null, `unexpected answer ${JSON.stringify(result)}`);
  }
  return pageFromRows(rows as Row[], first, toNode, Number(result.total));
}

/**
 * The request header that tells the database the person's language ('en' or 'ar'): a trigger stores it on
 * the row a message will be about (bookings, registrations; workers/migrations/supabase/0011_outbox.sql).
 */
export const LOCALE_HEADER = "x-glow-locale";

/** The request header naming the partner app's key a booking is made with (0043_api_keys.sql's trigger records it). */
export const API_KEY_HEADER = "x-glow-api-key-id";
