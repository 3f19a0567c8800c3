/**
 * Who may do it: the ONE authorisation path (docs/decisions/038-one-authorisation-path.md, which
 * supersedes parts of 020 and 022).
 *
 * Scopes (Pothos's scope-auth plugin) are declared on the field and answered here, once per
 * operation (scope-auth caches each scope and parameter per request):
 * - `signedIn`: a valid bearer token (an invalid one is refused with HTTP 401 before any scope).
 * - `emailConfirmed`: the signed-in account confirmed its address (AuthUser.emailConfirmed).
 * - `reviewer`: the account holds the reviewer role (granted only server-side).
 * - `premium: feature`: the account's plan includes this premium feature.
 * - `owns: { kind, id }`: the account owns this thing, as the ownership port answers on both adapters.
 *
 * A field asks with `allowedTo(…)` (a result union: the refusal is its NotSignedIn, EmailNotVerified,
 * PremiumRequired or the field's own stranger answer, via scope-auth's unauthorizedResolver) or `signedInOrNull` /
 * `reviewerOrNull` (nullable reads: null). Its resolver takes the caller with `requireViewer(ctx)` and
 * hands it to the service, which trusts it: services hold no checks of their own.
 */
import { GraphQLError } from "graphql";
import type { GraphQLContext } from "../context";
import type { SessionUser } from "../modules/accounts/auth-port";
import { premiumRefusal, type PremiumFeature, type PremiumRequired } from "../modules/plans/rules";
import { subscriptionOf } from "../modules/plans/service";
import { isOwner, type OwnedKind } from "./ownership";
import {
  emailNotVerified,
  notAllowed,
  notSignedIn,
  type EmailNotVerifiedResult,
  type NotAllowedResult,
  type NotSignedInResult,
} from "./results";
import type { SaidMessage } from "./say";

/** An owned thing a scope names: the port's kind and the thing's id. */
export interface OwnedThing {
  kind: OwnedKind;
  id: string;
}

export interface AuthScopes {
  signedIn: boolean;
  emailConfirmed: boolean;
  reviewer: boolean;
  premium: PremiumFeature;
  owns: OwnedThing;
}

/** Scope-auth caches a scope's answer per parameter; an owned thing is a new object per field, so it is keyed by value. */
export const scopeCacheKey = (parameter: unknown): unknown =>
  parameter !== null && typeof parameter === "object" ? JSON.stringify(parameter) : parameter;

/** The plan's refusal of a premium feature for this caller; null when the plan includes it. */
async function premiumRefusalFor(ctx: GraphQLContext, viewer: SessionUser, feature: PremiumFeature): Promise<PremiumRequired | null> {
  return premiumRefusal((await subscriptionOf(ctx, viewer.id)).plan, feature);
}

/** The scope loaders for one operation; each asks the memoised viewer lookup, so the account is read at most once. */
export function authScopes(ctx: GraphQLContext) {
  return {
    signedIn: async () => (await ctx.viewer()) !== null,
    emailConfirmed: async () => (await ctx.viewer())?.emailConfirmed ?? false,
    // The role and the plan come with the account's lookup (one read per operation, or per page request).
    reviewer: async () => (await ctx.viewer())?.isReviewer ?? false,
    premium: async (feature: PremiumFeature) => {
      const viewer = await ctx.viewer();
      return viewer !== null && (await premiumRefusalFor(ctx, viewer, feature)) === null;
    },
    owns: async ({ kind, id }: OwnedThing) => {
      const viewer = await ctx.viewer();
      return viewer !== null && id !== "" && isOwner(viewer, await ctx.backend.ownership.ownerOf(kind, id));
    },
  };
}

/** What a field asks of its caller beyond being signed in, and what each refusal answers. */
export interface Rule {
  /** NotSignedIn's message for a caller who is signed out. */
  signIn?: SaidMessage;
  /** The account must have verified its email address (EmailNotVerified otherwise, right after NotSignedIn). */
  emailConfirmed?: true;
  /** A premium feature the caller's plan must include (PremiumRequired otherwise, before anything else). */
  premium?: PremiumFeature;
  /**
   * The thing (named by the field's arguments) the caller must own; null when the arguments name none
   * and the service acts on the caller's own (addProduct without a listing sells from the only one).
   */
  owns?: (args: never) => OwnedThing | null;
  reviewer?: true;
  /**
   * The answer for a signed-in caller the ownership or reviewer scope refused (NotAllowed when absent);
   * it may read the caller's own things to say why (an account with no listing at all is told so).
   */
  stranger?: (ctx: GraphQLContext, viewer: SessionUser) => unknown;
}

