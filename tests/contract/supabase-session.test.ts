/**
 * The site's session over the Supabase adapter (issue #27, item 4): a session Supabase Auth no longer
 * knows is a signed-out visitor, its cookie cleared. The site's own decision (getAuthState, in
 * app/lib/auth/session.server.ts) runs here as the Worker runs it, with the in-process GraphQL of the real
 * schema over the Supabase adapter; only Supabase's HTTP APIs are faked (fake-supabase.ts), and the
 * refresh grant answers in each shape the hosted Auth server uses to refuse it.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { getAuthState, startUserSession, type SessionTokens } from "../../app/lib/auth/session.server";
import { createServerContext, readBearerToken } from "../../graphql/context";
import { createGraphQLServer } from "../../graphql/yoga";
import { pageGraphQL } from "../../workers/in-process-graphql";
import { FakeSupabase } from "./fake-supabase";
import { backendFor, UNLIMITED } from "./supabase-backend";
import { englishOf } from "../../graphql/shared/messages";
import { commonPasswords } from "../fixtures/common-passwords";

const SITE = "http://127.0.0.1:8787";
const PASSWORD = "correct horse battery staple";

/** The host's secret for the client keys bookings store (the Worker's is its session secret). */
const clientKeySecret = async () => "a secret of the host, for the tests";

/** A page request's load context as the Worker builds it (workers/app.ts), over the Supabase adapter on `fetch`. */
function pageContext(fake: FakeSupabase, fetch: typeof globalThis.fetch = fake.fetch): AppLoadContext {
  const yoga = createGraphQLServer({ exposeErrors: false });
  const backend = (accessToken: string | null) => backendFor(fake, accessToken, { fetch });
  return {
    locale: "en",
    cspNonce: "nonce",
    perResponseId: () => crypto.randomUUID(),
    waitUntil: () => {},
    sessionSecrets: ["a session secret of at least 32 characters"],
    responseHeaders: new Headers(),
    fetchGraphQL: (request: Request) =>
      yoga.fetch(
        request,
        createServerContext(request, backend(readBearerToken(request)), UNLIMITED, null, clientKeySecret, commonPasswords),
      ),
    executeGraphQL: pageGraphQL(yoga, (accessToken) => ({
      backend: backend(accessToken),
      rateLimits: UNLIMITED,
      accessToken,
      locale: "en",
      clientKeySecret,
      commonPasswords,
    })),
  } as AppLoadContext;
}

/** A browser's request carrying the session cookie the site set for `tokens`. */
async function withSession(fake: FakeSupabase, tokens: SessionTokens): Promise<Request> {
  const setCookie = await startUserSession(new Request(`${SITE}/login`), pageContext(fake), tokens);
  return new Request(`${SITE}/careers/job/job-1`, { headers: { Cookie: setCookie.split(";")[0]! } });
}

async function signedIn(fake: FakeSupabase, email = `session.${Date.now()}.${Math.random()}@example.com`) {
  await backendFor(fake).auth.signUp({ email, password: PASSWORD });
  const outcome = await backendFor(fake).auth.signInWithPassword({ email, password: PASSWORD }, "203.0.113.20");
  if (!outcome.ok) throw new Error(englishOf(outcome.error.message));
  return { email, session: outcome.value };
}

const clearsSession = (context: AppLoadContext) =>
  context.responseHeaders
    .getSetCookie()
    .some((cookie) => cookie.startsWith("glow_session=;") && /max-age=0|expires=thu, 01 jan 1970/i.test(cookie));

/** What the site decides for `request`: signed in or not, and whether the cookie was cleared. */
async function decide(fake: FakeSupabase, request: Request, fetch?: typeof globalThis.fetch) {
  const context = pageContext(fake, fetch);
  const state = await getAuthState(request, context);
  return { email: state.viewer?.email ?? null, signedIn: state.accessToken !== null, cleared: clearsSession(context) };
}

/** Supabase's fetch, with the refresh grant answered by `answer` instead (the hosted server's refusals). */
function refreshAnsweredWith(fake: FakeSupabase, answer: () => Response): typeof globalThis.fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname === "/auth/v1/token" && url.searchParams.get("grant_type") === "refresh_token") return answer();
    return fake.fetch(input, init);
  };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
const VERSIONED = { "x-supabase-api-version": "2024-01-01" };

