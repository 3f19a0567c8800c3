/**
 * What the site's session asks the API (session.server.ts decides what the answers mean for the cookie):
 * to renew its tokens, and who they name.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { stringifyDocument } from "@urql/core";
import { graphql, type ResultOf } from "gql.tada";
import type { DocumentNode } from "graphql";
import { GRAPHQL_CSRF_HEADER, GRAPHQL_PATH } from "../api/graphql-endpoint";
import type { SessionTokens } from "./session.server";
import { AUTH_REFUSAL_FRAGMENT } from "./auth-refusal.fragment";
import { SESSION_TOKENS_FRAGMENT } from "./session-tokens.fragment";
import { SESSION_VIEWER_QUERY, type Viewer } from "./session-viewer.query";

/** The API's refusals of a refresh token that end the session for good; any other (a rate limit) may pass. */
const SESSION_ENDED_CODES = new Set([
  "refresh_token_not_found",
  "refresh_token_already_used",
  "session_expired",
  "session_not_found",
  "bad_jwt",
  "validation_failed",
]);

/** Whether the API's refusal of a refresh token ends the session for good. */
export const endsSession = (code: string) => SESSION_ENDED_CODES.has(code);

/**
 * Asks the API who the token names (in-process; the page's own queries share this read of the
 * account): the account, "ended" when the API no longer knows the token (401 UNAUTHENTICATED: signed
 * out here or on every device, expired, never issued), or null when it could not answer (an outage:
 * the session is kept, and the page's own query says what went wrong).
 */
export async function askWhoTheTokenNames(context: AppLoadContext, accessToken: string): Promise<Viewer | "ended" | null> {
  try {
    const result = await context.executeGraphQL({ document: SESSION_VIEWER_QUERY as unknown as DocumentNode }, accessToken);
    const viewer = (result.data as ResultOf<typeof SESSION_VIEWER_QUERY> | null | undefined)?.viewer;
    if (viewer) return viewer;
    const errors = result.errors ?? [];
    // The API answers `viewer: null` only without a token: a token that names nobody is no session either.
    if (errors.length === 0 || errors.some((error) => error.extensions?.code === "UNAUTHENTICATED")) return "ended";
    console.error("Could not load the signed-in account:", errors);
  } catch (error) {
    console.error("Could not load the signed-in account:", error);
  }
  return null;
}

export type RefreshOutcome = { kind: "renewed"; tokens: SessionTokens } | { kind: "refused"; code: string } | { kind: "unavailable" };

/**
 * Exchanges the refresh token in-process. Plain fetch rather than graphql.server.ts, which itself
 * asks the session for the access token.
 */
export async function refreshTokens(request: Request, context: AppLoadContext, refreshToken: string): Promise<RefreshOutcome> {
  try {
    const response = await context.fetchGraphQL(
      new Request(new URL(GRAPHQL_PATH, request.url), {
        method: "POST",
        headers: { "Content-Type": "application/json", [GRAPHQL_CSRF_HEADER]: "1" },
        body: JSON.stringify({ query: stringifyDocument(REFRESH_SESSION_MUTATION), variables: { input: { refreshToken } } }),
      }),
    );
    const body = (await response.json()) as { data?: ResultOf<typeof REFRESH_SESSION_MUTATION> | null };
    const result = body.data?.refreshSession;
    if (!result) return { kind: "unavailable" };
    if (result.__typename === "AuthError") return { kind: "refused", code: result.code };
    return { kind: "renewed", tokens: result.session };
  } catch (error) {
    console.error("Session refresh failed:", error);
    return { kind: "unavailable" };
  }
}

const REFRESH_SESSION_MUTATION = graphql(
  `
    mutation SessionRefresh($input: RefreshSessionInput!) {
      refreshSession(input: $input) {
        __typename
        ... on RefreshSessionSuccess {
          session {
            ...SessionTokens
          }
        }
        ...AuthRefusal
      }
    }
  `,
  [SESSION_TOKENS_FRAGMENT, AUTH_REFUSAL_FRAGMENT],
);
