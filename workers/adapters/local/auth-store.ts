/**
 * Storage for the local auth adapter. LocalAuth holds the rules; a store only reads and writes
 * (D1 in d1-auth-store.ts; an in-memory fake in the unit tests). Times are Unix seconds.
 */
import type { PlanTier } from "../../../graphql/modules/accounts/auth-port";

export interface AccountRow {
  id: string;
  /** Lower-cased. */
  email: string;
  passwordHash: string;
  plan: PlanTier;
  /** Null until the address is confirmed (only when confirmations are required). */
  emailConfirmedAt: number | null;
  createdAt: number;
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

export interface NewRefreshToken {
  tokenHash: string;
  expiresAt: number;
}

export interface AuthStore {
  findAccountByEmail(email: string): Promise<AccountRow | null>;
  /** The account, but only while the session exists (sign-out deletes it). */
  findAccountInSession(accountId: string, sessionId: string): Promise<AccountRow | null>;
  /** False when the email is already taken; nothing is written then. */
  insertAccount(account: AccountRow): Promise<boolean>;

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

  /** Failed sign-ins for (email, address) since `since`, and when the oldest of them happened. */
  countSignInFailures(email: string, clientAddress: string, since: number): Promise<{ count: number; oldestAt: number | null }>;
  /** Records a failure; also forgets failures older than `forgetBefore`, whoever they belong to. */
  recordSignInFailure(email: string, clientAddress: string, at: number, forgetBefore: number): Promise<void>;
  clearSignInFailures(email: string, clientAddress: string): Promise<void>;
}
