/**
 * Accounts: the `viewer` query and the signUp / signIn / refreshSession / signOut mutations.
 * Expected failures (wrong password, weak password, rate limit…) are `AuthError` data; a bearer
 * token that is present but invalid or expired is refused with HTTP 401 (UNAUTHENTICATED).
 */
import { builder } from "../../builder";
import { askToRetryLater, type GraphQLContext } from "../../context";
import { vocabularyEnum } from "../../shared/enum-type";
import { refusalMessageFields, resultUnion } from "../../shared/result-types";
import { PLAN_TIERS } from "../../shared/vocabulary";
import type { AuthSession, AuthUser, SessionUser, SignOutScope } from "./auth-port";
import {
  limitSignUp,
  refreshSession,
  signIn,
  signOut,
  signUp,
  type AuthErrorResult,
  type RefreshSessionResult,
  type SessionResult,
  type SignInResult,
  type SignOutResult,
  type SignUpResult,
} from "./service";
import { unauthenticated } from "./viewer";

export const PlanTierEnum = vocabularyEnum("PlanTier", PLAN_TIERS, "The subscription plan of an account: Basic is free.");

export const Account = builder.objectRef<AuthUser>("Account").implement({
  description: "A business owner's account.",
  fields: (t) => ({
    id: t.exposeID("id"),
    email: t.exposeString("email"),
    emailConfirmed: t.exposeBoolean("emailConfirmed"),
  }),
});

/**
 * An Account field listing the account's own things (its bookings, its listings): the signed-in account
 * reads its own, any other account an empty list. Spread into `t.field({ type, ...ownList(…) })`.
 */
export function ownList<Row>(description: string, load: (backend: GraphQLContext["backend"], viewer: SessionUser) => Promise<Row[]>) {
  return {
    description: `${description} Only the signed-in account's own: any other account reads an empty list.`,
    resolve: async (account: AuthUser, _args: unknown, ctx: GraphQLContext) => {
      const viewer = await ctx.viewer();
      return viewer && viewer.id === account.id ? load(ctx.backend, viewer) : [];
    },
  };
}

const AuthSessionRef = builder.objectRef<AuthSession>("AuthSession").implement({
  description:
    "Tokens for a signed-in client. Send `Authorization: Bearer <accessToken>` to /graphql; before it expires, " +
    "exchange the refresh token with `refreshSession` (each refresh token works once).",
  fields: (t) => ({
    accessToken: t.exposeString("accessToken"),
    refreshToken: t.exposeString("refreshToken"),
    tokenType: t.exposeString("tokenType", { description: "Always 'bearer'." }),
    expiresIn: t.exposeInt("expiresIn", { description: "Lifetime of the access token in seconds." }),
    expiresAt: t.exposeInt("expiresAt", { description: "When the access token expires, in Unix seconds." }),
    user: t.field({ type: Account, resolve: (session) => session.user }),
  }),
});

export const AuthError = builder.objectRef<AuthErrorResult>("AuthError").implement({
  description: "An expected authentication failure, with Supabase Auth's error code and message.",
  fields: (t) => ({
    code: t.exposeString("code", {
      description:
        "Supabase Auth error code: invalid_credentials, user_already_exists, weak_password, email_not_confirmed, " +
        "over_request_rate_limit, validation_failed, refresh_token_not_found, refresh_token_already_used, " +
        "session_expired, no_authorization, otp_expired (an emailed link that was used, has expired or never existed).",
    }),
    // `code` is Supabase Auth's (a contract): the message's own code has its own name.
    ...refusalMessageFields(t, (result) => result.message, {
      message: "Human-readable, fit to show as is.",
      messageCode:
        "The message's stable code in the site's registry (never renamed or reused), for callers that show it in another " +
        "language with `params`. UNLISTED_MESSAGE for wording of the hosted auth service that the registry lacks.",
    }),
    reasons: t.exposeStringList("reasons", {
      description:
        "For weak_password, why: 'length' (too short), 'pwned' (a common or breached password), 'guessable' (patterns, " +
        "the site's words or the account's email make it easy to guess).",
    }),
    retryAfterSeconds: t.exposeInt("retryAfterSeconds", {
      nullable: true,
      description: "For over_request_rate_limit: seconds until another attempt is allowed.",
    }),
  }),
});

type SignUpSuccessShape = Extract<SignUpResult, { kind: "SignUpSuccess" }>;
type SignOutSuccessShape = Extract<SignOutResult, { kind: "SignOutSuccess" }>;

const SignUpSuccess = builder.objectRef<SignUpSuccessShape>("SignUpSuccess").implement({
  fields: (t) => ({
    user: t.field({ type: Account, resolve: (result) => result.user }),
    session: t.field({
      type: AuthSessionRef,
      nullable: true,
      description: "Null when the email address must be confirmed before signing in.",
      resolve: (result) => result.session,
    }),
    confirmationRequired: t.exposeBoolean("confirmationRequired"),
  }),
});

