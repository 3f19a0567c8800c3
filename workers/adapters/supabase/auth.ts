/**
 * The auth port on Supabase Auth (GoTrue) through supabase-js: sign-up, password sign-in,
 * refresh, sign-out and get-user, answered with the same codes and messages as the local adapter
 * (graphql/modules/accounts/errors.ts), so the site cannot tell the two apart.
 *
 * The failed sign-in limits (per account and client address, per account, and per client network, as
 * the local adapter keeps them) are counted in the database through the service role, because Supabase
 * Auth's own limits count by IP address and every call from the Worker comes from Cloudflare's
 * addresses. Without SUPABASE_SERVICE_ROLE_KEY only Supabase Auth's own limits apply.
 */
import {
  isAuthApiError,
  isAuthSessionMissingError,
  isAuthWeakPasswordError,
  type AuthError,
  type Session,
  type SupabaseClient,
  type User,
} from "@supabase/supabase-js";
import {
  type AccountLocale,
  type AuthErrorCode,
  type AuthOutcome,
  type AuthPort,
  type AuthSession,
  type AuthUser,
  type Credentials,
  type SessionUser,
  type SignOutScope,
  type SignUpOutcome,
} from "../../../graphql/modules/accounts/auth-port";
import { AUTH_MESSAGES, fail, ok } from "../../../graphql/modules/accounts/errors";
import {
  rateLimitMessage,
  ACCOUNT_FAILURE_LIMIT,
  KNOWN_ADDRESS_SECONDS,
  NETWORK_ACCOUNT_LIMIT,
  SIGN_IN_FAILURE_LIMIT,
  SIGN_IN_FAILURE_WINDOW_SECONDS,
} from "../../../graphql/modules/accounts/rules";
import { clientNetwork } from "../../../graphql/shared/client-network";
import { checked, rowsOf } from "./postgrest";
import { SUBSCRIPTION_COLUMNS, toSubscription, type SubscriptionRow } from "./subscription-repository";
import { MESSAGES, type MessageCode, type SaidMessage } from "../../../graphql/shared/messages";
import { say } from "../../../graphql/shared/say";

export const toAuthUser = (user: User): AuthUser => ({
  id: user.id,
  email: user.email ?? "",
  emailConfirmed: Boolean(user.email_confirmed_at ?? user.confirmed_at),
});

function toAuthSession(session: Session): AuthSession {
  return {
    accessToken: session.access_token,
    refreshToken: session.refresh_token,
    tokenType: "bearer",
    expiresIn: session.expires_in,
    expiresAt: session.expires_at ?? Math.floor(Date.now() / 1000) + session.expires_in,
    user: toAuthUser(session.user),
  };
}

/** Supabase Auth's error codes the port passes on, with the local adapter's wording where it has one. */
const PASSED_ON: Partial<Record<string, { code: AuthErrorCode; message?: SaidMessage }>> = {
  invalid_credentials: { code: "invalid_credentials", message: AUTH_MESSAGES.invalid_credentials },
  user_already_exists: { code: "user_already_exists", message: AUTH_MESSAGES.user_already_exists },
  email_exists: { code: "user_already_exists", message: AUTH_MESSAGES.user_already_exists },
  email_not_confirmed: { code: "email_not_confirmed", message: AUTH_MESSAGES.email_not_confirmed },
  over_request_rate_limit: { code: "over_request_rate_limit" },
  over_email_send_rate_limit: { code: "over_request_rate_limit" },
  validation_failed: { code: "validation_failed" },
  email_address_invalid: { code: "validation_failed", message: AUTH_MESSAGES.invalid_email },
  refresh_token_not_found: { code: "refresh_token_not_found", message: AUTH_MESSAGES.refresh_token_not_found },
  refresh_token_already_used: { code: "refresh_token_already_used", message: AUTH_MESSAGES.refresh_token_already_used },
  session_expired: { code: "session_expired", message: AUTH_MESSAGES.session_expired },
  session_not_found: { code: "session_not_found", message: AUTH_MESSAGES.session_not_found },
  user_not_found: { code: "session_not_found", message: AUTH_MESSAGES.session_not_found },
  bad_jwt: { code: "bad_jwt", message: AUTH_MESSAGES.bad_jwt },
  otp_expired: { code: "otp_expired", message: AUTH_MESSAGES.otp_expired },
  // A link's token that was never issued: the same answer as a used or expired one.
  otp_disabled: { code: "otp_expired", message: AUTH_MESSAGES.otp_expired },
  no_authorization: { code: "no_authorization", message: AUTH_MESSAGES.session_missing },
};

/**
 * Supabase Auth's own wording (its password rules', a code without a word of ours above) by the registry's
 * AUTH_* code that has it word for word, so the site says it by code in any language (#28); wording the
 * registry lacks passes as it came (the API answers it as UNLISTED_MESSAGE, in English).
 */
