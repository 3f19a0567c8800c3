/**
 * Stands in for `@supabase/auth-js` in the Worker bundle (wrangler.toml [alias], vitest.contract.config.ts;
 * docs/decisions/076-gotrue-stand-in.md). supabase-js builds a full browser auth client in every `createClient`
 * (sessions in storage, refresh timers, locks, PKCE, MFA, OAuth, Web3 sign-in: about 24 KiB gzip), while this
 * Worker is stateless and calls nine of Supabase Auth's endpoints. This is those calls, over the same HTTP, with
 * the same answers (`{ data, error }`) and the same error classes and tests (`isAuthApiError`, …) as auth-js:
 * workers/adapters/supabase/auth.ts is written against auth-js's types and runs on this unchanged. The contract
 * tests run it against the fake of Supabase Auth's HTTP API (tests/contract/fake-supabase.ts), as they ran auth-js.
 *
 * Anything supabase-js or the adapter does not call is absent: calling it is a programming error and fails.
 */

/** Supabase Auth's API version this client speaks (auth-js's API_VERSIONS['2024-01-01']). */
const API_VERSION = "2024-01-01";
const API_VERSION_HEADER = "X-Supabase-Api-Version";
/** Server and gateway failures: the request may be retried, and they say nothing about the session. */
const NETWORK_ERROR_CODES = [500, 501, 502, 503, 504, 520, 521, 522, 523, 524, 525, 526, 527, 528, 529, 530];

export class AuthError extends Error {
  protected __isAuthError = true;
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = "AuthError";
  }
}

export class AuthApiError extends AuthError {
  constructor(message: string, status: number, code: string | undefined) {
    super(message, status, code);
    this.name = "AuthApiError";
  }
}

export class AuthUnknownError extends AuthError {
  constructor(
    message: string,
    readonly originalError: unknown,
  ) {
    super(message);
    this.name = "AuthUnknownError";
  }
}

export class AuthRetryableFetchError extends AuthError {
  constructor(message: string, status: number) {
    super(message, status);
    this.name = "AuthRetryableFetchError";
  }
}

export class AuthSessionMissingError extends AuthError {
  constructor() {
    super("Auth session missing!", 400);
    this.name = "AuthSessionMissingError";
  }
}

export class AuthInvalidTokenResponseError extends AuthError {
  constructor() {
    super("Auth session or user missing", 500);
    this.name = "AuthInvalidTokenResponseError";
  }
}

export class AuthWeakPasswordError extends AuthError {
  constructor(
    message: string,
    status: number,
    readonly reasons: string[],
  ) {
    super(message, status, "weak_password");
    this.name = "AuthWeakPasswordError";
  }
}

export const isAuthError = (error: unknown): error is AuthError => typeof error === "object" && error !== null && "__isAuthError" in error;
export const isAuthApiError = (error: unknown): error is AuthApiError => isAuthError(error) && error.name === "AuthApiError";
export const isAuthSessionMissingError = (error: unknown): error is AuthSessionMissingError =>
  isAuthError(error) && error.name === "AuthSessionMissingError";
export const isAuthWeakPasswordError = (error: unknown): error is AuthWeakPasswordError =>
  isAuthError(error) && error.name === "AuthWeakPasswordError";
export const isAuthRetryableFetchError = (error: unknown): error is AuthRetryableFetchError =>
  isAuthError(error) && error.name === "AuthRetryableFetchError";

type Json = Record<string, unknown>;
interface Session extends Json {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at?: number;
  user: Json;
}

const messageOf = (body: unknown): string => {
  if (typeof body === "object" && body !== null) {
    const fields = body as Json;
    for (const name of ["msg", "message", "error_description", "error"])
      if (typeof fields[name] === "string") return fields[name] as string;
  }
  return JSON.stringify(body);
};

