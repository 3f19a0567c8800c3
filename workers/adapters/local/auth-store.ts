/**
 * Storage for the local auth adapter. LocalAuth holds the rules; a store only reads and writes
 * (D1 in d1-auth-store.ts; an in-memory fake in the unit tests). Times are Unix seconds.
 */
import type { SignInFailureCounts } from "../../../graphql/modules/accounts/rules";
import type { AccountLinkPurpose } from "../../../graphql/modules/accounts/account-links";
import type { PlanTier } from "../../../graphql/shared/vocabulary";

export interface AccountRow {
  id: string;
  /** Lower-cased. */
  email: string;
  passwordHash: string;
  /** Null until the address is verified (the link in the sign-up's email). */
  emailConfirmedAt: number | null;
  createdAt: number;
}

/** An account as a signed-in request reads it: with whether it holds the reviewer role, and its plan. */
export interface SessionAccountRow extends AccountRow {
  isReviewer: boolean;
  /** Basic with no trial for an account without a subscription row. */
  plan: PlanTier;
  trialEndsOn: string | null;
}

export interface RefreshTokenRow {
  /** SHA-256 (hex) of the token: the token itself is never stored. */
  tokenHash: string;
  sessionId: string;
  expiresAt: number;
  /** When it was exchanged for its successor; a rotated token is never accepted again. */
  rotatedAt: number | null;
  account: AccountRow;
}

/** An emailed link to store: its id, the SHA-256 (hex) of its token, and until when it works (Unix seconds). */
export interface NewAccountLink {
  id: string;
  purpose: AccountLinkPurpose;
  tokenHash: string;
  locale: "en" | "ar";
  createdAt: number;
  expiresAt: number;
  /** The page the person was on their way to when they signed up (a verification link leads back there); null when none. */
  returnTo?: string | null;
}

export interface NewRefreshToken {
  tokenHash: string;
  expiresAt: number;
}

/** One sign-in attempt, with the limits' time bounds (Unix seconds). */
export interface SignInAttempt {
  email: string;
  clientAddress: string;
  /** clientNetwork(clientAddress): what the per-network limit counts by. */
  clientNetwork: string;
  now: number;
  /** Failures after this count (now - the window). */
  windowStart: number;
  /** A success after this makes the address known to the account. */
  knownSince: number;
}

export interface AuthStore {
  findAccountByEmail(email: string): Promise<AccountRow | null>;
  /** The account, its reviewer role and its plan in one read, but only while the session exists (sign-out deletes it). */
  findAccountInSession(accountId: string, sessionId: string): Promise<SessionAccountRow | null>;
  /**
   * False when the email is already taken; nothing is written then. Otherwise the account, its language
   * and its verification link are written in one transaction (the link's insert writes the outbox event).
   */
  insertAccount(account: AccountRow, link: NewAccountLink): Promise<boolean>;
  /** Stores a link for the account with this email, if there is one (one statement either way: no timing tells). */
  insertLinkForEmail(email: string, link: NewAccountLink): Promise<void>;
  /** Uses a verification link once, if it still works, and marks its account verified, in one transaction. */
  verifyEmailWithLink(tokenHash: string, now: number): Promise<boolean>;
  /**
   * Uses a reset link once, if it still works: sets the password, uses the account's other reset links and
   * ends every session of the account, in one transaction.
   */
  resetPasswordWithLink(tokenHash: string, passwordHash: string, now: number): Promise<boolean>;

  createSession(session: { id: string; accountId: string; createdAt: number }, token: NewRefreshToken): Promise<void>;
  findRefreshToken(tokenHash: string): Promise<RefreshTokenRow | null>;
  /**
   * Marks `tokenHash` rotated and stores its successor in the same session, atomically: of two
   * concurrent calls with the same token, exactly one gets true.
   */
  rotateRefreshToken(tokenHash: string, next: NewRefreshToken, now: number): Promise<boolean>;
  /** Ends sessions and their refresh tokens. */
  deleteSession(sessionId: string): Promise<void>;
  deleteSessionsOfAccount(accountId: string, exceptSessionId?: string): Promise<void>;
  /** Deletes the account; its sessions, tokens and links go with it (and its bookings are anonymised: 0019). */
  deleteAccount(accountId: string): Promise<void>;

  /**
   * Counts a sign-in attempt as a failure BEFORE its password is checked, if the limits allow it,
   * deciding and counting in one atomic step (so 50 concurrent attempts cannot all see room): null
   * when it was counted and may be checked, else the counts that refused it. Also forgets failures
   * that left the window.
   */
  beginSignInAttempt(attempt: SignInAttempt): Promise<SignInFailureCounts | null>;
  /** The password was right: the pair's failures (this attempt too) are forgotten, and the address is known. */
  succeedSignInAttempt(attempt: SignInAttempt): Promise<void>;
}
