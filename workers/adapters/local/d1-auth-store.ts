/** The local auth adapter's storage on D1 (tables from migrations/d1/0001_baseline.sql). */
import { ACCOUNT_FAILURE_LIMIT, NETWORK_ACCOUNT_LIMIT, SIGN_IN_FAILURE_LIMIT } from "../../../graphql/modules/accounts/rules";
import type { PlanTier } from "../../../graphql/shared/vocabulary";
import type { AccountRow, AuthStore, NewAccountLink, NewRefreshToken, RefreshTokenRow, SignInAttempt } from "./auth-store";
import { wroteRow } from "./d1-sql";

interface AccountRecord {
  id: string;
  email: string;
  password_hash: string;
  email_confirmed_at: number | null;
  created_at: number;
}

const ACCOUNT_COLUMNS = "a.id, a.email, a.password_hash, a.email_confirmed_at, a.created_at";

/**
 * The failures the per-network limit counts (its accounts and times): those from the network `network`
 * (a parameter), leaving out each at an address its account has signed in from since `knownSince`.
 */
const networkFailures = (network: string, knownSince: string) =>
  `SELECT f.email, f.failed_at FROM auth_sign_in_failures f
   WHERE f.client_network = ${network}
     AND NOT EXISTS (SELECT 1 FROM auth_known_addresses k
                     WHERE k.email = f.email AND k.client_address = f.client_address AND k.last_success_at > ${knownSince})`;

/** The account of the link with token hash ?1 while it works at ?2 (Unix seconds): accountLinkRefusal's rule in SQL. */
const LIVE_LINK_ACCOUNT = (purpose: NewAccountLink["purpose"]) =>
  `SELECT account_id FROM account_links
   WHERE token_hash = ?1 AND purpose = '${purpose}' AND used_at IS NULL AND expires_at > ?2`;

const toAccount = (row: AccountRecord): AccountRow => ({
  id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
  emailConfirmedAt: row.email_confirmed_at,
  createdAt: row.created_at,
});

export class D1AuthStore implements AuthStore {
  constructor(private readonly db: D1Database) {}

  async findAccountByEmail(email: string) {
    const row = await this.db.prepare(`SELECT ${ACCOUNT_COLUMNS} FROM accounts a WHERE a.email = ?1`).bind(email).first<AccountRecord>();
    return row ? toAccount(row) : null;
  }

  async findAccountInSession(accountId: string, sessionId: string) {
    const row = await this.db
      .prepare(
        `SELECT ${ACCOUNT_COLUMNS}, EXISTS (SELECT 1 FROM reviewers r WHERE r.account_id = a.id) AS is_reviewer,
                p.plan, p.trial_ends_on
         FROM accounts a
         JOIN auth_sessions s ON s.account_id = a.id
         LEFT JOIN subscriptions p ON p.account_id = a.id
         WHERE a.id = ?1 AND s.id = ?2`,
      )
      .bind(accountId, sessionId)
      .first<AccountRecord & { is_reviewer: number; plan: PlanTier | null; trial_ends_on: string | null }>();
    return row
      ? { ...toAccount(row), isReviewer: row.is_reviewer === 1, plan: row.plan ?? "basic", trialEndsOn: row.trial_ends_on ?? null }
      : null;
  }

  async insertAccount(account: AccountRow, link: NewAccountLink) {
    // One batch, one transaction: the account, its language and its link (whose trigger writes the email's
    // event) commit together or not at all. The link is written only if this insert made the account.
    const [inserted] = await this.db.batch([
      this.db
        .prepare(
          `INSERT INTO accounts (id, email, password_hash, email_confirmed_at, created_at)
           VALUES (?1, ?2, ?3, ?4, ?5)
           ON CONFLICT (email) DO NOTHING`,
        )
        .bind(account.id, account.email, account.passwordHash, account.emailConfirmedAt, account.createdAt),
      this.db.prepare("UPDATE accounts SET locale = ?2 WHERE id = ?1").bind(account.id, link.locale),
      this.insertLink(link, "SELECT id FROM accounts WHERE id = ?7", account.id),
    ]);
    return wroteRow(inserted!);
  }

  /** The INSERT of `link` for the account `accountSql` selects (binding ?7 to `key`): none when it selects nothing. */
  private insertLink(link: NewAccountLink, accountSql: string, key: string) {
    return this.db
      .prepare(
        `INSERT INTO account_links (id, account_id, purpose, token_hash, locale, created_at, expires_at, return_to)
         SELECT ?1, id, ?2, ?3, ?4, ?5, ?6, ?8 FROM (${accountSql})`,
      )
      .bind(link.id, link.purpose, link.tokenHash, link.locale, link.createdAt, link.expiresAt, key, link.returnTo ?? null);
  }

