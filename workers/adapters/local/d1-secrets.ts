/**
 * Secrets for local development, generated on first use and kept in D1 (table local_secrets), so
 * `npm start` needs no setup and tokens survive restarts. Deployments set AUTH_TOKEN_SECRET and
 * SESSION_SECRET instead (wrangler secret put); a configured secret always wins.
 */
import { randomToken } from "./auth-encoding";

export type LocalSecretName = "auth_token_secret" | "session_cookie_secret" | "licence_link_secret";

const cache = new Map<LocalSecretName, Promise<string>>();

async function readOrCreate(db: D1Database, name: LocalSecretName): Promise<string> {
  // INSERT OR IGNORE then SELECT: when two isolates race, both read the one that won.
  await db.prepare("INSERT OR IGNORE INTO local_secrets (name, value) VALUES (?1, ?2)").bind(name, randomToken(32)).run();
  const row = await db.prepare("SELECT value FROM local_secrets WHERE name = ?1").bind(name).first<{ value: string }>();
  if (!row) throw new Error(`Could not read the local secret ${name}.`);
  return row.value;
}

/** The secret, read from D1 once per isolate (a failed read is retried next time). */
export function localSecret(db: D1Database, name: LocalSecretName): Promise<string> {
  let secret = cache.get(name);
  if (!secret) {
    secret = readOrCreate(db, name);
    cache.set(name, secret);
    secret.catch(() => cache.delete(name));
  }
  return secret;
}
