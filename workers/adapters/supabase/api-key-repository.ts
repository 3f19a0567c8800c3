/**
 * Partner apps' API keys on the hosted backend (workers/migrations/supabase/0043_api_keys.sql): the caller's
 * access token is who acts (row level security lets an account read only its own keys; create_api_key and
 * revoke_api_key act for auth.uid() alone), so the account id the port passes is not needed here.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import type { ApiKeyRecord, ApiKeyRepository, NewApiKeyRecord, PresentedApiKey } from "../../../graphql/modules/api-keys/repository";
import { isoOrNull, scopesFrom } from "../../../graphql/modules/api-keys/repository";
import type { ApiKeyMode } from "../../../graphql/modules/api-keys/rules";
import { checked } from "./postgrest";

interface ApiKeyRow {
  id: string;
  account_id?: string;
  name: string;
  mode: ApiKeyMode;
  scopes: string[];
  prefix: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

const recordOf = (row: ApiKeyRow): ApiKeyRecord => ({
  id: String(row.id),
  name: row.name,
  mode: row.mode,
  scopes: scopesFrom(row.scopes),
  prefix: row.prefix,
  createdAt: isoOrNull(row.created_at)!,
  lastUsedAt: isoOrNull(row.last_used_at),
  revokedAt: isoOrNull(row.revoked_at),
});

export class SupabaseApiKeyRepository implements ApiKeyRepository {
  constructor(private readonly db: SupabaseClient) {}

  async create(_accountId: string, key: NewApiKeyRecord): Promise<ApiKeyRecord> {
    const answer = await this.db.rpc("create_api_key", {
      p_name: key.name,
      p_mode: key.mode,
      p_scopes: key.scopes,
      p_key_hash: key.keyHash,
      p_prefix: key.prefix,
    });
    return recordOf(checked("create_api_key", answer).data as ApiKeyRow);
  }

  async listOf(_accountId: string): Promise<ApiKeyRecord[]> {
    const answer = await this.db
      .from("api_keys")
      .select("id, name, mode, scopes, prefix, created_at, last_used_at, revoked_at")
      .order("created_at", { ascending: false })
      .order("id");
    return (checked("api_keys", answer).data as ApiKeyRow[]).map(recordOf);
  }

  async revoke(_accountId: string, id: string): Promise<ApiKeyRecord | null> {
    const answer = await this.db.rpc("revoke_api_key", { p_id: id });
    const row = checked("revoke_api_key", answer).data as ApiKeyRow | null;
    return row ? recordOf(row) : null;
  }

  async byHash(keyHash: string): Promise<PresentedApiKey | null> {
    const answer = await this.db.rpc("api_key_by_hash", { p_key_hash: keyHash });
    const row = checked("api_key_by_hash", answer).data as ApiKeyRow | null;
    if (!row) return null;
    return {
      id: String(row.id),
      accountId: String(row.account_id),
      name: row.name,
      mode: row.mode,
      scopes: scopesFrom(row.scopes),
      lastUsedAt: isoOrNull(row.last_used_at),
      revokedAt: isoOrNull(row.revoked_at),
    };
  }

  async isSandboxProvider(providerId: string): Promise<boolean> {
    const answer = await this.db.from("providers").select("sandbox").eq("id", providerId).limit(1);
    const rows = checked("providers", answer).data as { sandbox?: boolean }[];
    return rows[0]?.sandbox === true;
  }

  async markUsed(keyHash: string): Promise<void> {
    checked("api_key_used", await this.db.rpc("api_key_used", { p_key_hash: keyHash }));
  }
}