  async insertLinkForEmail(email: string, link: NewAccountLink) {
    await this.insertLink(link, "SELECT id FROM accounts WHERE email = ?7", email).run();
  }

  async verifyEmailWithLink(tokenHash: string, now: number) {
    // The account is verified before the link is marked used, both under the link's live condition, in one transaction.
    const [, used] = await this.db.batch([
      this.db
        .prepare(
          `UPDATE accounts SET email_confirmed_at = COALESCE(email_confirmed_at, ?2) WHERE id IN (${LIVE_LINK_ACCOUNT("verify_email")})`,
        )
        .bind(tokenHash, now),
      this.db
        .prepare(
          `UPDATE account_links SET used_at = ?2 WHERE token_hash = ?1 AND purpose = 'verify_email' AND used_at IS NULL AND expires_at > ?2`,
        )
        .bind(tokenHash, now),
    ]);
    return wroteRow(used!);
  }

  async resetPasswordWithLink(tokenHash: string, passwordHash: string, now: number) {
    const live = LIVE_LINK_ACCOUNT("reset_password");
    // Every statement reads the link's live condition before the last one uses it (and the account's other reset
    // links): the password, the address (the link proved it), and the end of every session, together.
    const [, , , used] = await this.db.batch([
      this.db
        .prepare(`UPDATE accounts SET password_hash = ?3, email_confirmed_at = COALESCE(email_confirmed_at, ?2) WHERE id IN (${live})`)
        .bind(tokenHash, now, passwordHash),
      this.db
        .prepare(`DELETE FROM auth_refresh_tokens WHERE session_id IN (SELECT id FROM auth_sessions WHERE account_id IN (${live}))`)
        .bind(tokenHash, now),
      this.db.prepare(`DELETE FROM auth_sessions WHERE account_id IN (${live})`).bind(tokenHash, now),
      this.db
        .prepare(`UPDATE account_links SET used_at = ?2 WHERE purpose = 'reset_password' AND used_at IS NULL AND account_id IN (${live})`)
        .bind(tokenHash, now),
    ]);
    return wroteRow(used!);
  }

  async createSession(session: { id: string; accountId: string; createdAt: number }, token: NewRefreshToken) {
    await this.db.batch([
      this.db
        .prepare("INSERT INTO auth_sessions (id, account_id, created_at) VALUES (?1, ?2, ?3)")
        .bind(session.id, session.accountId, session.createdAt),
      this.db
        .prepare("INSERT INTO auth_refresh_tokens (token_hash, session_id, expires_at) VALUES (?1, ?2, ?3)")
        .bind(token.tokenHash, session.id, token.expiresAt),
    ]);
  }

  async findRefreshToken(tokenHash: string): Promise<RefreshTokenRow | null> {
    const row = await this.db
      .prepare(
        `SELECT t.token_hash, t.session_id, t.expires_at, t.rotated_at, ${ACCOUNT_COLUMNS}
         FROM auth_refresh_tokens t
         JOIN auth_sessions s ON s.id = t.session_id
         JOIN accounts a ON a.id = s.account_id
         WHERE t.token_hash = ?1`,
      )
      .bind(tokenHash)
      .first<AccountRecord & { token_hash: string; session_id: string; expires_at: number; rotated_at: number | null }>();
    if (!row) return null;
    return {
      tokenHash: row.token_hash,
      sessionId: row.session_id,
      expiresAt: row.expires_at,
      rotatedAt: row.rotated_at,
      account: toAccount(row),
    };
  }

  async rotateRefreshToken(tokenHash: string, next: NewRefreshToken, now: number) {
    // The conditional UPDATE is the lock: only one request can flip rotated_at from NULL.
    const claimed = await this.db
      .prepare("UPDATE auth_refresh_tokens SET rotated_at = ?2 WHERE token_hash = ?1 AND rotated_at IS NULL")
      .bind(tokenHash, now)
      .run();
    if (claimed.meta.changes !== 1) return false;
    await this.db
      .prepare(
        `INSERT INTO auth_refresh_tokens (token_hash, session_id, expires_at)
         SELECT ?2, session_id, ?3 FROM auth_refresh_tokens WHERE token_hash = ?1`,
      )
      .bind(tokenHash, next.tokenHash, next.expiresAt)
      .run();
    return true;
  }

  async deleteSession(sessionId: string) {
    await this.db.batch([
      this.db.prepare("DELETE FROM auth_refresh_tokens WHERE session_id = ?1").bind(sessionId),
      this.db.prepare("DELETE FROM auth_sessions WHERE id = ?1").bind(sessionId),
    ]);
  }