const AUTH_CODE_OF_TEXT = new Map(
  (Object.entries(MESSAGES) as [MessageCode, string][])
    .filter(([code, text]) => code.startsWith("AUTH_") && !text.includes("{"))
    .map(([code, text]) => [text, code]),
);
export const hostedWording = (text: string): SaidMessage => {
  const code = AUTH_CODE_OF_TEXT.get(text);
  return code ? say(code) : text;
};

/** An expected failure as the port's outcome; anything else (outage, misconfiguration) is thrown. */
function failure<T>(error: AuthError, sessionMissing: AuthErrorCode = "session_not_found"): AuthOutcome<T> {
  if (isAuthWeakPasswordError(error)) return fail("weak_password", hostedWording(error.message), { reasons: [...error.reasons] });
  if (isAuthSessionMissingError(error)) {
    const message = sessionMissing === "refresh_token_not_found" ? AUTH_MESSAGES.refresh_token_not_found : AUTH_MESSAGES.session_not_found;
    return fail(sessionMissing, message);
  }
  if (isAuthApiError(error)) {
    const known = error.code ? PASSED_ON[error.code] : undefined;
    if (known) return fail(known.code, known.message ?? hostedWording(error.message));
    // A JWT that Supabase Auth cannot verify (expired, foreign, malformed) comes back as 401/403.
    if (error.status === 401 || error.status === 403) return fail("bad_jwt", AUTH_MESSAGES.bad_jwt);
  }
  throw error;
}

/**
 * Supabase Auth refuses a refresh token it will never accept again with a 400 (auth's token_refresh.go):
 * with a code passed on above (refresh_token_not_found, …), or one the port has no word for (user_banned), or
 * in the OAuth shape with no code at all (`invalid_grant`, older servers). The last two are the port's
 * session_expired: the session is over either way, and the site signs the visitor out. Null for any other error.
 */
function refreshRefused<T>(error: AuthError): AuthOutcome<T> | null {
  if (!isAuthApiError(error) || error.status !== 400 || (error.code && PASSED_ON[error.code])) return null;
  return fail("session_expired", AUTH_MESSAGES.session_expired);
}

export class SupabaseAuth implements AuthPort {
  constructor(
    private readonly auth: () => SupabaseClient,
    private readonly service: () => SupabaseClient | null,
  ) {}

  /**
   * Supabase Auth sends the verification email itself; the language goes in the user's metadata, which the
   * project's email templates read (`{{ .Data.locale }}`, docs/decisions/052-account-emails.md).
   */
  async signUp(
    { email, password }: Credentials,
    locale: AccountLocale = "en",
    returnTo: string | null = null,
  ): Promise<AuthOutcome<SignUpOutcome>> {
    // The page the person was going to rides in the metadata too: the verification template adds
    // `&next={{ .Data.return_to }}` to its link when there is one (docs/decisions/052-account-emails.md).
    const data_ = returnTo ? { locale, return_to: returnTo } : { locale };
    const { data, error } = await this.auth().auth.signUp({ email, password, options: { data: data_ } });
    if (error) return failure(error);
    if (!data.user) throw new Error("Supabase Auth answered a sign-up with no user.");
    // With email confirmation on, an address already registered gets the same answer as a new one
    // (Supabase reveals nothing), exactly like the local adapter.
    return ok({ user: toAuthUser(data.user), session: data.session ? toAuthSession(data.session) : null });
  }

  /** The templates' link carries the token hash to the site, which redeems it here (POST /verify), as Supabase's server-side guide does. */
  async verifyEmail(token: string): Promise<AuthOutcome<null>> {
    const { error } = await this.auth().auth.verifyOtp({ token_hash: token, type: "email" });
    return error ? failure(error) : ok(null);
  }

  async resendVerification(user: AuthUser): Promise<AuthOutcome<null>> {
    if (user.emailConfirmed) return ok(null);
    const { error } = await this.auth().auth.resend({ type: "signup", email: user.email });
    return error ? failure(error) : ok(null);
  }

  /** POST /recover answers the same whether or not the address has an account. */
  async requestPasswordReset(email: string): Promise<AuthOutcome<null>> {
    const { error } = await this.auth().auth.resetPasswordForEmail(email);
    return error ? failure(error) : ok(null);
  }

  /**
   * The recovery link's token buys a session (POST /verify, type recovery) that may set the password (PUT
   * /user); then every session of the account ends (POST /logout?scope=global), the new one too.
   */
  async resetPassword(token: string, password: string): Promise<AuthOutcome<null>> {
    const client = this.auth().auth; // this request's own client: the recovery session stays in its memory
    const verified = await client.verifyOtp({ token_hash: token, type: "recovery" });
    if (verified.error) return failure(verified.error);
    if (!verified.data.session) throw new Error("Supabase Auth answered a recovery with no session.");
    const updated = await client.updateUser({ password });
    if (updated.error) return failure(updated.error);
    const ended = await client.admin.signOut(verified.data.session.access_token, "global");
    return ended.error ? failure(ended.error) : ok(null);
  }