/** A refused answer as auth-js classifies it (its lib/fetch.ts handleError). Always throws. */
async function refusal(response: Response): Promise<never> {
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    if (NETWORK_ERROR_CODES.includes(response.status))
      throw new AuthRetryableFetchError(response.statusText || `HTTP ${response.status}`, response.status);
    throw new AuthUnknownError(messageOf(error), error);
  }
  if (NETWORK_ERROR_CODES.includes(response.status)) throw new AuthRetryableFetchError(messageOf(body), response.status);
  const fields = (typeof body === "object" && body !== null ? body : {}) as Json;
  const version = response.headers.get(API_VERSION_HEADER);
  const code =
    version !== null && version >= API_VERSION && typeof fields.code === "string"
      ? fields.code
      : typeof fields.error_code === "string"
        ? fields.error_code
        : undefined;
  const reasons = (fields.weak_password as { reasons?: unknown } | undefined)?.reasons;
  const stringReasons = Array.isArray(reasons) && reasons.every((reason) => typeof reason === "string") ? (reasons as string[]) : [];
  if (code === "weak_password" || (!code && stringReasons.length > 0))
    throw new AuthWeakPasswordError(messageOf(body), response.status, stringReasons);
  if (code === "session_not_found") throw new AuthSessionMissingError();
  throw new AuthApiError(messageOf(body), response.status || 500, code);
}

/** A session from a token answer (its expiry made absolute when the server gave only its length), or null. */
function sessionOf(body: Json): Session | null {
  if (typeof body.access_token !== "string" || !body.refresh_token || !body.expires_in) return null;
  const session = { ...body } as Session;
  if (!session.expires_at) session.expires_at = Math.round(Date.now() / 1000) + Number(session.expires_in);
  return session;
}
/** auth-js's _sessionResponse: the session when there is one, and the user (the body itself after a sign-up without one). */
const sessionResponse = (body: Json) => ({ session: sessionOf(body), user: ((body.user as Json | undefined) ?? body) as Json });

interface Options {
  url: string;
  headers?: Record<string, string>;
  fetch?: typeof fetch;
}

interface RequestOptions {
  jwt?: string;
  body?: unknown;
  query?: Record<string, string>;
  redirectTo?: string;
  /** The answer has no body to read (logout). */
  noJson?: boolean;
}

/** What each call answers: data, or the error that auth-js would have returned instead of throwing. */
async function answer<T, F>(work: () => Promise<T>, failed: F): Promise<T | { data: F; error: AuthError }> {
  try {
    return await work();
  } catch (error) {
    if (isAuthError(error)) return { data: failed, error };
    throw error;
  }
}

export class AuthClient {
  private readonly url: string;
  private readonly headers: Record<string, string>;
  private readonly fetcher: typeof fetch;
  /** The session this client signed in or verified with (auth-js keeps it in memory with persistSession off). */
  private session: Session | null = null;
  readonly admin: AdminApi;

  constructor(options: Options) {
    this.url = options.url.replace(/\/$/, "");
    this.headers = { ...(options.headers ?? {}) };
    this.fetcher = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
    this.admin = new AdminApi((method, path, request) => this.request(method, path, request));
  }

  /** One call to Supabase Auth, as auth-js's _request makes it; a refusal throws its AuthError. */
  async request(method: string, path: string, { jwt, body, query, redirectTo, noJson }: RequestOptions = {}): Promise<Json> {
    const headers: Record<string, string> = { ...this.headers };
    if (!headers[API_VERSION_HEADER]) headers[API_VERSION_HEADER] = API_VERSION;
    if (jwt) headers.Authorization = `Bearer ${jwt}`;
    const search = { ...(query ?? {}), ...(redirectTo ? { redirect_to: redirectTo } : {}) };
    const queryString = Object.keys(search).length > 0 ? `?${new URLSearchParams(search)}` : "";
    const init: RequestInit = { method, headers };
    if (method !== "GET") {
      init.headers = { "Content-Type": "application/json;charset=UTF-8", ...headers };
      init.body = JSON.stringify(body);
    }
    let response: Response;
    try {
      response = await this.fetcher(`${this.url}${path}${queryString}`, init);
    } catch (error) {
      throw new AuthRetryableFetchError(messageOf(error), 0);
    }
    if (!response.ok) return refusal(response);
    if (noJson) return {};
    try {
      return (await response.json()) as Json;
    } catch (error) {
      throw new AuthUnknownError(messageOf(error), error);
    }
  }

  private keep(session: Session | null) {
    if (session) this.session = session;
  }

  // supabase-js's own calls: it asks for the session's token and listens for sign-in events (none are sent).
  async getSession() {
    return { data: { session: this.session }, error: null };
  }

