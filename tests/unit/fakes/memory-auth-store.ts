/** An in-memory AuthStore with the D1 store's semantics, for unit tests of the auth rules. */
import { signInRetryAfter } from "../../../graphql/modules/accounts/rules";
import { accountLinkRefusal, type AccountLinkPurpose } from "../../../graphql/modules/accounts/account-links";
import type {
  AccountRow,
  AuthStore,
  NewAccountLink,
  NewRefreshToken,
  RefreshTokenRow,
  SignInAttempt,
} from "../../../workers/adapters/local/auth-store";

interface TokenRecord {
  tokenHash: string;
  sessionId: string;
  expiresAt: number;
  rotatedAt: number | null;
}

export class MemoryAuthStore implements AuthStore {
  readonly accounts = new Map<string, AccountRow>();
  readonly sessions = new Map<string, { id: string; accountId: string; createdAt: number }>();
  readonly tokens = new Map<string, TokenRecord>();
  readonly reviewers = new Set<string>();
  readonly links = new Map<string, NewAccountLink & { accountId: string; usedAt: number | null }>();
  failures: { email: string; clientAddress: string; clientNetwork: string; at: number }[] = [];

  async findAccountByEmail(email: string) {
    return [...this.accounts.values()].find((account) => account.email === email) ?? null;
  }

  async findAccountInSession(accountId: string, sessionId: string) {
    const session = this.sessions.get(sessionId);
    const account = session && session.accountId === accountId ? this.accounts.get(accountId) : undefined;
    return account ? { ...account, isReviewer: this.reviewers.has(accountId), plan: "basic" as const, trialEndsOn: null } : null;
  }

  async insertAccount(account: AccountRow, link: NewAccountLink) {
    if (await this.findAccountByEmail(account.email)) return false;
    this.accounts.set(account.id, { ...account });
    this.links.set(link.tokenHash, { ...link, accountId: account.id, usedAt: null });
    return true;
  }

  async insertLinkForEmail(email: string, link: NewAccountLink) {
    const account = await this.findAccountByEmail(email);
    if (account) this.links.set(link.tokenHash, { ...link, accountId: account.id, usedAt: null });
  }

  /** The account of a link that still works for `purpose`, after using it (and, for a reset, the account's other reset links). */
  private useLink(tokenHash: string, purpose: AccountLinkPurpose, now: number): AccountRow | null {
    const link = this.links.get(tokenHash);
    if (!link || accountLinkRefusal(link, purpose, now)) return null;
    if (purpose === "reset_password")
      for (const other of this.links.values())
        if (other.accountId === link.accountId && other.purpose === purpose && other.usedAt === null) other.usedAt = now;
    link.usedAt = now;
    return this.accounts.get(link.accountId) ?? null;
  }

  async verifyEmailWithLink(tokenHash: string, now: number) {
    const account = this.useLink(tokenHash, "verify_email", now);
    if (account) account.emailConfirmedAt ??= now;
    return account !== null;
  }

  async resetPasswordWithLink(tokenHash: string, passwordHash: string, now: number) {
    const account = this.useLink(tokenHash, "reset_password", now);
    if (!account) return false;
    account.passwordHash = passwordHash;
    account.emailConfirmedAt ??= now;
    await this.deleteSessionsOfAccount(account.id);
    return true;
  }

  async createSession(session: { id: string; accountId: string; createdAt: number }, token: NewRefreshToken) {
    this.sessions.set(session.id, { ...session });
    this.tokens.set(token.tokenHash, { ...token, sessionId: session.id, rotatedAt: null });
  }

  async findRefreshToken(tokenHash: string): Promise<RefreshTokenRow | null> {
    const token = this.tokens.get(tokenHash);
    const session = token && this.sessions.get(token.sessionId);
    const account = session && this.accounts.get(session.accountId);
    return token && account ? { ...token, account } : null;
  }

  async rotateRefreshToken(tokenHash: string, next: NewRefreshToken, now: number) {
    const token = this.tokens.get(tokenHash);
    if (!token || token.rotatedAt !== null) return false;
    token.rotatedAt = now;
    this.tokens.set(next.tokenHash, { ...next, sessionId: token.sessionId, rotatedAt: null });
    return true;
  }

  async deleteSession(sessionId: string) {
    this.sessions.delete(sessionId);
    for (const [hash, token] of this.tokens) if (token.sessionId === sessionId) this.tokens.delete(hash);
  }

  async deleteAccount(accountId: string) {
    await this.deleteSessionsOfAccount(accountId);
    this.accounts.delete(accountId);
  }

  async deleteSessionsOfAccount(accountId: string, exceptSessionId?: string) {
    for (const session of [...this.sessions.values()]) {
      if (session.accountId === accountId && session.id !== exceptSessionId) await this.deleteSession(session.id);
    }
  }

  readonly knownAddresses = new Map<string, number>();

  private isKnown(email: string, clientAddress: string, knownSince: number) {
    return (this.knownAddresses.get(`${email} ${clientAddress}`) ?? -Infinity) > knownSince;
  }

  // No await between deciding and counting: atomic, as the D1 store's single statement is.
  async beginSignInAttempt({ email, clientAddress, clientNetwork, now, windowStart, knownSince }: SignInAttempt) {
    this.failures = this.failures.filter((f) => f.at > windowStart);
    const summary = (failures: { at: number }[]) => ({
      count: failures.length,
      oldestAt: failures.length ? Math.min(...failures.map((f) => f.at)) : null,
    });
    const lastFailures = new Map<string, number>();
    for (const f of this.failures) {
      if (f.clientNetwork !== clientNetwork || this.isKnown(f.email, f.clientAddress, knownSince)) continue;
      lastFailures.set(f.email, Math.max(f.at, lastFailures.get(f.email) ?? -Infinity));
    }
    const counts = {
      address: summary(this.failures.filter((f) => f.email === email && f.clientAddress === clientAddress)),
      account: summary(this.failures.filter((f) => f.email === email)),
      network: { lastFailures: [...lastFailures.values()] },
      knownAddress: this.isKnown(email, clientAddress, knownSince),
    };
    if (signInRetryAfter(counts, now) !== null) return counts;
    this.failures.push({ email, clientAddress, clientNetwork, at: now });
    return null;
  }

  async succeedSignInAttempt({ email, clientAddress, now }: SignInAttempt) {
    this.failures = this.failures.filter((f) => !(f.email === email && f.clientAddress === clientAddress));
    this.knownAddresses.set(`${email} ${clientAddress}`, now);
  }
}

/** A clock the test moves by hand. */
export class ManualClock {
  constructor(private current = new Date("2026-11-21T08:00:00Z")) {}
  now() {
    return new Date(this.current);
  }
  advance(seconds: number) {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}
