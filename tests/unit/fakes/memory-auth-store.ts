/** An in-memory AuthStore with the D1 store's semantics, for unit tests of the auth rules. */
import type { AccountRow, AuthStore, NewRefreshToken, RefreshTokenRow } from "../../../workers/adapters/local/auth-store";

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
  failures: { email: string; clientAddress: string; at: number }[] = [];

  async findAccountByEmail(email: string) {
    return [...this.accounts.values()].find((account) => account.email === email) ?? null;
  }

  async findAccountInSession(accountId: string, sessionId: string) {
    const session = this.sessions.get(sessionId);
    return session && session.accountId === accountId ? (this.accounts.get(accountId) ?? null) : null;
  }

  async insertAccount(account: AccountRow) {
    if (await this.findAccountByEmail(account.email)) return false;
    this.accounts.set(account.id, { ...account });
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

  async deleteSessionsOfAccount(accountId: string, exceptSessionId?: string) {
    for (const session of [...this.sessions.values()]) {
      if (session.accountId === accountId && session.id !== exceptSessionId) await this.deleteSession(session.id);
    }
  }

  async countSignInFailures(email: string, clientAddress: string, since: number) {
    const matching = this.failures.filter((f) => f.email === email && f.clientAddress === clientAddress && f.at > since);
    return { count: matching.length, oldestAt: matching.length ? Math.min(...matching.map((f) => f.at)) : null };
  }

  async recordSignInFailure(email: string, clientAddress: string, at: number, forgetBefore: number) {
    this.failures = this.failures.filter((f) => f.at > forgetBefore);
    this.failures.push({ email, clientAddress, at });
  }

  async clearSignInFailures(email: string, clientAddress: string) {
    this.failures = this.failures.filter((f) => !(f.email === email && f.clientAddress === clientAddress));
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