  async signInWithPassword({ email, password }: Credentials, clientAddress: string): Promise<AuthOutcome<AuthSession>> {
    const limits = this.service();
    if (limits) {
      // Counted as a failure before the password is checked, atomically with the limits' decision.
      const answer = await limits.rpc("begin_sign_in_attempt", {
        p_email: email,
        p_client_address: clientAddress,
        p_client_network: clientNetwork(clientAddress),
        p_limit: SIGN_IN_FAILURE_LIMIT,
        p_account_limit: ACCOUNT_FAILURE_LIMIT,
        p_network_limit: NETWORK_ACCOUNT_LIMIT,
        p_window_seconds: SIGN_IN_FAILURE_WINDOW_SECONDS,
        p_known_seconds: KNOWN_ADDRESS_SECONDS,
      });
      const retryAfterSeconds = checked("begin_sign_in_attempt", answer).data as number | null;
      if (typeof retryAfterSeconds === "number") {
        return fail("over_request_rate_limit", rateLimitMessage(retryAfterSeconds), { retryAfterSeconds });
      }
    }

    const { data, error } = await this.auth().auth.signInWithPassword({ email, password });
    // email_not_confirmed comes only after a correct password, so the count starts afresh.
    const passwordRight = !error || (isAuthApiError(error) && error.code === "email_not_confirmed");
    if (limits && passwordRight) await this.succeedAttempt(limits, email, clientAddress);
    if (error) return failure(error);
    return ok(toAuthSession(data.session));
  }

  async refreshSession(refreshToken: string): Promise<AuthOutcome<AuthSession>> {
    const { data, error } = await this.auth().auth.refreshSession({ refresh_token: refreshToken });
    if (error) return refreshRefused(error) ?? failure(error, "refresh_token_not_found");
    if (!data.session) throw new Error("Supabase Auth answered a refresh with no session.");
    return ok(toAuthSession(data.session));
  }

  async signOut(accessToken: string, scope: SignOutScope): Promise<AuthOutcome<null>> {
    // POST /logout?scope=… with the user's own token (no admin rights involved).
    const { error } = await this.auth().auth.admin.signOut(accessToken, scope);
    if (!error) return ok(null);
    const outcome = failure<null>(error);
    // Signing out of a session that is already gone is not an error.
    if (!outcome.ok && outcome.error.code === "session_not_found") return ok(null);
    return outcome;
  }

  /**
   * Supabase Auth knows the user, the database the reviewer role (is_reviewer(), as row level security
   * asks it) and the plan (row level security shows the caller its own subscription row only): all three
   * are asked at once with the caller's token, so the lookup takes one round trip's time.
   */
  /** Supabase Auth's admin delete, as the service role: its sessions end with it, and 0019's trigger anonymises the bookings. */
  async deleteAccount(user: AuthUser, password: string, clientAddress: string): Promise<AuthOutcome<null>> {
    const admin = this.service();
    if (!admin) throw new Error("Deleting an account needs SUPABASE_SERVICE_ROLE_KEY (Supabase Auth's admin API).");
    const checked = await this.signInWithPassword({ email: user.email, password }, clientAddress);
    if (!checked.ok && checked.error.code !== "email_not_confirmed") return checked;
    const { error } = await admin.auth.admin.deleteUser(user.id);
    if (error) throw new Error(`Supabase Auth could not delete the user (${error.status ?? "?"}): ${error.message}`);
    return ok(null);
  }

  async getUser(accessToken: string): Promise<AuthOutcome<SessionUser>> {
    const bearer = `Bearer ${accessToken}`;
    const [{ data, error }, reviewer, plan] = await Promise.all([
      this.auth().auth.getUser(accessToken),
      this.auth().rpc("is_reviewer").setHeader("Authorization", bearer),
      this.auth().from("subscriptions").select(SUBSCRIPTION_COLUMNS).limit(1).setHeader("Authorization", bearer),
    ]);
    if (error) return failure(error);
    const user = toAuthUser(data.user);
    // Row level security answers the caller's own row only (none: Basic); the id is checked all the same.
    const own = (rowsOf("subscriptions", plan) as SubscriptionRow[]).find((row) => row.account_id === user.id);
    return ok({ ...user, isReviewer: checked("is_reviewer", reviewer).data === true, subscription: toSubscription(user.id, own) });
  }

  private async succeedAttempt(limits: SupabaseClient, email: string, clientAddress: string) {
    checked(
      "succeed_sign_in_attempt",
      await limits.rpc("succeed_sign_in_attempt", {
        p_email: email,
        p_client_address: clientAddress,
        p_known_seconds: KNOWN_ADDRESS_SECONDS,
      }),
    );
  }
}
