/**
 * Who may do it (docs/decisions/020-authorisation.md).
 *
 * - Scopes (Pothos's scope-auth plugin, declared on the field): `signedIn`, `reviewer`. A field that
 *   needs one says so with `signedInOnly(…)` (mutations: the result union's NotSignedIn) or
 *   `signedInOrNull` (nullable reads: null), `reviewerOnly(…)` / `reviewerOrNull` for the review
 *   of registrations, so each refusal has one GraphQL form per kind of field.
 * - Inside, the resolver takes the caller with `requireViewer(ctx)` and hands it to the service.
 * - A premium feature is the plans service's rule (premiumCheck → PremiumRequired), since the UI must
 *   explain the refusal and the plan is read per operation.
 * - Ownership is the service's rule with the caller's id (graphql/shared/ownership.ts), unit-tested,
 *   and answered the same on both adapters by the ownership port.
 */
import { GraphQLError } from "graphql";
import type { GraphQLContext } from "../context";
import type { SessionUser } from "../modules/accounts/auth-port";
import { notAllowed, notSignedIn, type NotAllowedResult, type NotSignedInResult } from "./results";

export interface AuthScopes {
  /** A valid bearer token. (An invalid one is refused with HTTP 401 before any scope is asked.) */
  signedIn: boolean;
  /** A signed-in account holding the reviewer role (granted only server-side). */
  reviewer: boolean;
}

/** The scope loaders for one operation; each asks the memoised viewer lookup, so at most once. */
export function authScopes(ctx: GraphQLContext) {
  return {
    signedIn: async () => (await ctx.viewer()) !== null,
    // The role comes with the account's lookup (one read per operation, or per page request).
    reviewer: async () => (await ctx.viewer())?.isReviewer ?? false,
  };
}

/** Field options: signed-in callers only; anyone else gets NotSignedIn with this message (a member of the field's union). */
export function signedInOnly(message?: string) {
  return {
    authScopes: { signedIn: true },
    unauthorizedResolver: (): NotSignedInResult => notSignedIn(message),
  } as const;
}

/**
 * Field options: reviewers only. Signed out: NotSignedIn with this message; signed in without the
 * role: NotAllowed with `refusal` (both members of the field's union).
 */
export function reviewerOnly(message: string, refusal: string) {
  return {
    authScopes: { reviewer: true },
    unauthorizedResolver: async (
      _parent: unknown,
      _args: unknown,
      ctx: Pick<GraphQLContext, "viewer">,
    ): Promise<NotSignedInResult | NotAllowedResult> => ((await ctx.viewer()) ? notAllowed(refusal) : notSignedIn(message)),
  } as const;
}

/** Field options for a nullable read: reviewers only; anyone else reads null, as if there were nothing. */
export const reviewerOrNull = { authScopes: { reviewer: true }, unauthorizedResolver: () => null } as const;

/** Field options for a nullable read: signed-in callers only; anyone else reads null. */
export const signedInOrNull = { authScopes: { signedIn: true }, unauthorizedResolver: () => null } as const;

/**
 * The signed-in caller, inside a field declared `signedInOnly`/`signedInOrNull`. Without a viewer it
 * throws UNAUTHENTICATED: a field that forgot its scope fails closed, never acts for nobody.
 */
export async function requireViewer(ctx: Pick<GraphQLContext, "viewer">): Promise<SessionUser> {
  const viewer = await ctx.viewer();
  if (viewer) return viewer;
  throw new GraphQLError("Not signed in.", { extensions: { code: "UNAUTHENTICATED", http: { status: 401 } } });
}
