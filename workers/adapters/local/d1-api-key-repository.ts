/** Partner apps' API keys in D1 (workers/migrations/d1/0043_api_keys.sql): every account-side statement filters by the account. */
import type { ApiKeyRecord, ApiKeyRepository, NewApiKeyRecord, PresentedApiKey } from "../../../graphql/modules/api-keys/repository";
import { isoOrNull, scopesFrom } from "../../../graphql/modules/api-keys/repository";
import type { ApiKeyMode } from "../../../graphql/modules/api-keys/rules";

interface ApiKeyRow {
  id: string;
  account_id: string;
  name: string;
  mode: ApiKeyMode;
  scopes: string;
  prefix: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

const COLUMNS = "id, account_id, name, mode, scopes, prefix, created_at, last_used_at, revoked_at";

const recordOf = (row: ApiKeyRow): ApiKeyRecord => ({
  id: row.id,
  name: row.name,
  mode: row.mode,
  scopes: scopesFrom(row.scopes),
  prefix: row.prefix,
  createdAt: isoOrNull(row.created_at)!,
  lastUsedAt: isoOrNull(row.last_used_at),
  revokedAt: isoOrNull(row.revoked_at),
});

export class D1ApiKeyRepository implements ApiKeyRepository {
  constructor(private readonly db: D1Database) {}

  async create(accountId: string, key: NewApiKeyRecord): Promise<ApiKeyRecord> {
    const row = await this.db
      .prepare(
        `INSERT INTO api_keys (id, account_id, name, mode, scopes, key_hash, prefix) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING ${COLUMNS}`,
      )
      .bind(crypto.randomUUID().replace(/-/g, ""), accountId, key.name, key.mode, key.scopes.join(","), key.keyHash, key.prefix)
      .first<ApiKeyRow>();
    return recordOf(row!);
  }

  async listOf(accountId: string): Promise<ApiKeyRecord[]> {
    const { results } = await this.db
      .prepare(`SELECT ${COLUMNS} FROM api_keys WHERE account_id = ? ORDER BY created_at DESC, id`)
      .bind(accountId)
      .all<ApiKeyRow>();
    return results.map(recordOf);
  }

  async revoke(accountId: string, id: string): Promise<ApiKeyRecord | null> {
    const row = await this.db
      .prepare(
        `UPDATE api_keys SET revoked_at = coalesce(revoked_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
         WHERE id = ? AND account_id = ? RETURNING ${COLUMNS}`,
      )
      .bind(id, accountId)
      .first<ApiKeyRow>();
    return row ? recordOf(row) : null;
  }

  async byHash(keyHash: string): Promise<PresentedApiKey | null> {
    const row = await this.db.prepare(`SELECT ${COLUMNS} FROM api_keys WHERE key_hash = ?`).bind(keyHash).first<ApiKeyRow>();
    if (!row) return null;
    const { prefix: _prefix, createdAt: _createdAt, ...record } = recordOf(row);
    return { ...record, accountId: row.account_id };
  }

  async isSandboxProvider(providerId: string): Promise<boolean> {
    return (await this.db.prepare("SELECT sandbox FROM providers WHERE id = ?").bind(providerId).first<number>("sandbox")) === 1;
  }

  async markUsed(keyHash: string): Promise<void> {
    await this.db
      .prepare(
        `UPDATE api_keys SET last_used_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE key_hash = ? AND revoked_at IS NULL
           AND (last_used_at IS NULL OR last_used_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 minute'))`,
      )
      .bind(keyHash)
      .run();
  }
}
