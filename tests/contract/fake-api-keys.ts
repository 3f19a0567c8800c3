/**
 * The fake Supabase's mirror of 0043_api_keys.sql's functions: create_api_key and revoke_api_key act for the
 * signed-in caller alone; api_key_by_hash (anyone) finds a key by its hash; api_key_used marks it at most once
 * a minute. The table itself is read through row level security ("accounts read their own API keys").
 */
type Row = Record<string, unknown>;

export const API_KEY_RPC_PARAMETERS: Record<string, string[]> = {
  create_api_key: ["p_name", "p_mode", "p_scopes", "p_key_hash", "p_prefix"],
  revoke_api_key: ["p_id"],
  api_key_by_hash: ["p_key_hash"],
  api_key_used: ["p_key_hash"],
};

/** The function's answer, or "forbidden" for create/revoke without a signed-in caller (42501 in PostgreSQL). */
export function apiKeyRpc(
  tables: Record<string, Row[]>,
  userId: string | null,
  name: string,
  args: Row,
  now: () => string,
  nowMs: number,
): unknown {
  const keys = (tables.api_keys ??= []);
  const shown = ({ account_id: _account, key_hash: _hash, ...row }: Row) => row;
  switch (name) {
    case "create_api_key": {
      if (!userId) return "forbidden";
      if (keys.some((key) => key.key_hash === args.p_key_hash)) throw new Error("duplicate key_hash");
      const row: Row = {
        id: crypto.randomUUID().replace(/-/g, ""),
        account_id: userId,
        name: args.p_name,
        mode: args.p_mode,
        scopes: args.p_scopes,
        key_hash: args.p_key_hash,
        prefix: args.p_prefix,
        // Strictly increasing, as clock_timestamp() is between statements.
        created_at: now(),
        last_used_at: null,
        revoked_at: null,
      };
      keys.push(row);
      return shown(row);
    }
    case "revoke_api_key": {
      if (!userId) return "forbidden";
      const key = keys.find((row) => row.id === args.p_id && row.account_id === userId);
      if (!key) return null;
      key.revoked_at ??= now();
      return shown(key);
    }
    case "api_key_by_hash": {
      const key = keys.find((row) => row.key_hash === args.p_key_hash);
      if (!key) return null;
      const { key_hash: _hash, prefix: _prefix, created_at: _created, ...row } = key;
      return row;
    }
    case "api_key_used": {
      const key = keys.find((row) => row.key_hash === args.p_key_hash && row.revoked_at === null);
      if (key && (key.last_used_at === null || Date.parse(String(key.last_used_at)) < nowMs - 60_000)) key.last_used_at = now();
      return null;
    }
    default:
      throw new Error(`unknown function ${name}`);
  }
}

/** 0043's trigger on bookings: the key the request's x-glow-api-key-id names, if it is not revoked, and its app's name. */
export function bookingSource(keys: Row[], apiKeyId: string | null): { api_key_id: unknown; api_app_name: unknown } {
  const key = apiKeyId ? keys.find((row) => row.id === apiKeyId && row.revoked_at === null) : undefined;
  return { api_key_id: key?.id ?? null, api_app_name: key?.name ?? null };
}
