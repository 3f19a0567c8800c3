/** Turning PostgREST answers into values or errors, the same way for every repository. */
import type { PostgrestError } from "@supabase/supabase-js";
import { AccessTokenRejected } from "../../../graphql/modules/accounts/auth-port";
import { AUTH_MESSAGES } from "../../../graphql/modules/accounts/errors";

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
