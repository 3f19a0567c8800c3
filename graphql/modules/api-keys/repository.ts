/**
 * The port for partner apps' API keys (workers/migrations/*\/0043_api_keys.sql). Only the hash of a key is
 * ever handed to it. Each method that acts on an account's keys takes the account's id: the local adapter
 * filters by it, the hosted one acts for the caller's access token (row level security and the functions'
 * auth.uid()), so another account's key is never read or revoked, whichever the adapter.
 */
import type { ApiKeyMode, ApiKeyScope } from "./rules";

/** A key as its account's lists show it. */
export interface ApiKeyRecord {
  id: string;
  name: string;
  mode: ApiKeyMode;
  scopes: ApiKeyScope[];
  prefix: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** The key a request presented, found by its hash. */
export interface PresentedApiKey {
  id: string;
  accountId: string;
  name: string;
  mode: ApiKeyMode;
  scopes: ApiKeyScope[];
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface NewApiKeyRecord {
  name: string;
  mode: ApiKeyMode;
  scopes: ApiKeyScope[];
  keyHash: string;
  prefix: string;
}

export interface ApiKeyRepository {
  create(accountId: string, key: NewApiKeyRecord): Promise<ApiKeyRecord>;
  /** The account's keys, newest first, revoked ones included. */
  listOf(accountId: string): Promise<ApiKeyRecord[]>;
  /** The account's key, revoked (now, or when it already was); null when the id names no key of the account's. */
  revoke(accountId: string, id: string): Promise<ApiKeyRecord | null>;
  /** The key with this hash, revoked or not; null for none. One read by a unique index. */
  byHash(keyHash: string): Promise<PresentedApiKey | null>;
  /** Sets last_used_at to now when it is unset or over a minute old (called after the answer, at most once a minute). */
  markUsed(keyHash: string): Promise<void>;
  /** Whether the provider is one of the sandbox's (providers.sandbox, 0043): only test keys book those. */
  isSandboxProvider(providerId: string): Promise<boolean>;
}

/** Scopes as the stores keep them: a list (PostgreSQL) or one comma-separated text (D1), canonical order. */
export function scopesFrom(stored: string | readonly string[]): ApiKeyScope[] {
  const list = typeof stored === "string" ? stored.split(",") : stored;
  return (["READ", "BOOK", "WEBHOOKS"] as const).filter((scope) => list.includes(scope));
}

/** A database's timestamp as ISO 8601 UTC (PostgreSQL's '+00:00' form and D1's text alike); null stays null. */
export const isoOrNull = (value: unknown): string | null => (value == null ? null : new Date(String(value)).toISOString());
