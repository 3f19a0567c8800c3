/**
 * The auth port implemented on Workers primitives, with Supabase Auth's behaviour and messages:
 * PBKDF2 password hashes, HS256 access tokens (1 hour), single-use refresh tokens stored hashed,
 * failed sign-ins limited per account, address and network, emailed links that verify the address or
 * reset the password (docs/decisions/052-account-emails.md). Without AUTH_REQUIRE_EMAIL_CONFIRMATION an
 * unverified account signs in (and is refused only what needs a verified address); with it, as Supabase
 * Auth's default, it cannot sign in until verified.
 */
import type {
  AccountLocale,
  AuthOutcome,
  AuthPort,
  AuthSession,
  AuthUser,
  SessionUser,
  Credentials,
  SignOutScope,
  SignUpOutcome,
} from "../../../graphql/modules/accounts/auth-port";
import { AUTH_MESSAGES, fail, ok } from "../../../graphql/modules/accounts/errors";
import {
  KNOWN_ADDRESS_SECONDS,
  rateLimitMessage,
  SIGN_IN_FAILURE_WINDOW_SECONDS,
  signInRetryAfter,
} from "../../../graphql/modules/accounts/rules";
import { clientNetwork } from "../../../graphql/shared/client-network";
import type { Clock } from "../../../graphql/shared/ports";
import { ACCOUNT_LINK_LIFETIME_SECONDS, type AccountLinkPurpose } from "../../../graphql/modules/accounts/account-links";
import { accountLinkToken } from "./account-link-token";
import { signAccessToken, tokenKey, verifyAccessToken } from "./access-token";
import { randomToken, sha256Hex } from "./auth-encoding";
import type { AccountRow, AuthStore, NewAccountLink } from "./auth-store";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./password-hash";

export const ACCESS_TOKEN_LIFETIME_SECONDS = 60 * 60;
/**
 * A session's absolute lifetime from sign-in: its refresh tokens stop working then, however often they
 * were rotated (each new token inherits its predecessor's end).
 */
export const REFRESH_TOKEN_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
/**
 * A rotated refresh token presented again within this many seconds is refused but tolerated
 * (two tabs refreshing at once); later, it is taken as a stolen copy and the session is ended.
 * Supabase's default reuse interval is the same 10 seconds.
 */
export const REFRESH_TOKEN_REUSE_INTERVAL_SECONDS = 10;

export interface LocalAuthOptions {
  store: AuthStore;
  clock: Clock;
  /** The HMAC secret for access tokens (AUTH_TOKEN_SECRET, or one generated and kept in D1). */
  tokenSecret: () => Promise<string>;
  requireEmailConfirmation: boolean;
  newId?: () => string;
}

const toUser = (account: AccountRow): AuthUser => ({
  id: account.id,
  email: account.email,
  emailConfirmed: account.emailConfirmedAt !== null,
});

export class LocalAuth implements AuthPort {
  private readonly store: AuthStore;
  private readonly clock: Clock;
  private readonly newId: () => string;

  constructor(private readonly options: LocalAuthOptions) {
    this.store = options.store;
    this.clock = options.clock;
    this.newId = options.newId ?? (() => crypto.randomUUID());
  }

  private now(): number {
    return Math.floor(this.clock.now().getTime() / 1000);
  }

  private async key(): Promise<CryptoKey> {
    return tokenKey(await this.options.tokenSecret());
  }

  async signUp(
    { email, password }: Credentials,
    locale: AccountLocale = "en",
    returnTo: string | null = null,
  ): Promise<AuthOutcome<SignUpOutcome>> {
    const confirm = this.options.requireEmailConfirmation;
    // Hash before looking anything up: a taken address costs the same time as a new one.
    const passwordHash = await hashPassword(password);
    const now = this.now();
    const account: AccountRow = { id: this.newId(), email, passwordHash, emailConfirmedAt: null, createdAt: now };
    const created = await this.store.insertAccount(account, { ...(await this.newLink("verify_email", locale)), returnTo });
    if (!created) {
      // With confirmations on, Supabase answers as if the address were new, revealing nothing.
      if (confirm) return ok({ user: toUser(account), session: null });
      return fail("user_already_exists", AUTH_MESSAGES.user_already_exists);
    }
    if (confirm) return ok({ user: toUser(account), session: null });
    return ok({ user: toUser(account), session: await this.startSession(account) });
  }

  async verifyEmail(token: string): Promise<AuthOutcome<null>> {
    const verified = await this.store.verifyEmailWithLink(await sha256Hex(token), this.now());
    return verified ? ok(null) : fail("otp_expired", AUTH_MESSAGES.otp_expired);
  }

  async resendVerification(user: AuthUser, locale: AccountLocale): Promise<AuthOutcome<null>> {
    if (!user.emailConfirmed) await this.store.insertLinkForEmail(user.email, await this.newLink("verify_email", locale));
    return ok(null);
  }

  async requestPasswordReset(email: string, locale: AccountLocale): Promise<AuthOutcome<null>> {
    // The same work whether or not the address has an account: the link is made, and one statement stores it or not.
    await this.store.insertLinkForEmail(email, await this.newLink("reset_password", locale));
    return ok(null);
  }

  async resetPassword(token: string, password: string): Promise<AuthOutcome<null>> {
    const reset = await this.store.resetPasswordWithLink(await sha256Hex(token), await hashPassword(password), this.now());
    return reset ? ok(null) : fail("otp_expired", AUTH_MESSAGES.otp_expired);
  }