/** A success that carries a session: SignInSuccess and RefreshSessionSuccess have the same one field. */
const sessionSuccess = <Shape extends { session: AuthSession }>(name: string) =>
  builder.objectRef<Shape>(name).implement({
    fields: (t) => ({ session: t.field({ type: AuthSessionRef, resolve: (result) => result.session }) }),
  });

const SignInSuccess = sessionSuccess<Extract<SignInResult, { kind: "SignInSuccess" }>>("SignInSuccess");
const RefreshSessionSuccess = sessionSuccess<Extract<RefreshSessionResult, { kind: "RefreshSessionSuccess" }>>("RefreshSessionSuccess");

const SignOutSuccess = builder.objectRef<SignOutSuccessShape>("SignOutSuccess").implement({
  fields: (t) => ({ signedOut: t.exposeBoolean("signedOut") }),
});

const SignUpResultRef = resultUnion<SignUpResult>("SignUpResult", { types: [SignUpSuccess, AuthError] });
const SignInResultRef = resultUnion<SignInResult>("SignInResult", { types: [SignInSuccess, AuthError] });
const RefreshSessionResultRef = resultUnion<RefreshSessionResult>("RefreshSessionResult", { types: [RefreshSessionSuccess, AuthError] });
const SignOutResultRef = resultUnion<SignOutResult>("SignOutResult", { types: [SignOutSuccess, AuthError] });

const SignUpInput = builder.inputType("SignUpInput", {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true, description: "8 to 128 characters; no composition rules." }),
    returnTo: t.string({
      required: false,
      description:
        "A path on this site the person was on their way to: the verification email's link leads back there. Anything else is ignored.",
    }),
  }),
});
const SignInInput = builder.inputType("SignInInput", {
  fields: (t) => ({ email: t.string({ required: true }), password: t.string({ required: true }) }),
});

const RefreshSessionInput = builder.inputType("RefreshSessionInput", {
  fields: (t) => ({ refreshToken: t.string({ required: true }) }),
});

const SignOutScopeEnum = builder.enumType("SignOutScope", {
  description: "Which sessions to end: this one (LOCAL), every session of the user (GLOBAL), or all but this one (OTHERS).",
  values: {
    LOCAL: { value: "local" },
    GLOBAL: { value: "global" },
    OTHERS: { value: "others" },
  } as const,
});

const SignOutInput = builder.inputType("SignOutInput", {
  fields: (t) => ({ scope: t.field({ type: SignOutScopeEnum, required: false, defaultValue: "local" }) }),
});

/** A rate-limited answer is also HTTP 429 with Retry-After, so clients and proxies can back off. */
function askForRetryAfter<T extends SignUpResult | SessionResult>(ctx: GraphQLContext, result: T): T {
  if (result.kind === "AuthError" && result.code === "over_request_rate_limit") {
    askToRetryLater(ctx.response, result.retryAfterSeconds);
  }
  return result;
}

builder.queryField("viewer", (t) =>
  t.field({
    type: Account,
    nullable: true,
    description: "The signed-in account (from `Authorization: Bearer …`); null without a token.",
    resolve: (_root, _args, ctx) => ctx.viewer(),
  }),
);

builder.mutationFields((t) => ({
  signUp: t.field({
    type: SignUpResultRef,
    description:
      "Creates an account. With email confirmation on, the answer is the same whether or not the address is " +
      "already registered, and no session is returned. Sign-ups from one address are limited (anti-automation): " +
      "past the limit the answer is over_request_rate_limit with HTTP 429.",
    args: { input: t.arg({ type: SignUpInput, required: true }) },
    resolve: async (_root, { input }, ctx) =>
      askForRetryAfter(
        ctx,
        (await limitSignUp(ctx.rateLimits.signUpByAddress, ctx.clientAddress)) ??
          (await signUp(ctx.backend.auth, input, await ctx.commonPasswords(), ctx.locale)),
      ),
  }),
  signIn: t.field({
    type: SignInResultRef,
    description:
      "Signs in with email and password. After 10 failed attempts in 15 minutes for one account from one " +
      "address, further attempts get over_request_rate_limit and HTTP 429 until the window passes.",
    args: { input: t.arg({ type: SignInInput, required: true }) },
    resolve: async (_root, { input }, ctx) => askForRetryAfter(ctx, await signIn(ctx.backend.auth, input, ctx.clientAddress)),
  }),
  refreshSession: t.field({
    type: RefreshSessionResultRef,
    description: "Exchanges a refresh token for a new session. The old refresh token stops working.",
    args: { input: t.arg({ type: RefreshSessionInput, required: true }) },
    resolve: (_root, { input }, ctx) => refreshSession(ctx.backend.auth, input.refreshToken),
  }),
  signOut: t.field({
    type: SignOutResultRef,
    description: "Ends the session of the bearer token (or more, by scope) and revokes its refresh tokens.",
    args: { input: t.arg({ type: SignOutInput, required: false }) },
    resolve: async (_root, { input }, ctx) => {
      const scope: SignOutScope = input?.scope ?? "local";
      const result = await signOut(ctx.backend.auth, ctx.accessToken, scope);
      if (result.kind === "AuthError" && result.code === "bad_jwt") throw unauthenticated(result);
      return result;
    },
  }),
}));
