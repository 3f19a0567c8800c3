/** Who is calling: the user behind the request's bearer token, looked up once per operation. */
import { GraphQLError } from "graphql";
import { englishOf } from "../../shared/messages";
import { AccessTokenRejected, type AuthFailure, type AuthPort, type SessionUser } from "./auth-port";

/** A present but unusable token is refused (HTTP 401) rather than silently treated as signed out. */
export function unauthenticated(failure: Pick<AuthFailure, "code" | "message">, at?: GraphQLError): GraphQLError {
  return new GraphQLError(englishOf(failure.message), {
    nodes: at?.nodes,
    path: at?.path,
    extensions: {
      code: "UNAUTHENTICATED",
      authCode: failure.code,
      http: { status: 401, headers: { "WWW-Authenticate": 'Bearer error="invalid_token"' } },
    },
  });
}

/** Returns a memoised lookup: null without a token, the user for a live one, a 401 error otherwise. */
export function createViewerLookup(auth: AuthPort, accessToken: string | null): () => Promise<SessionUser | null> {
  let pending: Promise<SessionUser | null> | undefined;
  const lookup = async () => {
    if (!accessToken) return null;
    const outcome = await auth.getUser(accessToken);
    if (!outcome.ok) throw unauthenticated(outcome.error);
    return outcome.value;
  };
  return () => (pending ??= lookup());
}

/**
 * The API's answer to an adapter's AccessTokenRejected thrown anywhere in a request (Yoga's error
 * masking asks it first): the same 401 as the viewer lookup's. Null for any other error.
 */
export function rejectedTokenError(error: unknown): GraphQLError | null {
  const original = error instanceof GraphQLError ? error.originalError : error;
  if (!(original instanceof AccessTokenRejected)) return null;
  return unauthenticated(original.failure, error instanceof GraphQLError ? error : undefined);
}