  async deleteAccount(accountId: string) {
    // One batch, one transaction: the sessions end with the account (the foreign keys would cascade too, but
    // a refresh token must never outlive its account, however the keys are set).
    await this.db.batch([
      this.db
        .prepare("DELETE FROM auth_refresh_tokens WHERE session_id IN (SELECT id FROM auth_sessions WHERE account_id = ?)")
        .bind(accountId),
      this.db.prepare("DELETE FROM auth_sessions WHERE account_id = ?").bind(accountId),
      this.db.prepare("DELETE FROM accounts WHERE id = ?").bind(accountId),
    ]);
  }

  async deleteSessionsOfAccount(accountId: string, exceptSessionId?: string) {
    const keep = exceptSessionId ?? "";
    await this.db.batch([
      this.db
        .prepare(
          `DELETE FROM auth_refresh_tokens WHERE session_id IN
             (SELECT id FROM auth_sessions WHERE account_id = ?1 AND id <> ?2)`,
        )
        .bind(accountId, keep),
      this.db.prepare("DELETE FROM auth_sessions WHERE account_id = ?1 AND id <> ?2").bind(accountId, keep),
    ]);
  }

  async beginSignInAttempt({ email, clientAddress, clientNetwork, now, windowStart, knownSince }: SignInAttempt) {
    // One statement decides and counts (signInRetryAfter's rule in SQL); D1 runs statements one at a
    // time, so no concurrent attempt can slip between the count and the insert.
    const [, inserted] = await this.db.batch<{ id: number }>([
      this.db.prepare("DELETE FROM auth_sign_in_failures WHERE failed_at <= ?1").bind(windowStart),
      this.db
        .prepare(
          `INSERT INTO auth_sign_in_failures (email, client_address, client_network, failed_at)
           SELECT ?1, ?2, ?7, ?3
           WHERE (SELECT COUNT(*) FROM auth_sign_in_failures WHERE email = ?1 AND client_address = ?2) < ?4
             AND (EXISTS (SELECT 1 FROM auth_known_addresses
                          WHERE email = ?1 AND client_address = ?2 AND last_success_at > ?5)
                  OR ((SELECT COUNT(*) FROM auth_sign_in_failures WHERE email = ?1) < ?6
                      AND (SELECT COUNT(DISTINCT email) FROM (${networkFailures("?7", "?5")})) < ?8))
           RETURNING rowid AS id`,
        )
        .bind(email, clientAddress, now, SIGN_IN_FAILURE_LIMIT, knownSince, ACCOUNT_FAILURE_LIMIT, clientNetwork, NETWORK_ACCOUNT_LIMIT),
    ]);
    const id = inserted?.results[0]?.id;
    if (id !== undefined) return null;
    // Refused: read what held it, for the time to wait.
    type Row = { count: number; oldest: number | null };
    const [address, account, known, network] = await this.db.batch<Row>([
      this.db
        .prepare("SELECT COUNT(*) AS count, MIN(failed_at) AS oldest FROM auth_sign_in_failures WHERE email = ?1 AND client_address = ?2")
        .bind(email, clientAddress),
      this.db.prepare("SELECT COUNT(*) AS count, MIN(failed_at) AS oldest FROM auth_sign_in_failures WHERE email = ?1").bind(email),
      this.db
        .prepare(
          "SELECT COUNT(*) AS count, NULL AS oldest FROM auth_known_addresses WHERE email = ?1 AND client_address = ?2 AND last_success_at > ?3",
        )
        .bind(email, clientAddress, knownSince),
      this.db
        .prepare(`SELECT 1 AS count, MAX(failed_at) AS oldest FROM (${networkFailures("?1", "?2")}) GROUP BY email`)
        .bind(clientNetwork, knownSince),
    ]);
    const counts = (result: D1Result<Row> | undefined) => ({
      count: result?.results[0]?.count ?? 0,
      oldestAt: result?.results[0]?.oldest ?? null,
    });
    return {
      address: counts(address),
      account: counts(account),
      network: { lastFailures: (network?.results ?? []).map((row) => row.oldest ?? now) },
      knownAddress: counts(known).count > 0,
    };
  }

  async succeedSignInAttempt({ email, clientAddress, now, knownSince }: SignInAttempt) {
    await this.db.batch([
      this.db.prepare("DELETE FROM auth_sign_in_failures WHERE email = ?1 AND client_address = ?2").bind(email, clientAddress),
      this.db.prepare("DELETE FROM auth_known_addresses WHERE last_success_at <= ?1").bind(knownSince),
      this.db
        .prepare(
          `INSERT INTO auth_known_addresses (email, client_address, last_success_at) VALUES (?1, ?2, ?3)
           ON CONFLICT (email, client_address) DO UPDATE SET last_success_at = excluded.last_success_at`,
        )
        .bind(email, clientAddress, now),
    ]);
  }
}
