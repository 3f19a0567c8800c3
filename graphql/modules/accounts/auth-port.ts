/**
 * The auth port: what the GraphQL layer asks of any auth provider. The local adapter
 * (workers/adapters/local) implements it on D1 and WebCrypto; a Supabase adapter implements it
 * on Supabase Auth. Both speak Supabase Auth's error codes and messages (see errors.ts), so the
 * API and the site cannot tell them apart.
 *
 * Inputs reach the port already checked and normalised by service.ts (email trimmed and
 * lower-cased, password within the length rule).
 */
import { englishOf, type SaidMessage } from "../../shared/messages";
import type { SubscriptionRecord } from "../plans/repository";

/**
 * Thrown by an adapter when the backend rejects the caller's access token in the middle of any
 * request (Supabase: PostgREST's PGRST30x). The API answers it as the viewer lookup answers a
 * rejected token: HTTP 401 UNAUTHENTICATED (graphql/modules/accounts/viewer.ts). Adapters import no GraphQL.
 */
export class AccessTokenRejected extends Error {
  constructor(readonly failure: Pick<AuthFailure, "code" | "message">) {
    super(englishOf(failure.message));
    this.name = "AccessTokenRejected";
  }
}

export interface AuthUser {
  id: string;
  email: string;
  emailConfirmed: boolean;
}

/**
 * The user behind a live access token as every signed-in request reads it: with the reviewer role
 * (granted only server-side) and the plan, read in the same lookup so a signed-in page pays one
 * account read.
 */
export interface SessionUser extends AuthUser {
  isReviewer: boolean;
  /** The account's plan as the store holds it at this lookup (the same answer as the subscriptions port's). */
  subscription: SubscriptionRecord;
}

export interface AuthSession {
  /** Short-lived signed token for `Authorization: Bearer …`. */
  accessToken: string;
  /** Single-use token that buys the next session (rotated on every use). */
  refreshToken: string;
  tokenType: "bearer";
  /** Lifetime of the access token in seconds. */
  expiresIn: number;
  /** When the access token expires, in Unix seconds. */
  expiresAt: number;
  user: AuthUser;
}

/** Supabase Auth's error codes, as far as this product meets them. */
export type AuthErrorCode =
  | "invalid_credentials"
  | "user_already_exists"
  | "weak_password"
  | "email_not_confirmed"
  | "over_request_rate_limit"
  | "validation_failed"
  | "refresh_token_not_found"
  | "refresh_token_already_used"
  | "session_expired"
  | "session_not_found"
  | "no_authorization"
  | "bad_jwt"
  /** An emailed link that was used, has expired, or never existed (Supabase Auth's word for all three). */
  | "otp_expired";

export interface AuthFailure {
  code: AuthErrorCode;
  /** By the registry's code; the hosted service's own English for a refusal the port has no word for. */
  message: SaidMessage;
  /** For weak_password: why, e.g. ['length']. Empty otherwise. */
  reasons: string[];
  /** For over_request_rate_limit: seconds until another attempt is allowed. */
  retryAfterSeconds: number | null;
}

export type AuthOutcome<T> = { ok: true; value: T } | { ok: false; error: AuthFailure };

export interface Credentials {
  email: string;
  password: string;
}

export interface SignUpOutcome {
  user: AuthUser;
  /** Null when the email must be confirmed first. */
  session: AuthSession | null;
}

/** Which sessions signing out ends: this one, all of the user's, or all but this one. */
export type SignOutScope = "local" | "global" | "others";

/** The language of the site a person used: their account emails are written in it. */
export type AccountLocale = "en" | "ar";

export interface AuthPort {
  /** Also sends the email that verifies the address (its link works for a day), in `locale`. */
  /** `returnTo`: a path on this site the verification link leads back to (already made safe); null for none. */
  signUp(credentials: Credentials, locale?: AccountLocale, returnTo?: string | null): Promise<AuthOutcome<SignUpOutcome>>;
  /** Uses a verification link's token once: the account's address is verified; otp_expired otherwise. */
  verifyEmail(token: string): Promise<AuthOutcome<null>>;
  /** Sends the signed-in account a new verification link (nothing when it is verified already). */
  resendVerification(user: AuthUser, locale: AccountLocale): Promise<AuthOutcome<null>>;
  /** Sends a reset link to the address if it has an account; the answer is the same either way. */
  requestPasswordReset(email: string, locale: AccountLocale): Promise<AuthOutcome<null>>;
  /** Uses a reset link's token once: the new password is set and every session of the account ends. */
  resetPassword(token: string, password: string): Promise<AuthOutcome<null>>;
  /** `clientAddress` keys the failed-attempt limit together with the email. */
  signInWithPassword(credentials: Credentials, clientAddress: string): Promise<AuthOutcome<AuthSession>>;
  refreshSession(refreshToken: string): Promise<AuthOutcome<AuthSession>>;
  /** Succeeds when the token's session is already gone: signing out twice is not an error. */
  signOut(accessToken: string, scope: SignOutScope): Promise<AuthOutcome<null>>;
  /**
   * Checks the account's password as signing in does (with its limits), then deletes the account: every session
   * ends, and the bookings it made keep the salon's record without the person's name, phone and email (the
   * database's trigger, in the delete's own transaction; decision 058). invalid_credentials for a wrong password.
   */
  deleteAccount(user: AuthUser, password: string, clientAddress: string): Promise<AuthOutcome<null>>;
  /** The user behind a live access token, with their reviewer role; bad_jwt or session_not_found otherwise. */
  getUser(accessToken: string): Promise<AuthOutcome<SessionUser>>;
}