describe("the site's session over the Supabase adapter", () => {
  it("a live session is the signed-in account", async () => {
    const fake = new FakeSupabase();
    const { email, session } = await signedIn(fake);
    expect(await decide(fake, await withSession(fake, session))).toEqual({ email, signedIn: true, cleared: false });
  });

  it("after signing out, the old cookie is a signed-out visitor and is cleared", async () => {
    const fake = new FakeSupabase();
    const { session } = await signedIn(fake);
    const request = await withSession(fake, session);
    expect((await backendFor(fake, session.accessToken).auth.signOut(session.accessToken, "local")).ok).toBe(true);
    expect(await decide(fake, request)).toEqual({ email: null, signedIn: false, cleared: true });
  });

  it("after signing out of every device from another one, the old cookie is a signed-out visitor and is cleared", async () => {
    const fake = new FakeSupabase();
    const { email, session } = await signedIn(fake);
    const request = await withSession(fake, session);
    const other = await backendFor(fake).auth.signInWithPassword({ email, password: PASSWORD }, "203.0.113.21");
    if (!other.ok) throw new Error(englishOf(other.error.message));
    expect((await backendFor(fake, other.value.accessToken).auth.signOut(other.value.accessToken, "global")).ok).toBe(true);
    expect(await decide(fake, request)).toEqual({ email: null, signedIn: false, cleared: true });
  });

  it("an expiring token whose refresh Supabase refuses after a sign-out is a signed-out visitor", async () => {
    const fake = new FakeSupabase();
    const { session } = await signedIn(fake);
    expect((await backendFor(fake, session.accessToken).auth.signOut(session.accessToken, "global")).ok).toBe(true);
    const expiring = await withSession(fake, { ...session, expiresAt: Math.floor(Date.now() / 1000) + 30 });
    expect(await decide(fake, expiring)).toEqual({ email: null, signedIn: false, cleared: true });
  });

  // How the hosted Auth server refuses a refresh token (supabase/auth, internal/api/token_refresh.go): a 400
  // with its error code (API version 2024-01-01), or the OAuth shape older servers and clients meet.
  const REFUSALS: [string, () => Response][] = [
    [
      "refresh_token_not_found",
      () => json(400, { code: "refresh_token_not_found", message: "Invalid Refresh Token: Refresh Token Not Found" }, VERSIONED),
    ],
    [
      "refresh_token_already_used",
      () => json(400, { code: "refresh_token_already_used", message: "Invalid Refresh Token: Already Used" }, VERSIONED),
    ],
    [
      "session_expired",
      () => json(400, { code: "session_expired", message: "Invalid Refresh Token: Session Expired (Inactivity)" }, VERSIONED),
    ],
    [
      "session_not_found",
      () => json(400, { code: "session_not_found", message: "Invalid Refresh Token: No Valid Session Found" }, VERSIONED),
    ],
    ["user_banned", () => json(400, { code: "user_banned", message: "Invalid Refresh Token: User Banned" }, VERSIONED)],
    [
      "an unversioned error_code",
      () => json(400, { code: 400, error_code: "refresh_token_not_found", msg: "Invalid Refresh Token: Refresh Token Not Found" }),
    ],
    ["the OAuth shape", () => json(400, { error: "invalid_grant", error_description: "Invalid Refresh Token: Refresh Token Not Found" })],
  ];

  it.each(REFUSALS)(
    "an expired token whose refresh Supabase refuses (%s) is a signed-out visitor, the cookie cleared",
    async (_, answer) => {
      const fake = new FakeSupabase();
      const { session } = await signedIn(fake);
      const expired = await withSession(fake, { ...session, expiresAt: Math.floor(Date.now() / 1000) - 10 });
      expect(await decide(fake, expired, refreshAnsweredWith(fake, answer))).toEqual({ email: null, signedIn: false, cleared: true });
    },
  );

  // Not an answer about the session: it is kept for the next request, and the token used while it lasts.
  // (An outage, a 5xx, is too; supabase-js retries those for up to 30 seconds, too long for a test.)
  const NOT_REFUSALS: [string, () => Response][] = [
    ["a rate limit", () => json(429, { code: "over_request_rate_limit", message: "Request rate limit reached" }, VERSIONED)],
    [
      "concurrent refreshes",
      () =>
        json(
          409,
          { code: "conflict", message: "Too many concurrent token refresh requests on the same session or refresh token" },
          VERSIONED,
        ),
    ],
  ];

  it.each(NOT_REFUSALS)("a refresh that fails with %s ends nothing", async (_, answer) => {
    const fake = new FakeSupabase();
    const { email, session } = await signedIn(fake);
    const now = Math.floor(Date.now() / 1000);
    const fetch = refreshAnsweredWith(fake, answer);
    // The token still works for a minute: the visitor stays signed in on it.
    expect(await decide(fake, await withSession(fake, { ...session, expiresAt: now + 60 }), fetch)).toEqual({
      email,
      signedIn: true,
      cleared: false,
    });
    // It has expired: signed out for this request only, the cookie kept.
    expect(await decide(fake, await withSession(fake, { ...session, expiresAt: now - 10 }), fetch)).toEqual({
      email: null,
      signedIn: false,
      cleared: false,
    });
  });
});