  /** A new link's row: its token (an HMAC of its id, account-link-token.ts) is stored only as a hash. */
  private async newLink(purpose: AccountLinkPurpose, locale: AccountLocale): Promise<NewAccountLink> {
    const id = this.newId();
    const token = await accountLinkToken(await this.options.tokenSecret(), id);
    const now = this.now();
    return {
      id,
      purpose,
      locale,
      tokenHash: await sha256Hex(token),
      createdAt: now,
      expiresAt: now + ACCOUNT_LINK_LIFETIME_SECONDS[purpose],
    };
  }

  async signInWithPassword({ email, password }: Credentials, clientAddress: string): Promise<AuthOutcome<AuthSession>> {
    const now = this.now();
    const attempt = {
      email,
      clientAddress,
      clientNetwork: clientNetwork(clientAddress),
      now,
      windowStart: now - SIGN_IN_FAILURE_WINDOW_SECONDS,
      knownSince: now - KNOWN_ADDRESS_SECONDS,
    };
    // Counted as a failure before the password is checked, atomically with the limit's decision.
    const refused = await this.store.beginSignInAttempt(attempt);
    if (refused) {
      const retryAfterSeconds = signInRetryAfter(refused, now) ?? 1;
      return fail("over_request_rate_limit", rateLimitMessage(retryAfterSeconds), { retryAfterSeconds });
    }

    const account = await this.store.findAccountByEmail(email);
    const passwordMatches = await verifyPassword(password, account?.passwordHash ?? (await dummyPasswordHash()));
    if (!account || !passwordMatches) return fail("invalid_credentials", AUTH_MESSAGES.invalid_credentials);
    await this.store.succeedSignInAttempt(attempt);
    // Checked after the password, as Supabase does: only the owner learns the address is unconfirmed.
    if (this.options.requireEmailConfirmation && account.emailConfirmedAt === null)
      return fail("email_not_confirmed", AUTH_MESSAGES.email_not_confirmed);
    return ok(await this.startSession(account));
  }

  async deleteAccount(user: AuthUser, password: string, clientAddress: string): Promise<AuthOutcome<null>> {
    const checked = await this.signInWithPassword({ email: user.email, password }, clientAddress);
    // An unverified address still proves its password: email_not_confirmed comes only after a right one.
    if (!checked.ok && checked.error.code !== "email_not_confirmed") return checked;
    await this.store.deleteAccount(user.id);
    return ok(null);
  }

  async refreshSession(refreshToken: string): Promise<AuthOutcome<AuthSession>> {
    const now = this.now();
    const tokenHash = await sha256Hex(refreshToken);
    const row = await this.store.findRefreshToken(tokenHash);
    if (!row) return fail("refresh_token_not_found", AUTH_MESSAGES.refresh_token_not_found);
    if (row.rotatedAt !== null) {
      if (now - row.rotatedAt > REFRESH_TOKEN_REUSE_INTERVAL_SECONDS) await this.store.deleteSession(row.sessionId);
      return fail("refresh_token_already_used", AUTH_MESSAGES.refresh_token_already_used);
    }
    if (row.expiresAt <= now) {
      await this.store.deleteSession(row.sessionId);
      return fail("session_expired", AUTH_MESSAGES.session_expired);
    }

    const nextToken = randomToken();
    const rotated = await this.store.rotateRefreshToken(
      tokenHash,
      { tokenHash: await sha256Hex(nextToken), expiresAt: row.expiresAt },
      now,
    );
    // Another request exchanged the same token a moment ago.
    if (!rotated) return fail("refresh_token_already_used", AUTH_MESSAGES.refresh_token_already_used);
    return ok(await this.session(row.account, row.sessionId, nextToken, now));
  }

  async signOut(accessToken: string, scope: SignOutScope): Promise<AuthOutcome<null>> {
    const verified = await verifyAccessToken(await this.key(), accessToken, this.now());
    if (!verified.ok) return fail("bad_jwt", AUTH_MESSAGES.bad_jwt);
    const { sub: accountId, session_id: sessionId } = verified.claims;
    if (scope === "local") await this.store.deleteSession(sessionId);
    else await this.store.deleteSessionsOfAccount(accountId, scope === "others" ? sessionId : undefined);
    return ok(null);
  }

  async getUser(accessToken: string): Promise<AuthOutcome<SessionUser>> {
    const verified = await verifyAccessToken(await this.key(), accessToken, this.now());
    if (!verified.ok) return fail("bad_jwt", AUTH_MESSAGES.bad_jwt);
    const account = await this.store.findAccountInSession(verified.claims.sub, verified.claims.session_id);
    if (!account) return fail("session_not_found", AUTH_MESSAGES.session_not_found);
    const subscription = { accountId: account.id, plan: account.plan, trialEndsOn: account.trialEndsOn };
    return ok({ ...toUser(account), isReviewer: account.isReviewer, subscription });
  }

  private async startSession(account: AccountRow): Promise<AuthSession> {
    const now = this.now();
    const sessionId = this.newId();
    const refreshToken = randomToken();
    await this.store.createSession(
      { id: sessionId, accountId: account.id, createdAt: now },
      { tokenHash: await sha256Hex(refreshToken), expiresAt: now + REFRESH_TOKEN_LIFETIME_SECONDS },
    );
    return this.session(account, sessionId, refreshToken, now);
  }

  private async session(account: AccountRow, sessionId: string, refreshToken: string, now: number): Promise<AuthSession> {
    const accessToken = await signAccessToken(
      await this.key(),
      { userId: account.id, email: account.email, sessionId },
      now,
      ACCESS_TOKEN_LIFETIME_SECONDS,
    );
    return {
      accessToken,
      refreshToken,
      tokenType: "bearer",
      expiresIn: ACCESS_TOKEN_LIFETIME_SECONDS,
      expiresAt: now + ACCESS_TOKEN_LIFETIME_SECONDS,
      user: toUser(account),
    };
  }
}