  onAuthStateChange(_callback: (event: string, session: Session | null) => void) {
    return { data: { subscription: { id: "stand-in", callback: _callback, unsubscribe: () => {} } } };
  }

  async signUp({ email, password, options }: { email: string; password: string; options?: { data?: object; emailRedirectTo?: string } }) {
    return answer(
      async () => {
        const body = {
          email,
          password,
          data: options?.data ?? {},
          gotrue_meta_security: {},
          code_challenge: null,
          code_challenge_method: null,
        };
        const result = sessionResponse(await this.request("POST", "/signup", { body, redirectTo: options?.emailRedirectTo }));
        this.keep(result.session);
        return { data: result, error: null };
      },
      { user: null, session: null },
    );
  }

  async signInWithPassword({ email, password }: { email: string; password: string }) {
    return answer(
      async () => {
        const body = { email, password, gotrue_meta_security: {} };
        const result = sessionResponse(await this.request("POST", "/token", { body, query: { grant_type: "password" } }));
        if (!result.session || !result.user) throw new AuthInvalidTokenResponseError();
        this.keep(result.session);
        return { data: result as { session: Session; user: Json }, error: null };
      },
      { user: null, session: null },
    );
  }

  async refreshSession({ refresh_token }: { refresh_token: string }) {
    return answer(
      async () => {
        const result = sessionResponse(
          await this.request("POST", "/token", { body: { refresh_token }, query: { grant_type: "refresh_token" } }),
        );
        this.keep(result.session);
        return { data: result, error: null };
      },
      { user: null, session: null },
    );
  }

  async verifyOtp({ token_hash, type }: { token_hash: string; type: string }) {
    return answer(
      async () => {
        const result = sessionResponse(await this.request("POST", "/verify", { body: { token_hash, type, gotrue_meta_security: {} } }));
        this.keep(result.session);
        return { data: result, error: null };
      },
      { user: null, session: null },
    );
  }

  async resend({ type, email }: { type: string; email: string }) {
    return answer(
      async () => {
        const result = await this.request("POST", "/resend", { body: { email, type, gotrue_meta_security: {} } });
        return { data: { user: null, session: null, messageId: result.message_id ?? null }, error: null };
      },
      { user: null, session: null, messageId: null },
    );
  }

  async resetPasswordForEmail(email: string) {
    return answer(async () => {
      await this.request("POST", "/recover", {
        body: { email, code_challenge: null, code_challenge_method: null, gotrue_meta_security: {} },
      });
      return { data: {}, error: null };
    }, null);
  }

  /** Changes the signed-in (or just verified) session's user: PUT /user with its token. */
  async updateUser(attributes: object) {
    return answer(
      async () => {
        if (!this.session) throw new AuthSessionMissingError();
        const user = await this.request("PUT", "/user", { jwt: this.session.access_token, body: attributes });
        return { data: { user }, error: null };
      },
      { user: null },
    );
  }

  async getUser(jwt?: string) {
    return answer(
      async () => {
        const token = jwt ?? this.session?.access_token;
        if (!token) throw new AuthSessionMissingError();
        return { data: { user: await this.request("GET", "/user", { jwt: token }) }, error: null };
      },
      { user: null },
    );
  }
}

type Requester = (method: string, path: string, options?: RequestOptions) => Promise<Json>;

/** The two admin calls the adapter makes (auth-js's GoTrueAdminApi). */
class AdminApi {
  constructor(private readonly request: Requester) {}

  /** POST /logout with the user's own token: "global", "local" or "others". */
  async signOut(jwt: string, scope = "global") {
    return answer(async () => {
      await this.request("POST", `/logout`, { jwt, query: { scope }, noJson: true });
      return { data: null, error: null };
    }, null);
  }

  /** DELETE /admin/users/{id}, as the client's key (the service role's). */
  async deleteUser(id: string, shouldSoftDelete = false) {
    return answer(
      async () => {
        const user = await this.request("DELETE", `/admin/users/${encodeURIComponent(id)}`, {
          body: { should_soft_delete: shouldSoftDelete },
        });
        return { data: { user }, error: null };
      },
      { user: null },
    );
  }
}