/** The field arguments a rule reads. */
type ArgsOf<R extends Rule> = R extends { owns: (args: infer Args) => OwnedThing | null } ? Args : unknown;

/** The refusals a rule can answer: exactly the members the field's result union must have. */
export type RefusalOf<R extends Rule> =
  | NotSignedInResult
  | (R extends { emailConfirmed: true } ? EmailNotVerifiedResult : never)
  | (R extends { premium: PremiumFeature } ? PremiumRequired : never)
  | (R extends { owns: unknown } | { reviewer: true }
      ? R extends { stranger: (...args: never) => infer Refusal }
        ? Awaited<Refusal>
        : NotAllowedResult
      : never);

/**
 * Field options: signed-in callers the rule allows; anyone else gets the refusal as a member of the
 * field's result union, in this order: NotSignedIn, EmailNotVerified, PremiumRequired, then the stranger answer.
 */
export function allowedTo<const R extends Rule>(rule: R) {
  return {
    authScopes: (_parent: unknown, args: ArgsOf<R>) => {
      const owned = rule.owns ? (rule.owns as (args: ArgsOf<R>) => OwnedThing | null)(args) : null;
      return {
        $all: {
          signedIn: true,
          ...(rule.emailConfirmed ? { emailConfirmed: true } : {}),
          ...(rule.premium ? { premium: rule.premium } : {}),
          ...(owned ? { owns: owned } : {}),
          ...(rule.reviewer ? { reviewer: true } : {}),
        },
      };
    },
    unauthorizedResolver: async (_parent: unknown, _args: unknown, ctx: GraphQLContext): Promise<RefusalOf<R>> => {
      const viewer = await ctx.viewer();
      if (!viewer) return notSignedIn(rule.signIn);
      if (rule.emailConfirmed && !viewer.emailConfirmed) return emailNotVerified() as RefusalOf<R>;
      const premium = rule.premium ? await premiumRefusalFor(ctx, viewer, rule.premium) : null;
      if (premium) return premium as RefusalOf<R>;
      return (rule.stranger ? await rule.stranger(ctx, viewer) : notAllowed()) as RefusalOf<R>;
    },
  } as const;
}

/** Field options: signed-in callers only; anyone else gets NotSignedIn with this message (a member of the field's union). */
export const signedInOnly = (message?: SaidMessage) => allowedTo({ signIn: message });

/** Field options: reviewers only. Signed out: NotSignedIn with this message; signed in without the role: NotAllowed with `refusal`. */
export const reviewerOnly = (message: SaidMessage, refusal: SaidMessage) =>
  allowedTo({ signIn: message, reviewer: true, stranger: () => notAllowed(refusal) });

/** Field options for a nullable read: reviewers only; anyone else reads null, as if there were nothing. */
export const reviewerOrNull = { authScopes: { reviewer: true }, unauthorizedResolver: () => null } as const;

/** Field options for a nullable read: signed-in callers only; anyone else reads null. */
export const signedInOrNull = { authScopes: { signedIn: true }, unauthorizedResolver: () => null } as const;

/**
 * Field options for a nullable read of part of an owned thing (a staff member's time off, their
 * provider's): its owner only; anyone else, signed out or not, reads null, as if there were nothing.
 */
export const ownerOrNull = <Parent>(owned: (parent: Parent) => OwnedThing) =>
  ({
    authScopes: (parent: Parent) => ({ $all: { signedIn: true, owns: owned(parent) } }),
    unauthorizedResolver: () => null,
  }) as const;

/**
 * Field options for a field of the signed-in caller's own object (the dashboard): the plan must
 * include the feature, else PremiumRequired (a member of the field's union).
 */
export const premiumOnly = (feature: PremiumFeature) =>
  ({
    authScopes: { premium: feature },
    unauthorizedResolver: async (_parent: unknown, _args: unknown, ctx: GraphQLContext): Promise<PremiumRequired> =>
      (await premiumRefusalFor(ctx, await requireViewer(ctx), feature)) ??
      // The scope refused what the plan allows now (it changed within the operation): refuse anyway, never answer the data.
      premiumRefusal("basic", feature)!,
  }) as const;

/**
 * The signed-in caller, inside a field declared with a scope. Without a viewer it throws
 * UNAUTHENTICATED: a field that forgot its scope fails closed, never acts for nobody.
 */
export async function requireViewer(ctx: Pick<GraphQLContext, "viewer">): Promise<SessionUser> {
  const viewer = await ctx.viewer();
  if (viewer) return viewer;
  throw new GraphQLError("Not signed in.", { extensions: { code: "UNAUTHENTICATED", http: { status: 401 } } });
}
